import { describe, expect, it } from "vitest";
import { statusForSqlState } from "../rest/database-error.ts";

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
