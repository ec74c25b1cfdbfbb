// Who may call /rest/v1 and as which role: Kong's apikey check, then PostgREST's JWT rules, against
// the running stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "../../config.ts";
import { signJwt } from "../jwt.ts";
import { RECORDS_URL, requireRunningGateway, restClient } from "./support/running-stack.ts";
import { database, seedRecords, type SeededRecords } from "./support/seeded-records.ts";

let seeded: SeededRecords;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeAll(async () => {
  await requireRunningGateway();
  seeded = await seedRecords([{ ageDays: 1 }]);
});
afterAll(async () => {
  await seeded?.removeAll();
  await database.end();
});

describe("/rest/v1 authentication", () => {
  it("answers Kong's 401 when no apikey is sent", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "No API key found in request" });
  });

  it("answers Kong's 401 to an apikey that is not one of the project's keys", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id`, {
      headers: { apikey: signJwt({ role: "anon" }, JWT_SECRET) },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid authentication credentials" });
  });

  it("refuses a bearer token signed with another secret with 401 PGRST301", async () => {
    const forged = signJwt({ role: "service_role", exp: inAnHour() }, "not-the-secret-not-the-secret-not-the-secret");
    const { error, status, data } = await restClient({ bearer: forged }).from("name_inspiration_records").select("id");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST301" });
    expect(data).toBeNull();
  });

  it("says how to authenticate in WWW-Authenticate", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id`, {
      headers: { apikey: ANON_KEY, Authorization: "Bearer not.a.token" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
  });

  it("refuses an expired token with 401 PGRST303", async () => {
    const expired = signJwt({ role: "anon", exp: Math.floor(Date.now() / 1000) - 120 }, JWT_SECRET);
    const { error, status } = await restClient({ bearer: expired }).from("name_inspiration_records").select("id");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
  });

  it("refuses a token whose role is postgres: authenticator cannot become it (403 42501)", async () => {
    const superuser = signJwt({ role: "postgres", exp: inAnHour() }, JWT_SECRET);
    const { error, status, data } = await restClient({ bearer: superuser })
      .from("name_inspiration_records")
      .select("id, input");
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: "42501", message: 'permission denied to set role "postgres"' });
    expect(data).toBeNull();
  });

  it("refuses a token whose role does not exist with 401, as PostgREST 13+ does", async () => {
    const unknown = signJwt({ role: "no_such_role", exp: inAnHour() }, JWT_SECRET);
    const { error, status } = await restClient({ bearer: unknown }).from("name_inspiration_records").select("id");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "22023" });
  });

  it("refuses a token whose role is `none` instead of running it as the login role", async () => {
    for (const role of ["none", "NONE", "authenticator"]) {
      const token = signJwt({ role, exp: inAnHour() }, JWT_SECRET);
      const { data, error, status } = await restClient({ bearer: token }).from("name_inspiration_records").select("id");
      expect(status, role).toBe(role === "authenticator" ? 403 : 401);
      expect(error?.code, role).toBe(role === "authenticator" ? "42501" : "22023");
      expect(data).toBeNull();
    }
  });

  it("runs as the token's role: the service role reads what anon may not", async () => {
    const { data, error } = await restClient({ key: SERVICE_ROLE_KEY })
      .from("name_inspiration_records")
      .select("id, input")
      .eq("id", seeded.ids[0]!);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: seeded.ids[0], input: { surname: "Nguyễn", wish: "bí mật" } }]);
  });

  it("uses the apikey as the bearer token when Authorization is absent, as Kong does", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id,engine_version&id=eq.${seeded.ids[0]}`, {
      headers: { apikey: SERVICE_ROLE_KEY },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: seeded.ids[0], engine_version: seeded.tag }]);
  });

  it("finds no function outside the exposed schema, not even the private purge", async () => {
    const { data, error, status } = await restClient().rpc("purge_stale_inspiration_records", { batch_size: 1 });
    expect(status).toBe(404);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "PGRST202" });
    expect(await seeded.remaining()).toEqual(seeded.ids);
  });
});
