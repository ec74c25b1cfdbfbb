// Who may call /rest/v1 and as which role: PostgREST's JWT rules and role switch, as supabase-js sees
// them. Runs against the local stand-in or the real PostgREST (support/target.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../../jwt.ts";
import { database, seedRecords, type SeededRecords } from "./support/seeded-records.ts";
import { ANON_HEADERS, RECORDS_URL, requireTarget, restClient, serviceClient, TARGET } from "./support/target.ts";

let seeded: SeededRecords;
/** A view created for this file only, through which a request shows what SQL sees of it. */
const PROBE = "conformance_request_probe";
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const token = (role: string) => signJwt({ role, exp: inAnHour() }, TARGET.jwtSecret);

beforeAll(async () => {
  await requireTarget();
  seeded = await seedRecords([{ ageDays: 1 }]);
  await database.unsafe(`create or replace view public.${PROBE} as select current_user::text as role,
    current_setting('statement_timeout') as statement_timeout,
    current_setting('request.method', true) as method,
    current_setting('request.jwt.claims', true)::json ->> 'role' as claims_role`);
  await database.unsafe(`grant select on public.${PROBE} to anon, service_role`);
});
afterAll(async () => {
  await database.unsafe(`drop view if exists public.${PROBE}`);
  await seeded?.removeAll();
  await database.end();
});

/** Reads the probe view; a real PostgREST learns of the new view from the DDL notice within moments. */
async function probe(client = restClient()) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await client.from(PROBE).select("*");
    if (answer.status !== 404 || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("/rest/v1 authentication", () => {
  it("refuses a bearer token signed with another secret with 401 PGRST301", async () => {
    const forged = signJwt({ role: "service_role", exp: inAnHour() }, "not-the-secret-not-the-secret-not-the-secret");
    const { error, status, data } = await restClient({ bearer: forged }).from("name_inspiration_records").select("id");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST301" });
    expect(data).toBeNull();
  });

  it("says how to authenticate in WWW-Authenticate", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id`, {
      headers: { ...ANON_HEADERS, Authorization: "Bearer not.a.token" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
  });

  it("refuses an expired token with 401 PGRST303", async () => {
    const expired = signJwt({ role: "anon", exp: Math.floor(Date.now() / 1000) - 120 }, TARGET.jwtSecret);
    const { error, status } = await restClient({ bearer: expired }).from("name_inspiration_records").select("id");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
  });

  it("refuses a token whose role is postgres: the login role cannot become it (403 42501)", async () => {
    const { error, status, data } = await restClient({ bearer: token("postgres") })
      .from("name_inspiration_records")
      .select("id, input");
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: "42501", message: 'permission denied to set role "postgres"' });
    expect(data).toBeNull();
  });

  it("refuses a token whose role does not exist with 401 22023", async () => {
    const { error, status } = await restClient({ bearer: token("no_such_role") })
      .from("name_inspiration_records")
      .select("id");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "22023" });
  });

  it("gives a token naming the login role itself no access to the table (403 42501)", async () => {
    const { data, error, status } = await restClient({ bearer: token("authenticator") })
      .from("name_inspiration_records")
      .select("id");
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
    expect(data).toBeNull();
  });

  it("runs as the token's role: the service role reads what anon may not", async () => {
    const asService = await restClient({ key: TARGET.serviceRoleKey })
      .from("name_inspiration_records")
      .select("id, input")
      .eq("id", seeded.ids[0]!);
    expect(asService.error).toBeNull();
    expect(asService.data).toEqual([{ id: seeded.ids[0], input: { surname: "Nguyễn", wish: "bí mật" } }]);

    const asAnon = await restClient().from("name_inspiration_records").select("id, input").eq("id", seeded.ids[0]!);
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe("42501");
  });

  it("runs as the token's role with that role's own settings, the request published to SQL", async () => {
    const asAnon = await probe();
    expect(asAnon.error).toBeNull();
    expect(asAnon.data).toEqual([{ role: "anon", statement_timeout: "3s", method: "GET", claims_role: "anon" }]);
    const asService = await probe(serviceClient());
    expect(asService.data).toMatchObject([{ role: "service_role", claims_role: "service_role" }]);
  });

  it("finds no function outside the exposed schema, not even the private purge", async () => {
    const { data, error, status } = await restClient().rpc("purge_stale_inspiration_records", { batch_size: 1 });
    expect(status).toBe(404);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "PGRST202" });
    expect(await seeded.remaining()).toEqual(seeded.ids);
  });

  it("serves only the exposed schema: another profile is 406 PGRST106", async () => {
    for (const [header, method] of [
      ["Accept-Profile", "GET"],
      ["Content-Profile", "DELETE"],
    ] as const) {
      const response = await fetch(`${RECORDS_URL}?select=id&id=eq.${seeded.ids[0]}`, {
        method,
        headers: { ...ANON_HEADERS, [header]: "private" },
      });
      expect(response.status, header).toBe(406);
      expect(((await response.json()) as { code: string }).code).toBe("PGRST106");
    }
    expect(await seeded.remaining()).toEqual(seeded.ids);
  });
});
