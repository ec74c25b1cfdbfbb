// PostgREST's protocol details that supabase-js relies on: errors, counts and ranges, single-object
// answers, query-string decoding and CORS, against the running stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../config.ts";
import { MIN_RELOAD_INTERVAL_MS } from "../rest/schema-cache.ts";
import { RECORDS_URL, requireRunningGateway, restClient, serviceClient } from "./support/running-stack.ts";
import { database, purgeStaleRecords, seedRecords, type SeededRecords } from "./support/seeded-records.ts";

let seeded: SeededRecords;
let tricky: SeededRecords;
/** engine_version values that need quoting inside in.(…) or form decoding. */
const TRICKY_VALUES = ["comma, inside", "(parenthesised)", 'say "hi"', "plus + and space"];

/**
 * A function created for this file only, executable by service_role alone (never anon or
 * authenticated, which may execute no exposed function), to observe the request as SQL sees it.
 */
const ECHO_FUNCTION = "gateway_conformance_request_echo";

beforeAll(async () => {
  await requireRunningGateway();
  await purgeStaleRecords();
  await database.begin(async (transaction) => {
    await transaction.unsafe(`create or replace function public.${ECHO_FUNCTION}(word text, times integer default 1)
      returns json language sql security invoker as $$
        select json_build_object('echo', repeat(word, times), 'current_user', current_user,
          'claims_role', current_setting('request.jwt.claims', true)::json ->> 'role',
          'method', current_setting('request.method', true), 'path', current_setting('request.path', true))
      $$`);
    await transaction.unsafe(
      `revoke all on function public.${ECHO_FUNCTION}(text, integer) from public, anon, authenticated`,
    );
    await transaction.unsafe(`grant execute on function public.${ECHO_FUNCTION}(text, integer) to service_role`);
  });
  // The gateway reloads its schema cache on a miss at most once per interval: a cache read by the
  // file before this one, a moment ago, may not know the function yet, and would answer PGRST202.
  await sleep(MIN_RELOAD_INTERVAL_MS);
  seeded = await seedRecords([{ ageDays: 1 }, { ageDays: 2 }, { ageDays: 3 }, { ageDays: 10 }, { ageDays: 11 }]);
  tricky = await seedRecords(TRICKY_VALUES.map((engineVersion) => ({ ageDays: 1, engineVersion })));
});
afterAll(async () => {
  await database.unsafe(`drop function if exists public.${ECHO_FUNCTION}(text, integer)`);
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

  it("answers 406 PGRST116 when .single() finds no row", async () => {
    const { data, error, status } = await restClient()
      .from("name_inspiration_records")
      .select("id")
      .eq("id", seeded.ids[0]!)
      .single();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" });
  });

  it("rolls a write back when .single() would get several rows", async () => {
    const stale = seeded.ids.slice(3);
    const { error, status } = await restClient()
      .from("name_inspiration_records")
      .delete()
      .in("id", stale)
      .select("id")
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
    expect((await seeded.remaining()).sort()).toEqual([...seeded.ids].sort());
  });

  it("counts exactly and reports the range in Content-Range", async () => {
    const { data, count, status } = await serviceClient()
      .from("name_inspiration_records")
      .select("id", { count: "exact" })
      .eq("engine_version", seeded.tag)
      .order("created_at")
      .range(0, 1);
    expect(count).toBe(5);
    expect(data).toHaveLength(2);
    expect(status).toBe(206);

    const response = await fetch(
      `${RECORDS_URL}?select=id&engine_version=eq.${encodeURIComponent(seeded.tag)}&offset=1&limit=2`,
      {
        headers: { apikey: SERVICE_ROLE_KEY, Prefer: "count=exact" },
      },
    );
    expect(response.headers.get("content-range")).toBe("1-2/5");
    expect(response.headers.get("preference-applied")).toBe("count=exact");
  });

  it("reports an open range without count=exact and a full page as 200", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id&engine_version=eq.${encodeURIComponent(seeded.tag)}`, {
      headers: { apikey: SERVICE_ROLE_KEY },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBe("0-4/*");
  });

  it("decodes + in the query string as a space", async () => {
    const spaced = seeded.tag.replaceAll(" ", "+");
    const response = await fetch(`${RECORDS_URL}?select=id&engine_version=eq.${spaced}`, {
      headers: { apikey: SERVICE_ROLE_KEY },
    });
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

  it("inserts with return=representation (201) and answers the new row", async () => {
    const { data, error, status } = await serviceClient()
      .from("name_inspiration_records")
      .insert({ input: { a: 1 }, report: {}, engine_version: seeded.tag, consent_notice_version: "test" })
      .select("id, payment_status")
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ payment_status: "not_requested" });
    await database`delete from public.name_inspiration_records where id = ${data!.id}`;
  });

  it("calls an exposed function with named arguments as the token's role, the request published to SQL", async () => {
    const { data, error, status } = await serviceClient().rpc(ECHO_FUNCTION, { word: "chào ", times: 2 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({
      echo: "chào chào ",
      current_user: "service_role",
      claims_role: "service_role",
      method: "POST",
      path: `/rpc/${ECHO_FUNCTION}`,
    });
  });

  it("refuses the same function to anon with 401 42501", async () => {
    const { error, status } = await restClient().rpc(ECHO_FUNCTION, { word: "x" });
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "42501" });
  });

  it("answers CORS preflight with the headers supabase-js sends, X-Retry-Count included", async () => {
    const response = await fetch(RECORDS_URL, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:5173",
        "Access-Control-Request-Method": "DELETE",
        "Access-Control-Request-Headers": "apikey, authorization, content-type, prefer, x-client-info, x-retry-count",
      },
    });
    expect(response.status).toBe(204);
    const allowed = response.headers.get("access-control-allow-headers")!.split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(["apikey", "authorization", "content-type", "prefer", "x-client-info", "x-retry-count"]),
    );
    expect(response.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("exposes Content-Range to browsers on answers, errors included", async () => {
    const ok = await fetch(`${RECORDS_URL}?select=id&limit=1`, {
      headers: { apikey: ANON_KEY, Origin: "http://127.0.0.1:5173" },
    });
    expect(ok.headers.get("access-control-expose-headers")).toContain("Content-Range");
    const refused = await fetch(`${RECORDS_URL}?select=id`, { headers: { Origin: "http://127.0.0.1:5173" } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers PostgREST's error JSON with charset for a malformed filter", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id&id=foo.1`, { headers: { apikey: ANON_KEY } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toMatchObject({ code: "PGRST100", details: 'unknown operator "foo"', hint: null });
  });
});
