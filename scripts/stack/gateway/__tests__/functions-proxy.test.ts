// /functions/v1 through a second gateway with fixture functions: verify_jwt on and off, forwarding,
// and the answers for unknown functions.
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, AUTHENTICATOR_DB_URL, JWT_SECRET, SERVICE_ROLE_KEY } from "../../config.ts";
import { createGateway, type Gateway, type GatewayHealth } from "../create-gateway.ts";
import { signJwt } from "../jwt.ts";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
let gateway: Gateway;

beforeAll(async () => {
  gateway = await createGateway({
    port: 0,
    dbUrl: AUTHENTICATOR_DB_URL,
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    functionsDir: path.join(fixtures, "functions"),
    configPath: path.join(fixtures, "config.toml"),
    functionEnv: { SUPABASE_URL: "http://fixture.invalid" },
    restartBackoffMs: { initial: 100, max: 1000 },
    log: () => {},
  });
}, 60_000);
afterAll(() => gateway?.close());

const call = (name: string, init: RequestInit = {}, suffix = "") =>
  fetch(`${gateway.url}/functions/v1/${name}${suffix}`, init);

describe("/functions/v1 proxy", () => {
  it("refuses a protected function without a JWT, as Supabase's relay does", async () => {
    const response = await call("echo-protected");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: "Error: Missing authorization header" });
  });

  it("refuses a protected function with a badly signed or expired JWT", async () => {
    for (const token of [
      signJwt({ role: "anon" }, "another-secret-another-secret-another"),
      signJwt({ role: "anon", exp: Math.floor(Date.now() / 1000) - 120 }, JWT_SECRET),
    ]) {
      const response = await call("echo-protected", { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: "Invalid JWT" });
    }
  });

  it("serves a protected function to the anon key as bearer, without any apikey", async () => {
    const response = await call("echo-protected", { headers: { Authorization: `Bearer ${ANON_KEY}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      method: "GET",
      path: "/echo-protected",
      authorization: `Bearer ${ANON_KEY}`,
    });
  });

  it("serves a function with verify_jwt = false to a caller with no credentials at all", async () => {
    const response = await call("echo-open");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ path: "/echo-open", authorization: null });
  });

  it("forwards method, path suffix, query, headers and body, and the function's env", async () => {
    const response = await call(
      "echo-open",
      {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: "Apikey gateway-key" },
        body: JSON.stringify({ amount: 50000, note: "chuyển khoản" }),
      },
      "/deliveries/42?retry=1&note=a+b",
    );
    expect(await response.json()).toEqual({
      method: "PUT",
      path: "/echo-open/deliveries/42",
      query: "?retry=1&note=a+b",
      body: JSON.stringify({ amount: 50000, note: "chuyển khoản" }),
      authorization: "Apikey gateway-key",
      contentType: "application/json",
      realIp: "127.0.0.1",
      forwardedFor: "127.0.0.1",
      cfConnectingIp: null,
      supabaseUrl: "http://fixture.invalid",
      pid: expect.any(Number),
    });
  });

  it("reports the caller's address as a proxy does, whatever forwarding headers the caller forged", async () => {
    const response = await call("echo-open", {
      headers: { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.9", "CF-Connecting-IP": "203.0.113.9" },
    });
    expect(await response.json()).toMatchObject({
      realIp: "127.0.0.1",
      forwardedFor: "203.0.113.9, 127.0.0.1",
      cfConnectingIp: null,
    });
  });

  it("lets a CORS preflight reach a protected function, which answers it itself", async () => {
    const response = await call("echo-protected", { method: "OPTIONS", headers: { Origin: "http://127.0.0.1:5173" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ method: "OPTIONS" });
  });

  it("answers 503 for a function whose process is not running", async () => {
    const response = await call("fails-at-start", { headers: { Authorization: `Bearer ${ANON_KEY}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "BOOT_ERROR" });
  });

  it("reports every function in /health, with the last log lines of one that could not boot", async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(response.status).toBe(503);
    const health = (await response.json()) as GatewayHealth;
    expect(health).toMatchObject({ status: "unhealthy", database: "ok" });
    expect(health.functions["echo-open"]).toMatchObject({ state: "ready", failedToBoot: false });
    expect(health.functions["fails-at-start"]).toMatchObject({ failedToBoot: true });
    expect(health.functions["fails-at-start"]!.lastLines!.join("\n")).toContain(
      "fixture: this function fails at startup",
    );
  });

  it("restarts a function whose process was killed, within 5 s", async () => {
    const before = (await (await call("echo-open")).json()) as { pid: number };
    process.kill(before.pid, "SIGKILL");
    const killedAt = Date.now();
    let after: { pid: number } | null = null;
    while (after === null && Date.now() - killedAt < 5000) {
      const response = await call("echo-open");
      if (response.status === 200) after = (await response.json()) as { pid: number };
      else await response.body?.cancel();
      if (after === null) await sleep(50);
    }
    expect(after?.pid).toBeDefined();
    expect(after!.pid).not.toBe(before.pid);
    const health = (await (await fetch(`${gateway.url}/health`)).json()) as GatewayHealth;
    expect(health.functions["echo-open"]).toMatchObject({ state: "ready", exits: 1 });
  }, 10_000);

  it("answers 404 for an unknown function and for a shared-code folder", async () => {
    for (const name of ["no-such-function", "_shared"]) {
      const response = await call(name, { headers: { Authorization: `Bearer ${ANON_KEY}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
    }
  });
});
