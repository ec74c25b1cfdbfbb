// The browser's retention cleanup through the real supabase-js client: RLS, not the client's cutoff,
// decides what a visitor can delete, and the answer is PostgREST's. Runs against the local stand-in
// or, in hosted CI, against the real PostgREST of `supabase start` (support/target.ts).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { database, purgeStaleRecords, seedRecords, type SeededRecords } from "./support/seeded-records.ts";
import { ANON_HEADERS, RECORDS_URL, requireTarget, restClient } from "./support/target.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let seeded: SeededRecords;
/** Indexes into seeded.ids, in seeding order. */
const STALE = [0, 1];
const KEPT = [2, 3, 4];

beforeAll(requireTarget);
beforeEach(async () => {
  await purgeStaleRecords();
  seeded = await seedRecords([
    { ageDays: 8 },
    { ageDays: 30 },
    { ageDays: 1 },
    { ageDays: 8, status: "pending" },
    { ageDays: 8, status: "paid" },
  ]);
});
afterEach(() => seeded?.removeAll());
afterAll(() => database.end());

const ids = (indexes: number[]) => indexes.map((index) => seeded.ids[index]!).sort();

function cleanup(cutoff: Date) {
  return restClient()
    .from("name_inspiration_records")
    .delete()
    .eq("payment_status", "not_requested")
    .lt("created_at", cutoff.toISOString())
    .select("id");
}

describe("retention cleanup over /rest/v1", () => {
  it("deletes exactly the unpaid records older than 7 days and returns their ids", async () => {
    const { data, error, status } = await cleanup(new Date(Date.now() - 7 * DAY_MS));
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((row) => row.id).sort()).toEqual(ids(STALE));
    expect(data).toHaveLength(2);
    expect((await seeded.remaining()).sort()).toEqual(ids(KEPT));
  });

  it("answers the call as the browser sends it with 200, the ids, Content-Range */* and the preference applied", async () => {
    const cutoff = new Date(Date.now() - 7 * DAY_MS).toISOString();
    const response = await fetch(
      `${RECORDS_URL}?payment_status=eq.not_requested&created_at=lt.${encodeURIComponent(cutoff)}&select=id`,
      {
        method: "DELETE",
        headers: {
          ...ANON_HEADERS,
          "Content-Profile": "public",
          "Content-Type": "application/json",
          Prefer: "return=representation",
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-range")).toBe("*/*");
    expect(response.headers.get("preference-applied")).toBe("return=representation");
    const rows = (await response.json()) as Array<{ id: string }>;
    expect(rows.map((row) => row.id).sort()).toEqual(ids(STALE));
  });

  it("answers 204 with no body for return=minimal, and the count in Content-Range when asked", async () => {
    const cutoff = new Date(Date.now() - 7 * DAY_MS).toISOString();
    const response = await fetch(
      `${RECORDS_URL}?payment_status=eq.not_requested&created_at=lt.${encodeURIComponent(cutoff)}`,
      { method: "DELETE", headers: { ...ANON_HEADERS, Prefer: "return=minimal, count=exact" } },
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("content-range")).toBe("*/2");
    expect(response.headers.get("preference-applied")).toBe("return=minimal, count=exact");
    expect((await seeded.remaining()).sort()).toEqual(ids(KEPT));
  });

  it("reports the deleted count in Content-Range when asked", async () => {
    const { count, error } = await restClient()
      .from("name_inspiration_records")
      .delete({ count: "exact" })
      .eq("payment_status", "not_requested")
      .lt("created_at", new Date(Date.now() - 7 * DAY_MS).toISOString());
    expect(error).toBeNull();
    expect(count).toBe(2);
  });

  it("still deletes only stale records when the cutoff is forged a year ahead", async () => {
    const { data, error } = await cleanup(new Date(Date.now() + 365 * DAY_MS));
    expect(error).toBeNull();
    expect(data!.map((row) => row.id).sort()).toEqual(ids(STALE));
    expect((await seeded.remaining()).sort()).toEqual(ids(KEPT));
  });

  it("deletes nothing a visitor targets by id when the record is fresh, pending or paid", async () => {
    const { data, error } = await restClient()
      .from("name_inspiration_records")
      .delete()
      .in("id", ids(KEPT))
      .select("id");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await seeded.remaining()).sort()).toEqual(ids(KEPT.concat(STALE)).sort());
  });

  it("lets a visitor read no personal data", async () => {
    const all = await restClient().from("name_inspiration_records").select("*");
    expect(all.data).toBeNull();
    expect(all.error).toMatchObject({ code: "42501" });
    expect(all.status).toBe(401);

    const input = await restClient().from("name_inspiration_records").select("id, input").in("id", seeded.ids);
    expect(input.data).toBeNull();
    expect(input.error).toMatchObject({ code: "42501" });

    // The readable columns show only what retention would delete anyway.
    const visible = await restClient().from("name_inspiration_records").select("id").in("id", seeded.ids);
    expect(visible.data!.map((row) => row.id).sort()).toEqual(ids(STALE));
  });

  it("refuses a DELETE without filters with 21000, as Supabase's safeupdate does", async () => {
    const { error, status } = await restClient().from("name_inspiration_records").delete().select("id");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "21000", message: "DELETE requires a WHERE clause" });
    expect(await seeded.remaining()).toHaveLength(5);
  });

  it("refuses SQL smuggled into column names and keeps it inert in values", async () => {
    const client = restClient();
    const attacks = await Promise.all([
      client
        .from("name_inspiration_records")
        .delete()
        .eq("id; drop table name_inspiration_records; --", "x")
        .select("id"),
      client.from("name_inspiration_records").select("id, (select input from name_inspiration_records)"),
      client.from("name_inspiration_records").select("id").order("created_at; delete from name_inspiration_records"),
    ]);
    for (const attack of attacks) {
      expect(attack.status).toBe(400);
      expect(attack.data).toBeNull();
    }

    const asText = await client
      .from("name_inspiration_records")
      .delete()
      .eq("payment_status", "not_requested' or '1'='1")
      .in("id", [`${seeded.ids[0]}') or true --`, "x"])
      .select("id");
    expect(asText.error).toMatchObject({ code: "22P02" }); // not a uuid: parsed as a value, never as SQL
    const asWords = await client
      .from("name_inspiration_records")
      .delete()
      .eq("payment_status", "not_requested' or '1'='1")
      .lt("created_at", new Date().toISOString())
      .select("id");
    expect(asWords.error).toBeNull();
    expect(asWords.data).toEqual([]);

    const [table] = await database<
      Array<{ exists: boolean }>
    >`select to_regclass('public.name_inspiration_records') is not null as exists`;
    expect(table!.exists).toBe(true);
    expect(await seeded.remaining()).toHaveLength(5);
  });
});
