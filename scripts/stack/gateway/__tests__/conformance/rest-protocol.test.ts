// PostgREST's protocol details that supabase-js and browsers rely on: errors, counts and ranges,
// query-string decoding and CORS. Runs against the local stand-in or the real PostgREST
// (support/target.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database, purgeStaleRecords, seedRecords, type SeededRecords } from "./support/seeded-records.ts";
import { ANON_HEADERS, RECORDS_URL, requireTarget, restClient, serviceClient, TARGET } from "./support/target.ts";

let seeded: SeededRecords;
let tricky: SeededRecords;
/** engine_version values that need quoting inside in.(…) or form decoding. */
const TRICKY_VALUES = ["comma, inside", "(parenthesised)", 'say "hi"', "plus + and space"];
const SERVICE_HEADERS = { apikey: TARGET.serviceRoleKey, Authorization: `Bearer ${TARGET.serviceRoleKey}` };
const ORIGIN = "http://127.0.0.1:5173";

beforeAll(async () => {
  await requireTarget();
  await purgeStaleRecords();
  seeded = await seedRecords([{ ageDays: 1 }, { ageDays: 2 }, { ageDays: 3 }, { ageDays: 10 }, { ageDays: 11 }]);
  tricky = await seedRecords(TRICKY_VALUES.map((engineVersion) => ({ ageDays: 1, engineVersion })));
});
afterAll(async () => {
  await seeded?.removeAll();
  await tricky?.removeAll();
  await database.end();
});

describe("/rest/v1 protocol", () => {
  it("answers 404 PGRST205 for a table that does not exist", async () => {
    const { error, status } = await restClient().from("no_such_table").select("id");
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
  });

  it("answers 400 42703 for a column that does not exist", async () => {
    const { error, status } = await serviceClient().from("name_inspiration_records").select("no_such_column");
    expect(status).toBe(400);
    expect(error?.code).toBe("42703");
  });

  it("counts exactly when asked, in Content-Range and Preference-Applied", async () => {
    const { data, count, status } = await serviceClient()
      .from("name_inspiration_records")
      .select("id", { count: "exact" })
      .eq("engine_version", seeded.tag);
    expect(status).toBe(200);
    expect(count).toBe(5);
    expect(data).toHaveLength(5);

    const response = await fetch(`${RECORDS_URL}?select=id&engine_version=eq.${encodeURIComponent(seeded.tag)}`, {
      headers: { ...SERVICE_HEADERS, Prefer: "count=exact" },
    });
    expect(response.headers.get("content-range")).toBe("0-4/5");
    expect(response.headers.get("preference-applied")).toBe("count=exact");
  });

  it("reports an open range without count=exact, and */* for no rows", async () => {
    const some = await fetch(`${RECORDS_URL}?select=id&engine_version=eq.${encodeURIComponent(seeded.tag)}`, {
      headers: SERVICE_HEADERS,
    });
    expect(some.status).toBe(200);
    expect(some.headers.get("content-range")).toBe("0-4/*");
    expect(some.headers.get("preference-applied")).toBeNull();

    const none = await fetch(`${RECORDS_URL}?select=id&engine_version=eq.no-such-version`, {
      headers: SERVICE_HEADERS,
    });
    expect(none.status).toBe(200);
    expect(none.headers.get("content-range")).toBe("*/*");
    expect(await none.json()).toEqual([]);
  });

  it("decodes + in the query string as a space", async () => {
    const spaced = seeded.tag.replaceAll(" ", "+");
    const response = await fetch(`${RECORDS_URL}?select=id&engine_version=eq.${spaced}`, { headers: SERVICE_HEADERS });
    expect(((await response.json()) as unknown[]).length).toBe(5);
    const { data } = await serviceClient()
      .from("name_inspiration_records")
      .select("engine_version")
      .eq("engine_version", "plus + and space");
    expect(data).toEqual([{ engine_version: "plus + and space" }]);
  });

  it("matches in.(…) values holding commas, quotes and parentheses exactly", async () => {
    const { data, error } = await serviceClient()
      .from("name_inspiration_records")
      .select("engine_version")
      .in("engine_version", [...TRICKY_VALUES, "comma", "inside"]);
    expect(error).toBeNull();
    expect(data!.map((row) => row.engine_version).sort()).toEqual([...TRICKY_VALUES].sort());
  });

  it("answers PostgREST's error JSON, with charset and Proxy-Status, for a malformed filter", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id&id=foo.1`, { headers: ANON_HEADERS });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("proxy-status")).toBe("PostgREST; error=PGRST100");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toBe("PGRST100");
  });

  it("answers a CORS preflight for the cleanup's DELETE with the headers supabase-js sends", async () => {
    const response = await fetch(RECORDS_URL, {
      method: "OPTIONS",
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "DELETE",
        "Access-Control-Request-Headers": "apikey, authorization, content-type, prefer, x-client-info, x-retry-count",
      },
    });
    expect(response.ok).toBe(true);
    const allowed = response.headers.get("access-control-allow-headers")!.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(["apikey", "authorization", "content-type", "prefer", "x-client-info", "x-retry-count"]),
    );
    expect(response.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("lets a browser read Content-Range, on answers and on errors", async () => {
    const ok = await fetch(`${RECORDS_URL}?select=id&id=eq.${seeded.ids[0]}`, {
      headers: { ...ANON_HEADERS, Origin: ORIGIN },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("content-range");
    const refused = await fetch(`${TARGET.apiUrl}/rest/v1/no_such_table?select=id`, {
      headers: { ...ANON_HEADERS, Origin: ORIGIN },
    });
    expect(refused.status).toBe(404);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });
});
