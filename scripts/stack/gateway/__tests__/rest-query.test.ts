import { describe, expect, it } from "vitest";
import { RestError } from "../rest/rest-error.ts";
import { parseRestQuery } from "../rest/rest-query.ts";
import { deleteStatement, readStatement } from "../rest/rest-statement.ts";

function refusal(action: () => unknown): { status: number; code: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("expected a refusal");
}

const table = '"public"."name_inspiration_records"';

describe("the stand-in's query string", () => {
  it("reads the cleanup's call: eq and lt filters, form-decoded, and the selected column", () => {
    expect(
      parseRestQuery("payment_status=eq.not_requested&created_at=lt.2026-11-15T00%3A00%3A00.000Z&select=id"),
    ).toEqual({
      select: ["id"],
      filters: [
        { column: "payment_status", operator: "eq", value: "not_requested" },
        { column: "created_at", operator: "lt", value: "2026-11-15T00:00:00.000Z" },
      ],
    });
    expect(parseRestQuery("engine_version=eq.a+b.c,d")).toMatchObject({
      filters: [{ column: "engine_version", operator: "eq", value: "a b.c,d" }],
    });
  });

  it("reads in.(…) lists with quoted items holding commas, parentheses and escaped quotes", () => {
    const { filters } = parseRestQuery(`id=in.${encodeURIComponent('(a,"b,c","(d)",say "hi","e\\"f")')}`);
    expect(filters).toEqual([{ column: "id", operator: "in", values: ["a", "b,c", "(d)", 'say "hi"', 'e"f'] }]);
    expect(parseRestQuery("id=in.()").filters).toEqual([{ column: "id", operator: "in", values: [] }]);
  });

  it("reads every column for select=*, an empty select or none, and skips the apikey a gateway consumes", () => {
    for (const search of ["select=*", "select=", "", "apikey=x"]) expect(parseRestQuery(search).select).toBeNull();
  });

  it("refuses PostgREST features it does not serve with PGRST127", () => {
    for (const search of [
      "order=id",
      "limit=1",
      "offset=1",
      "or=(a.eq.1)",
      "not.and=(a.eq.1)",
      "a=gte.1",
      "a=not.eq.1",
      "a=eq(any).{1}",
      "select=a:b",
      "select=a::text",
      "select=a,b(c)",
      "b.c=eq.1",
    ]) {
      expect(
        refusal(() => parseRestQuery(search)),
        search,
      ).toEqual({ status: 400, code: "PGRST127" });
    }
  });

  it("refuses what is not PostgREST's grammar at all with PGRST100", () => {
    for (const search of ["a=foo.1", "a;drop=eq.1", "select=id;drop", "a=in.(1,2"]) {
      expect(
        refusal(() => parseRestQuery(search)),
        search,
      ).toEqual({ status: 400, code: "PGRST100" });
    }
  });
});

describe("the stand-in's SQL", () => {
  it("builds the cleanup as PostgREST does, with every value bound and every name quoted", () => {
    const query = parseRestQuery(
      `payment_status=eq.not_requested&id=in.(${encodeURIComponent('"x\'); drop table t; --"')})&select=id`,
    );
    const statement = deleteStatement("public", "name_inspiration_records", query, true);
    expect(statement.text).toBe(
      `WITH pgrst_source AS (DELETE FROM ${table} WHERE ${table}."payment_status" = $1 AND ${table}."id" IN ($2) ` +
        `RETURNING ${table}."id") SELECT pg_catalog.count(_postgrest_t) AS page_total, ` +
        "coalesce(json_agg(_postgrest_t), '[]')::text AS body FROM (SELECT * FROM pgrst_source) _postgrest_t",
    );
    expect(statement.values).toEqual(["not_requested", "x'); drop table t; --"]);
  });

  it("returns no body for return=minimal and reads every column for select=*", () => {
    const minimal = deleteStatement("public", "t", parseRestQuery("id=eq.1"), false);
    expect(minimal.text).toContain("RETURNING 1)");
    expect(minimal.text).toContain("null::text AS body");
    expect(readStatement("public", "t", parseRestQuery("")).text).toContain('SELECT "public"."t".* FROM "public"."t")');
  });

  it("refuses a DELETE without filters as pg-safeupdate does (400 21000)", () => {
    expect(refusal(() => deleteStatement("public", "t", parseRestQuery("select=id"), true))).toEqual({
      status: 400,
      code: "21000",
    });
  });
});
