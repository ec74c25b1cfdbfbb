import { describe, expect, it } from "vitest";
import { parseQueryString } from "../rest/query-string.ts";
import { RestError } from "../rest/rest-error.ts";

function parseError(search: string): RestError {
  try {
    parseQueryString(search);
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error(`expected "${search}" to be refused`);
}

describe("PostgREST query-string grammar", () => {
  it.each([
    ["eq", "="],
    ["neq", "<>"],
    ["gt", ">"],
    ["gte", ">="],
    ["lt", "<"],
    ["lte", "<="],
    ["like", "LIKE"],
    ["ilike", "ILIKE"],
  ])("reads the %s operator with its value", (operator) => {
    const { conditions } = parseQueryString(`name=${operator}.abc`);
    expect(conditions).toEqual([{ kind: "filter", column: "name", negated: false, operator, value: "abc" }]);
  });

  it("turns * into % in like and ilike patterns only", () => {
    const { conditions } = parseQueryString("a=like.*an*&b=ilike.AN*&c=eq.a*b");
    expect(conditions.map((c) => c.kind === "filter" && c.value)).toEqual(["%an%", "AN%", "a*b"]);
  });

  it("decodes + as a space and percent escapes, as form encoding does", () => {
    const { conditions } = parseQueryString("name=eq.Nguy%E1%BB%85n+V%C4%83n+An");
    expect(conditions[0]).toMatchObject({ value: "Nguyễn Văn An" });
  });

  it("keeps the rest of a top-level value verbatim, dots and commas included", () => {
    const { conditions } = parseQueryString(
      `created_at=lt.${encodeURIComponent("2026-11-15T10:00:00.000Z")}&note=eq.a,b.c`,
    );
    expect(conditions.map((c) => c.kind === "filter" && c.value)).toEqual(["2026-11-15T10:00:00.000Z", "a,b.c"]);
  });

  it("reads in.(…) with quoted items holding commas, quotes and parentheses", () => {
    const list = encodeURIComponent(String.raw`(plain,"a,b","(x)","say \"hi\"",,"back\\slash")`);
    const { conditions } = parseQueryString(`name=in.${list}`);
    expect(conditions[0]).toMatchObject({
      operator: "in",
      value: ["plain", "a,b", "(x)", 'say "hi"', "", String.raw`back\slash`],
    });
  });

  it("reads an empty in-list as no values", () => {
    expect(parseQueryString("id=in.()").conditions[0]).toMatchObject({ operator: "in", value: [] });
  });

  it.each(["null", "not_null", "true", "false", "unknown", "NULL"])("accepts is.%s", (word) => {
    expect(parseQueryString(`paid_at=is.${word}`).conditions[0]).toMatchObject({
      operator: "is",
      value: word.toLowerCase(),
    });
  });

  it("negates a filter with the not. prefix", () => {
    expect(parseQueryString("status=not.in.(paid,pending)").conditions[0]).toMatchObject({
      negated: true,
      operator: "in",
      value: ["paid", "pending"],
    });
  });

  it("reads nested, negated logic trees with quoted values", () => {
    const { conditions } = parseQueryString(
      `or=${encodeURIComponent('(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq."x,y)",e.in.(1,"2,3")))')}`,
    );
    expect(conditions).toEqual([
      {
        kind: "logic",
        operator: "or",
        negated: false,
        conditions: [
          { kind: "filter", column: "a", negated: false, operator: "eq", value: "1" },
          {
            kind: "logic",
            operator: "and",
            negated: false,
            conditions: [
              { kind: "filter", column: "b", negated: false, operator: "gt", value: "2" },
              { kind: "filter", column: "c", negated: false, operator: "is", value: "null" },
            ],
          },
          {
            kind: "logic",
            operator: "or",
            negated: true,
            conditions: [
              { kind: "filter", column: "d", negated: false, operator: "eq", value: "x,y)" },
              { kind: "filter", column: "e", negated: false, operator: "in", value: ["1", "2,3"] },
            ],
          },
        ],
      },
    ]);
  });

  it("reads not.and=(…) as a negated top-level tree", () => {
    expect(parseQueryString("not.and=(a.eq.1,b.eq.2)").conditions[0]).toMatchObject({
      kind: "logic",
      operator: "and",
      negated: true,
    });
  });

  it("reads select with aliases and casts, order, limit, offset, columns and on_conflict", () => {
    const query = parseQueryString(
      "select=id,state:payment_status,created_at::text&order=created_at.desc.nullslast,id&limit=10&offset=20" +
        `&columns=${encodeURIComponent('"input","report"')}&on_conflict=id`,
    );
    expect(query.select).toEqual([
      { kind: "column", column: "id", alias: null, cast: null },
      { kind: "column", column: "payment_status", alias: "state", cast: null },
      { kind: "column", column: "created_at", alias: null, cast: "text" },
    ]);
    expect(query.order).toEqual([
      { column: "created_at", direction: "desc", nulls: "last" },
      { column: "id", direction: null, nulls: null },
    ]);
    expect(query).toMatchObject({ limit: 10, offset: 20, columns: ["input", "report"], onConflict: ["id"] });
  });

  it("defaults to every column and ignores the apikey parameter a gateway consumes", () => {
    expect(parseQueryString("apikey=abc")).toMatchObject({ select: [{ kind: "all" }], conditions: [] });
  });

  it.each([
    ["an unknown operator", "id=foo.1"],
    ["a filter without operator", "id=1"],
    ["an operator without value separator", "id=eq"],
    ["an unterminated in-list", "id=in.(1,2"],
    ["text after an in-list", "id=in.(1)x"],
    ["an unterminated quoted item", 'id=in.("a,b)'],
    ["an invalid is value", "paid_at=is.maybe"],
    ["a logic tree without parentheses", "or=a.eq.1"],
    ["an unbalanced logic tree", "or=(a.eq.1,b.eq.2"],
    ["a bad order modifier", "order=id.sideways"],
    ["a negative limit", "limit=-1"],
    ["a non-numeric offset", "offset=ten"],
    ["a cast that is not a bare type", "select=id::text;drop"],
  ])("refuses %s with PGRST100", (_, search) => {
    const error = parseError(search);
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: "PGRST100" });
  });

  it.each([
    ["a filter key", `${encodeURIComponent("id;drop table x")}=eq.1`],
    ["a quote in a filter key", `${encodeURIComponent('id"')}=eq.1`],
    ["a select item", `select=${encodeURIComponent("id,(select 1)x")}`],
    ["an order column", `order=${encodeURIComponent("id;delete")}`],
    ["a logic-tree column", `or=${encodeURIComponent("(id'--.eq.1)")}`],
  ])("refuses SQL in %s before it reaches the database", (_, search) => {
    expect(parseError(search).status).toBe(400);
  });

  it("names features the stand-in leaves out (PGRST127) instead of guessing", () => {
    expect(parseError("tags=cs.{a}").code).toBe("PGRST127");
    expect(parseError("select=id,owner(name)").code).toBe("PGRST127");
    expect(parseError("owner.name=eq.x").code).toBe("PGRST127");
  });
});
