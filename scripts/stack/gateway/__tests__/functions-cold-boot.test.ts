// A fresh machine: the project's real edge functions started by the relay with an empty Deno cache
// and only the environment the relay passes on. On a network that reaches the registry through a
// proxy or a TLS-inspecting CA, they must still boot; when the registry cannot be reached at all,
// the relay must say which function failed and why, never leave a silent 503 behind.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ANON_KEY, AUTHENTICATOR_DB_URL, FUNCTIONS_DIR, JWT_SECRET, SERVICE_ROLE_KEY } from "../../config.ts";
import { describeDeadFunctions } from "../../gateway-process.ts";
import { createGateway, type Gateway, type GatewayHealth } from "../create-gateway.ts";
import { localStackFunctionEnv } from "../functions/function-env.ts";

let gateway: Gateway | undefined;
let denoDir: string | undefined;
afterEach(async () => {
  await gateway?.close();
  if (denoDir !== undefined) rmSync(denoDir, { recursive: true, force: true });
  gateway = denoDir = undefined;
});

async function startWithColdCache(hostEnv: NodeJS.ProcessEnv): Promise<Gateway> {
  denoDir = mkdtempSync(path.join(tmpdir(), "cold-deno-dir-"));
  gateway = await createGateway({
    port: 0,
    dbUrl: AUTHENTICATOR_DB_URL,
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    functionsDir: FUNCTIONS_DIR,
    functionEnv: localStackFunctionEnv(),
    hostEnv: { ...hostEnv, DENO_DIR: denoDir },
    restartBackoffMs: { initial: 60_000, max: 60_000 },
    // What is tested is that they boot at all, not how fast a registry answers: the whole dependency
    // tree is downloaded again here, and a slow mirror may need longer than a running stack allows.
    functionReadyTimeoutMs: 100_000,
    log: () => {},
  });
  return gateway;
}

const health = async (url: string) => (await (await fetch(`${url}/health`)).json()) as GatewayHealth;

describe("edge functions on a machine whose Deno cache is empty", () => {
  it("boot with only the relay's environment and serve a request", async () => {
    const started = await startWithColdCache(process.env);
    const booted = await health(started.url);
    // On failure, say which function did not boot and its last lines (a registry error, a crash).
    expect(booted, JSON.stringify(booted.functions, null, 1)).toMatchObject({ status: "ok" });
    const response = await fetch(`${started.url}/functions/v1/payment-status`, {
      method: "POST",
      headers: { Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ id: "not-a-uuid" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }, 120_000);

  it("say which function failed and show Deno's own error when the registry cannot be reached", async () => {
    const started = await startWithColdCache({
      ...process.env,
      HTTPS_PROXY: "http://127.0.0.1:9",
      https_proxy: "http://127.0.0.1:9",
    });
    const answer = await health(started.url);
    expect(answer.status).toBe("unhealthy");
    expect(Object.values(answer.functions).every((entry) => entry.failedToBoot)).toBe(true);
    const message = describeDeadFunctions(answer, true) ?? "";
    expect(message).toMatch(/^Edge functions [a-z-]+(, [a-z-]+)+ did not start\./);
    expect(message).toContain("create-inspiration");
    expect(message).toMatch(/Failed caching npm package/);
    expect(message).toContain("HTTPS_PROXY");
  }, 120_000);
});
