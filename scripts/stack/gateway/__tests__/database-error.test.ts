import { describe, expect, it } from "vitest";
import { statusForSqlState, toRestError } from "../rest/database-error.ts";

describe("SQLSTATE → HTTP status, as PostgREST maps it", () => {
  it.each([
    ["42501", "permission denied for table t", false, 401],
    ["42501", "permission denied for table t", true, 403],
    ["23505", "duplicate key", false, 409],
    ["23503", "foreign key", false, 409],
    ["22P02", "invalid input syntax for type uuid", false, 400],
    ["23502", "null value", false, 400],
    ["23514", "check constraint", false, 400],
    ["P0001", "raised", false, 400],
    ["42P01", "relation does not exist", false, 404],
    ["42883", "function does not exist", false, 404],
    ["21000", "DELETE requires a WHERE clause", false, 400],
    ["21000", "more than one row returned by a subquery", false, 500],
    ["22023", 'role "nobody" does not exist', true, 401],
    ["22023", "invalid value for parameter", false, 400],
    ["08006", "connection failure", false, 503],
    ["53300", "too many connections", false, 503],
    ["53400", "configuration limit exceeded", false, 500],
    ["25006", "read-only transaction", false, 405],
    ["57014", "canceling statement due to statement timeout", false, 500],
    ["42703", "column does not exist", false, 400],
  ])("%s (%s, authenticated: %s) → %i", (code, message, authenticated, status) => {
    expect(statusForSqlState(code, message, authenticated)).toBe(status);
  });
});

/** What the postgres driver throws for a server error. */
function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: "PostgresError", code });
}

describe("PostgreSQL errors as PostgREST's answers", () => {
  it("turns an unknown table of the statement into PostgREST's 404 PGRST205", () => {
    const error = toRestError(postgresError("42P01", 'relation "public.no_such_table" does not exist'), false);
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 404,
      code: "PGRST205",
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
  });

  it("keeps PostgreSQL's code and message otherwise, with WWW-Authenticate on 401", () => {
    const denied = toRestError(postgresError("42501", "permission denied for table t"), false);
    expect({ status: denied.status, code: denied.code, headers: denied.headers }).toEqual({
      status: 401,
      code: "42501",
      headers: { "WWW-Authenticate": "Bearer" },
    });
    expect(toRestError(postgresError("57P01", "terminating connection"), false).status).toBe(503);
  });
});
