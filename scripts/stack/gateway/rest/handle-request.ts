// Entry point of the PostgREST stand-in. It serves what the project sends to /rest/v1: GET and
// DELETE on a table of the exposed schema, as the caller's role, with `select=` and eq/lt/in filters,
// `Prefer: return=…, count=exact`, and PostgREST's answers and errors. Anything else PostgREST would
// do is refused by name (PGRST127), so no caller mistakes the stand-in's guess for PostgREST's
// behaviour. docs/local-stack.md describes the subset.
import type { IncomingHttpHeaders } from "node:http";
import type { Sql } from "postgres";
import { toRestError } from "./database-error.ts";
import { resolveRequestRole } from "./request-role.ts";
import { notImplemented, RestError } from "./rest-error.ts";
import { parseRestQuery } from "./rest-query.ts";
import { deleteStatement, readStatement } from "./rest-statement.ts";
import { runStatement, type RequestSettings } from "./run-statement.ts";

export type RestContext = {
  sql: Sql;
  /** The one schema served, `public`, as `[api] schemas` exposes it. */
  schema: string;
  jwtSecret: string;
  /** The role for requests without a JWT (and for JWTs without a `role` claim). */
  anonRole: string;
};

type RestRequest = {
  method: string;
  /** The path below `/rest/v1`, e.g. `/name_inspiration_records`. */
  path: string;
  /** The raw query string without `?`. */
  search: string;
  headers: IncomingHttpHeaders;
};

type RestResponse = { status: number; headers: Record<string, string>; body: string | null };

const JSON_TYPE = "application/json; charset=utf-8";
/** `Accept` ranges the JSON array answers; `.single()`'s object type and CSV are not served. */
const JSON_RANGES = new Set(["*/*", "application/*", "application/json"]);

type Preferences = { return: "minimal" | "representation" | null; countExact: boolean };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Only `return=minimal|representation` and `count=exact`: anything else is refused, not ignored. */
function parsePrefer(header: string | string[] | undefined): Preferences {
  const preferences: Preferences = { return: null, countExact: false };
  const tokens = [header ?? []].flat().flatMap((value) => value.split(","));
  for (const token of tokens.map((raw) => raw.trim()).filter(Boolean)) {
    if (token === "return=minimal" || token === "return=representation") {
      preferences.return = token === "return=minimal" ? "minimal" : "representation";
    } else if (token === "count=exact") preferences.countExact = true;
    else throw notImplemented(`The preference "${token}"`);
  }
  return preferences;
}

/** PostgREST's `Preference-Applied`: `return=` on writes only, then `count=`. */
function appliedPreferences(preferences: Preferences, write: boolean): Record<string, string> {
  const applied = [
    write && preferences.return !== null ? `return=${preferences.return}` : null,
    preferences.countExact ? "count=exact" : null,
  ].filter((token) => token !== null);
  return applied.length === 0 ? {} : { "Preference-Applied": applied.join(", ") };
}

function checkAccept(accept: string | undefined): void {
  if (accept === undefined || accept.trim() === "") return;
  const types = accept.split(",").map((range) => range.split(";")[0]!.trim().toLowerCase());
  if (!types.some((type) => JSON_RANGES.has(type))) throw notImplemented(`An answer as "${accept}"`);
}

/** `Accept-Profile` (reads) / `Content-Profile` (writes) may only name the exposed schema. */
function checkProfile(request: RestRequest, schema: string): void {
  const reads = request.method === "GET" || request.method === "HEAD";
  const profile = single(request.headers[reads ? "accept-profile" : "content-profile"]);
  if (profile !== undefined && profile !== schema) {
    throw new RestError(406, {
      code: "PGRST106",
      message: `Invalid schema: ${profile}`,
      hint: `Only the following schemas are exposed: ${schema}`,
    });
  }
}

/** Lower-cased names (Node already lower-cases them), one value each, for `request.headers`. */
function headersJson(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
    ),
  );
}

/**
 * `/rpc/<fn>`: no function of the exposed schema is served. One that does not exist there (every
 * state function lives in `private`) gets PostgREST's own 404; one that does is refused by name.
 */
async function refuseFunctionCall(context: RestContext, name: string): Promise<never> {
  const [row] = await context.sql<Array<{ found: boolean }>>`
    select exists (select from pg_catalog.pg_proc
      where pronamespace = ${context.schema}::regnamespace and proname = ${name}) as found`;
  if (row?.found) throw notImplemented(`Calling the function ${context.schema}.${name}`);
  throw new RestError(404, {
    code: "PGRST202",
    message: `Could not find the function ${context.schema}.${name} in the schema cache`,
  });
}

async function handleTable(
  context: RestContext,
  request: RestRequest,
  settings: RequestSettings,
  table: string,
): Promise<RestResponse> {
  const { method } = request;
  if (method !== "GET" && method !== "DELETE") throw notImplemented(`The method ${method} on a table`);
  checkAccept(single(request.headers.accept));
  const preferences = parsePrefer(request.headers.prefer);
  const query = parseRestQuery(request.search);
  const write = method === "DELETE";
  const returning = !write || preferences.return === "representation";
  const statement = write
    ? deleteStatement(context.schema, table, query, returning)
    : readStatement(context.schema, table, query);
  const { pageTotal, body } = await runStatement(context.sql, !write, settings, statement);

  const total = preferences.countExact ? String(pageTotal) : "*";
  const range = write || pageTotal === 0 ? "*" : `0-${pageTotal - 1}`;
  const headers: Record<string, string> = {
    "Content-Range": `${range}/${total}`,
    ...appliedPreferences(preferences, write),
    ...(returning ? { "Content-Type": JSON_TYPE } : {}),
  };
  return { status: returning ? 200 : 204, headers, body: returning ? body : null };
}

function pathSegments(path: string): string[] {
  try {
    return path.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return []; // malformed percent-encoding: an invalid path
  }
}

async function route(context: RestContext, request: RestRequest, settings: RequestSettings): Promise<RestResponse> {
  const segments = pathSegments(request.path);
  if (segments.length === 1 && segments[0] === "") throw notImplemented("The OpenAPI description at /");
  if (segments.length === 1) return handleTable(context, request, settings, segments[0]!);
  if (segments.length === 2 && segments[0] === "rpc" && segments[1] !== "") {
    return refuseFunctionCall(context, segments[1]!);
  }
  throw new RestError(404, { code: "PGRST125", message: `Invalid path specified in request URL: ${request.path}` });
}

function errorResponse(error: RestError): RestResponse {
  return {
    status: error.status,
    headers: { "Content-Type": JSON_TYPE, "Proxy-Status": `PostgREST; error=${error.code}`, ...error.headers },
    body: JSON.stringify(error.toBody()),
  };
}

export async function handleRestRequest(context: RestContext, request: RestRequest): Promise<RestResponse> {
  let authenticated = false;
  try {
    const requestRole = resolveRequestRole(single(request.headers.authorization), context.jwtSecret, context.anonRole);
    authenticated = requestRole.authenticated;
    checkProfile(request, context.schema);
    const settings: RequestSettings = {
      schema: context.schema,
      method: request.method,
      path: request.path,
      headers: headersJson(request.headers),
      requestRole,
    };
    return await route(context, request, settings);
  } catch (error) {
    return errorResponse(toRestError(error, authenticated));
  }
}
