import { describe, expect, it } from "vitest";
import { buildRpcStatement, chooseFunction } from "../rest/build-rpc-sql.ts";
import {
  buildDeleteStatement,
  buildInsertStatement,
  buildReadStatement,
  buildUpdateStatement,
  type ResultShape,
} from "../rest/build-sql.ts";
import { parseQueryString } from "../rest/query-string.ts";
import { RestError } from "../rest/rest-error.ts";
import type { FunctionInfo, TableInfo } from "../rest/schema-cache.ts";

const records: TableInfo = {
  schema: "public",
  name: "name_inspiration_records",
  columns: new Set(["id", "payment_status", "created_at", "input"]),
  primaryKey: ["id"],
};
const idOnly: ResultShape = {
  returning: [{ kind: "column", column: "id", alias: null, cast: null }],
  single: false,
  stripNulls: false,
};
const minimal: ResultShape = { returning: null, single: false, stripNulls: false };
const table = '"public"."name_inspiration_records"';

function refusal(build: () => unknown): RestError {
  try {
    build();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error("expected the statement to be refused");
}

describe("SQL building", () => {
  it("builds the retention cleanup as PostgREST does, with every value bound", () => {
    const query = parseQueryString("payment_status=eq.not_requested&created_at=lt.2026-11-15T00:00:00Z&select=id");
    const statement = buildDeleteStatement(records, query, idOnly);
    expect(statement.text).toBe(
      `WITH pgrst_source AS (DELETE FROM ${table} WHERE ${table}."payment_status" = $1 AND ${table}."created_at" < $2 ` +
        `RETURNING ${table}."id") SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
        "coalesce(json_agg(_postgrest_t), '[]')::text AS body FROM (SELECT * FROM pgrst_source) _postgrest_t",
    );
    expect(statement.values).toEqual(["not_requested", "2026-11-15T00:00:00Z"]);
  });

  it("returns nothing but the row count for return=minimal", () => {
    const statement = buildDeleteStatement(records, parseQueryString("id=eq.1"), minimal);
    expect(statement.text).toContain("RETURNING 1)");
    expect(statement.text).toContain("null::text AS body");
  });

  it("keeps injection attempts in values out of the SQL text", () => {
    const attack = "x'; drop table name_inspiration_records; --";
    const statement = buildReadStatement(
      records,
      parseQueryString(`payment_status=in.(${encodeURIComponent(`"${attack}",b`)})`),
      idOnly,
      false,
    );
    expect(statement.text).not.toContain("drop table");
    expect(statement.text).toContain(`${table}."payment_status" IN ($1, $2)`);
    expect(statement.values).toEqual([attack, "b"]);
  });

  it("refuses a column the catalog does not know with PostgreSQL's 42703", () => {
    const error = refusal(() => buildReadStatement(records, parseQueryString("secret=eq.1"), idOnly, false));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 400,
      code: "42703",
      message: "column name_inspiration_records.secret does not exist",
    });
    expect(refusal(() => buildReadStatement(records, parseQueryString("order=secret"), idOnly, false)).code).toBe(
      "42703",
    );
    expect(refusal(() => buildReadStatement(records, parseQueryString("select=id,secret"), idOnly, false)).code).toBe(
      "42703",
    );
  });

  it("reproduces pg-safeupdate: DELETE and UPDATE need a filter (21000)", () => {
    const del = refusal(() => buildDeleteStatement(records, parseQueryString("select=id"), idOnly));
    expect({ status: del.status, code: del.code, message: del.message }).toEqual({
      status: 400,
      code: "21000",
      message: "DELETE requires a WHERE clause",
    });
    const update = refusal(() => buildUpdateStatement(records, parseQueryString(""), { input: {} }, minimal));
    expect(update.message).toBe("UPDATE requires a WHERE clause");
  });

  it("builds logic trees, negation, is and ordering", () => {
    const query = parseQueryString(
      "or=(payment_status.eq.paid,not.and(id.gt.5,created_at.is.null))&order=created_at.desc.nullsfirst&limit=2&offset=4",
    );
    const statement = buildReadStatement(records, query, idOnly, true);
    expect(statement.text).toContain(
      `WHERE (${table}."payment_status" = $1 OR NOT ((${table}."id" > $2 AND ${table}."created_at" IS NULL)))` +
        ` ORDER BY ${table}."created_at" DESC NULLS FIRST LIMIT $3 OFFSET $4`,
    );
    expect(statement.text).toContain(`(SELECT pg_catalog.count(*) FROM ${table} WHERE (`);
    expect(statement.values).toEqual(["paid", "5", "2", "4"]);
  });

  it("shapes a single-object answer and stripped nulls", () => {
    const statement = buildReadStatement(
      records,
      parseQueryString("id=eq.1"),
      { ...idOnly, single: true, stripNulls: true },
      false,
    );
    expect(statement.text).toContain("json_strip_nulls((json_agg(_postgrest_t) -> 0))::text AS body");
  });

  it("inserts the body's keys through json_populate_recordset, upserting on the primary key", () => {
    const rows = [
      { id: "a", input: { x: 1 } },
      { id: "b", input: {} },
    ];
    const statement = buildInsertStatement(records, parseQueryString(""), rows, minimal, "merge-duplicates");
    expect(statement.text).toContain(
      `INSERT INTO ${table} ("id", "input") SELECT "id", "input" FROM json_populate_recordset(NULL::${table}, $1::json) pgrst_body` +
        ` ON CONFLICT ("id") DO UPDATE SET "input" = EXCLUDED."input" RETURNING 1`,
    );
    expect(JSON.parse(statement.values[0]!)).toEqual(rows);
  });

  it("refuses body keys that are not columns (PGRST204) and arrays whose keys differ (PGRST102)", () => {
    expect(refusal(() => buildInsertStatement(records, parseQueryString(""), [{ nope: 1 }], minimal, null)).code).toBe(
      "PGRST204",
    );
    expect(
      refusal(() => buildInsertStatement(records, parseQueryString(""), [{ id: "a" }, { input: {} }], minimal, null))
        .code,
    ).toBe("PGRST102");
  });

  it("updates with the patch bound as one JSON parameter after the filters", () => {
    const statement = buildUpdateStatement(
      records,
      parseQueryString("id=eq.7"),
      { payment_status: "pending" },
      minimal,
    );
    expect(statement.text).toContain(
      `UPDATE ${table} SET "payment_status" = pgrst_body."payment_status" FROM (SELECT * FROM json_populate_record(NULL::${table}, $2::json)) pgrst_body WHERE ${table}."id" = $1`,
    );
    expect(statement.values).toEqual(["7", '{"payment_status":"pending"}']);
  });

  it("calls a function by named arguments and picks the overload they fit", () => {
    const fn: FunctionInfo = {
      schema: "public",
      name: "greet",
      argNames: ["name", "polite"],
      requiredArgCount: 1,
      returnsSet: false,
      returnsVoid: false,
      returnsComposite: false,
    };
    expect(chooseFunction("public", "greet", [fn], ["name"])).toBe(fn);
    expect(refusal(() => chooseFunction("public", "greet", [fn], ["polite"])).code).toBe("PGRST202");
    const statement = buildRpcStatement(fn, { name: "An", polite: true });
    expect(statement.text).toBe(
      'SELECT null::bigint AS total_result_set, 1::bigint AS page_total, to_json("public"."greet"("name" => $1, "polite" => $2))::text AS body',
    );
    expect(statement.values).toEqual(["An", "true"]);
  });
});
