// Turns a statement's result into PostgREST's status, Content-Range and body.
import type { Preferences } from "./prefer-header.ts";
import type { ResponseFormat } from "./media-type.ts";
import type { StatementResult } from "./run-statement.ts";
import { RestError } from "./rest-error.ts";

export type RestResponse = { status: number; headers: Record<string, string>; body: string | null };

/** `.single()` must get exactly one row; the caller throws this inside the transaction to roll back. */
export function requireSingleRow(format: ResponseFormat, result: StatementResult): void {
  if (format.single && result.pageTotal !== 1) {
    throw new RestError(406, {
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: `The result contains ${result.pageTotal} rows`,
    });
  }
}

function withPreferences(headers: Record<string, string>, preferences: Preferences): Record<string, string> {
  return preferences.applied.length === 0
    ? headers
    : { ...headers, "Preference-Applied": preferences.applied.join(", ") };
}

/** GET/HEAD: `0-24/3573` (or `*` for an unknown total); 206 when the page is part of a known total. */
export function readResponse(
  result: StatementResult,
  offset: number,
  format: ResponseFormat,
  preferences: Preferences,
  head: boolean,
): RestResponse {
  const total = result.total === null ? "*" : String(result.total);
  if (result.total !== null && offset > result.total) {
    throw new RestError(
      416,
      {
        code: "PGRST103",
        message: "Requested range not satisfiable",
        details: `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
      },
      { "Content-Range": `*/${total}` },
    );
  }
  const range = result.pageTotal === 0 ? "*" : `${offset}-${offset + result.pageTotal - 1}`;
  const partial = result.total !== null && result.pageTotal < result.total;
  return {
    status: partial ? 206 : 200,
    headers: withPreferences({ "Content-Type": format.contentType, "Content-Range": `${range}/${total}` }, preferences),
    body: head ? null : result.body,
  };
}

/**
 * POST → 201; PATCH/DELETE → 200 with a representation, else 204. Content-Range `*\/N` with
 * `count=exact`, else `*\/*`. `headers-only` on POST answers with the new row's Location.
 */
export function writeResponse(
  method: "POST" | "PATCH" | "DELETE",
  result: StatementResult,
  format: ResponseFormat,
  preferences: Preferences,
  location: string | null,
): RestResponse {
  const representation = preferences.return === "representation";
  const headers: Record<string, string> = {
    "Content-Range": `*/${preferences.countExact ? result.pageTotal : "*"}`,
  };
  if (location !== null) headers.Location = location;
  if (representation) headers["Content-Type"] = format.contentType;
  const status = method === "POST" ? 201 : representation ? 200 : 204;
  return { status, headers: withPreferences(headers, preferences), body: representation ? result.body : null };
}

export function rpcResponse(result: StatementResult, returnsVoid: boolean, format: ResponseFormat): RestResponse {
  if (returnsVoid) return { status: 204, headers: {}, body: null };
  const range = result.pageTotal === 0 ? "*" : `0-${result.pageTotal - 1}`;
  return {
    status: 200,
    headers: { "Content-Type": format.contentType, "Content-Range": `${range}/*` },
    body: result.body,
  };
}

export function errorResponse(error: RestError): RestResponse {
  return {
    status: error.status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...error.headers },
    body: JSON.stringify(error.toBody()),
  };
}
