// PostgreSQL errors become PostgREST's answer: the SQLSTATE picks the HTTP status (PostgREST's table,
// as PostgREST documents it) and message, detail and hint pass through unchanged.
import { RestError } from "./rest-error.ts";

type PostgresErrorLike = { name: string; code: string; message: string; detail?: string; hint?: string };

/** Status by exact SQLSTATE, then by its two-character class. */
const EXACT_STATUS: Record<string, number> = {
  "23503": 409,
  "23505": 409,
  "25006": 405,
  "53400": 500,
  "57P01": 503,
  P0001: 400,
  "42883": 404,
  "42P01": 404,
};
const CLASS_STATUS: Record<string, number> = {
  "08": 503,
  "09": 500,
  "0L": 403,
  "0P": 403,
  "25": 500,
  "28": 403,
  "2D": 500,
  "38": 500,
  "39": 500,
  "3B": 500,
  "40": 500,
  "53": 503,
  "54": 500,
  "55": 500,
  "57": 500,
  "58": 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
};

/**
 * `authenticated`: the request carried a JWT whose role is not the anonymous one. A permission error
 * is then 403 (you are known but not allowed), else 401 (authenticate first), as in PostgREST.
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === "42501") return authenticated ? 403 : 401;
  // pg-safeupdate raises 21000; other cardinality errors are server-side faults.
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  // PostgREST ≥ 13: a JWT naming a role that does not exist is an authentication failure.
  if (code === "22023" && message.startsWith("role") && message.endsWith("does not exist")) return 401;
  return EXACT_STATUS[code] ?? CLASS_STATUS[code.slice(0, 2)] ?? 400;
}

function isPostgresError(error: unknown): error is PostgresErrorLike {
  return (
    error instanceof Error && error.name === "PostgresError" && typeof (error as PostgresErrorLike).code === "string"
  );
}

/** What PostgreSQL says of the quoted `"schema"."table"` of a statement when there is no such table. */
const UNDEFINED_TABLE = /^relation "([^".]+)\.([^"]+)" does not exist$/;

/** Network-level failures reaching the database (postgres.js reports them with Node error codes). */
const CONNECTION_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "CONNECTION_DESTROYED",
]);

export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPostgresError(error)) {
    const table = UNDEFINED_TABLE.exec(error.message);
    if (error.code === "42P01" && table !== null) {
      // PostgREST finds tables in its schema cache; the stand-in asks PostgreSQL and answers the same.
      return new RestError(404, {
        code: "PGRST205",
        message: `Could not find the table '${table[1]}.${table[2]}' in the schema cache`,
      });
    }
    const status = statusForSqlState(error.code, error.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
    return new RestError(
      status,
      {
        code: error.code,
        message: error.message,
        details: error.detail ?? null,
        hint: error.hint ?? null,
      },
      headers,
    );
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && CONNECTION_ERRORS.has(code)) {
    // The driver's message names the database's internal address: it stays out of the answer.
    return new RestError(503, { code: "PGRST001", message: "Database client error. Retrying the connection." });
  }
  throw error;
}
