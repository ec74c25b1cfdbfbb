// What a hostile caller can send the REST stand-in: filters nested thousands deep, floods of requests
// for tables that do not exist. Each gets a short 4xx and costs the database nothing unusual.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, AUTHENTICATOR_DB_URL } from "../../config.ts";
import { MAX_LOGIC_DEPTH } from "../rest/filter-grammar.ts";
import { SchemaCache } from "../rest/schema-cache.ts";
import { RECORDS_URL, requireRunningGateway } from "./support/running-stack.ts";

const sql = postgres(AUTHENTICATOR_DB_URL, { max: 1, onnotice: () => {} });
beforeAll(requireRunningGateway);
afterAll(() => sql.end());

const nested = (depth: number) => `${"or(".repeat(depth - 1)}id.is.null${")".repeat(depth - 1)}`;

describe("/rest/v1 under hostile input", () => {
  it("answers 400 PGRST100 with a short body to a filter nested 3,000 levels deep", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id&or=(${nested(3000)})`, { headers: { apikey: ANON_KEY } });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({
      code: "PGRST100",
      details: `logic trees nest at most ${MAX_LOGIC_DEPTH} levels deep`,
    });
    expect(text.length).toBeLessThan(1000);
  });

  it("still accepts a filter nested as deep as the limit allows", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id&or=(${nested(MAX_LOGIC_DEPTH)})`, {
      headers: { apikey: ANON_KEY },
    });
    expect(response.status).toBe(200);
  });

  it("reads the catalog at most once a second however many unknown tables are asked for", async () => {
    const cache = new SchemaCache(sql, "public", 1000);
    expect(await cache.table("name_inspiration_records")).toBeDefined();
    const started = performance.now();
    for (let index = 0; index < 50; index += 1) expect(await cache.table(`no_such_table_${index}`)).toBeUndefined();
    const seconds = (performance.now() - started) / 1000;
    expect(cache.loads).toBeLessThanOrEqual(1 + Math.ceil(seconds));
  });

  it("still finds a table created after its first load, once the reload interval has passed", async () => {
    const cache = new SchemaCache(sql, "public", 0);
    expect(await cache.table("name_inspiration_records")).toBeDefined();
    cache.invalidate();
    expect(await cache.table("name_inspiration_records")).toBeDefined();
    expect(cache.loads).toBe(2);
  });
});
