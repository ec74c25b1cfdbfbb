// What only the local stand-in does, so these run against it alone (the conformance tests in
// conformance/ hold for the real PostgREST too): the hosted gateway's apikey check, which the CLI's
// local Kong leaves out, and a clear refusal of everything outside the subset the project uses.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, API_URL, DB_URL, JWT_SECRET, SERVICE_ROLE_KEY } from "../../config.ts";
import { signJwt } from "../jwt.ts";
import { requireRunningGateway } from "./support/running-stack.ts";

const RECORDS_URL = `${API_URL}/rest/v1/name_inspiration_records`;
const ANON_HEADERS = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };
const database = postgres(DB_URL, { max: 1, onnotice: () => {} });
/** A function of the exposed schema, which no migration creates: the stand-in must refuse to call it. */
const PUBLIC_FUNCTION = "stand_in_refusal_probe";

beforeAll(async () => {
  await requireRunningGateway();
  await database.unsafe(
    `create or replace function public.${PUBLIC_FUNCTION}() returns int language sql as 'select 1'`,
  );
});
afterAll(async () => {
  await database.unsafe(`drop function if exists public.${PUBLIC_FUNCTION}()`);
  await database.end();
});

async function answer(path: string, init: RequestInit = {}) {
  const response = await fetch(`${API_URL}/rest/v1${path}`, {
    ...init,
    headers: { ...ANON_HEADERS, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === "" ? null : JSON.parse(text) };
}

describe("the stand-in's gateway, as hosted Supabase's", () => {
  it("answers 401 when no apikey is sent, with CORS so a browser can read it", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id`, { headers: { Origin: "http://127.0.0.1:5173" } });
    expect(response.status).toBe(401);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ message: "No API key found in request" });
  });

  it("answers 401 to an apikey that is not one of the project's keys", async () => {
    const response = await fetch(`${RECORDS_URL}?select=id`, {
      headers: { apikey: signJwt({ role: "anon" }, JWT_SECRET) },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid authentication credentials" });
  });

  it("uses the apikey as the bearer token when Authorization is absent", async () => {
    const asService = await fetch(`${RECORDS_URL}?select=id,input`, {
      headers: { apikey: SERVICE_ROLE_KEY },
    });
    expect(asService.status).toBe(200);
    const asAnon = await fetch(`${RECORDS_URL}?select=id,input`, { headers: { apikey: ANON_KEY } });
    expect(asAnon.status).toBe(401);
  });
});

describe("the stand-in's refusals", () => {
  it.each([
    ["order", "?select=id&order=created_at.desc"],
    ["limit", "?select=id&limit=1"],
    ["a logic tree", "?select=id&or=(id.is.null,payment_status.eq.paid)"],
    ["another operator", "?select=id&payment_status=neq.paid"],
    ["a negated filter", "?select=id&payment_status=not.eq.paid"],
    ["an alias", "?select=record:id"],
    ["an embedded resource", "?select=id,orders(id)"],
  ])("refuses %s with 400 PGRST127, naming it", async (_, search) => {
    const { status, body, headers } = await answer(`/name_inspiration_records${search}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "PGRST127", message: "Feature not implemented" });
    expect(body.details).toMatch(/outside what the local REST stand-in serves/);
    expect(headers.get("proxy-status")).toBe("PostgREST; error=PGRST127");
  });

  it.each([
    ["POST", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }],
    ["PATCH", { method: "PATCH", body: "{}", headers: { "Content-Type": "application/json" } }],
    [".single()", { headers: { Accept: "application/vnd.pgrst.object+json" } }],
    ["count=planned", { headers: { Prefer: "count=planned" } }],
  ] as const)("refuses %s with 400 PGRST127 and changes nothing", async (_, init) => {
    const { status, body } = await answer("/name_inspiration_records?id=eq.00000000-0000-0000-0000-000000000000", init);
    expect(status).toBe(400);
    expect(body.code).toBe("PGRST127");
  });

  it("refuses to call a function of the exposed schema, and answers PGRST202 for one outside it", async () => {
    const exposed = await answer(`/rpc/${PUBLIC_FUNCTION}`, { method: "POST", body: "{}" });
    expect(exposed.status).toBe(400);
    expect(exposed.body).toMatchObject({ code: "PGRST127" });
    const hidden = await answer("/rpc/run_purge_in_batches", { method: "POST", body: "{}" });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ code: "PGRST202" });
  });

  it("refuses a token whose role is `none` instead of running it as the login role", async () => {
    for (const role of ["none", "NONE"]) {
      const token = signJwt({ role, exp: Math.floor(Date.now() / 1000) + 3600 }, JWT_SECRET);
      const { status, body } = await answer("/name_inspiration_records?select=id", {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(status, role).toBe(401);
      expect(body.code, role).toBe("22023");
    }
  });
});
