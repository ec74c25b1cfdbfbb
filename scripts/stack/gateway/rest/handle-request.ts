// Entry point of the PostgREST stand-in: authenticates, negotiates, routes to a table or a function,
// and turns every failure into PostgREST's error answer.
import type { IncomingHttpHeaders } from "node:http";
import { toRestError } from "./database-error.ts";
import { handleRpcRequest } from "./handle-rpc-request.ts";
import { handleTableRequest } from "./handle-table-request.ts";
import { negotiateFormat } from "./media-type.ts";
import { parsePrefer } from "./prefer-header.ts";
import type { PreparedRequest, RestContext } from "./prepared-request.ts";
import { resolveRequestRole } from "./request-role.ts";
import { RestError } from "./rest-error.ts";
import { errorResponse, type RestResponse } from "./rest-response.ts";

/** undefined_table, undefined_column, undefined_function. */
const STALE_CATALOG_SQLSTATES = new Set(["42P01", "42703", "42883"]);

export type RestRequest = {
  method: string;
  /** The path below `/rest/v1`, e.g. `/name_inspiration_records` or `/rpc/fn`. */
  path: string;
  /** The raw query string without `?`. */
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Lower-cased names (Node already lower-cases them), one value each, for `request.headers`. */
function headersJson(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
    ),
  );
}

/** `Accept-Profile` (reads) / `Content-Profile` (writes) may only name the exposed schema. */
function checkProfile(request: RestRequest, schema: string): void {
  const reads = request.method === "GET" || request.method === "HEAD";
  const profile = single(request.headers[reads ? "accept-profile" : "content-profile"]);
  if (profile !== undefined && profile !== schema) {
    throw new RestError(406, { code: "PGRST106", message: `The schema must be one of the following: ${schema}` });
  }
}

/**
 * A JWT may only choose a role the login role can become, checked before any SQL runs: PostgreSQL's
 * own answers for the two refusals, and never `set role none`, which would run as authenticator.
 */
async function checkRoleAccess(context: RestContext, role: string): Promise<void> {
  const access = await context.schemaCache.roleAccess(role);
  if (access === "not-granted") {
    throw new RestError(403, { code: "42501", message: `permission denied to set role "${role}"` });
  }
  if (access === "unknown") {
    throw new RestError(
      401,
      { code: "22023", message: `role "${role}" does not exist` },
      { "WWW-Authenticate": "Bearer" },
    );
  }
}

async function prepare(context: RestContext, request: RestRequest): Promise<PreparedRequest> {
  const requestRole = resolveRequestRole(single(request.headers.authorization), context.jwtSecret, context.anonRole);
  await checkRoleAccess(context, requestRole.role);
  const schema = context.schemaCache.schema;
  checkProfile(request, schema);
  const prefer = request.headers.prefer;
  return {
    context,
    method: request.method,
    search: request.search,
    contentType: single(request.headers["content-type"]),
    body: request.body,
    format: negotiateFormat(single(request.headers.accept)),
    preferences: parsePrefer(prefer === undefined ? [] : [prefer].flat()),
    settings: {
      schema,
      method: request.method,
      path: request.path,
      headers: headersJson(request.headers),
      requestRole,
      roleSettings: await context.schemaCache.roleSettings(requestRole.role),
    },
  };
}

function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split("/")
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // malformed percent-encoding
  }
}

function route(prepared: PreparedRequest, path: string): Promise<RestResponse> {
  const segments = decodeSegments(path) ?? [];
  if (segments.length === 1 && segments[0] !== "") return handleTableRequest(prepared, segments[0]!);
  if (segments.length === 2 && segments[0] === "rpc" && segments[1] !== "")
    return handleRpcRequest(prepared, segments[1]!);
  throw new RestError(404, { code: "PGRST125", message: `Invalid path specified in request URL: ${path}` });
}

export async function handleRestRequest(context: RestContext, request: RestRequest): Promise<RestResponse> {
  let authenticated = false;
  try {
    const prepared = await prepare(context, request);
    authenticated = prepared.settings.requestRole.authenticated;
    return await route(prepared, request.path);
  } catch (error) {
    const restError = toRestError(error, authenticated);
    // The database no longer has what the cached catalog promised (a migration ran): reload it.
    if (STALE_CATALOG_SQLSTATES.has(restError.code)) context.schemaCache.invalidate();
    return errorResponse(restError);
  }
}
