// The project's own database stopped under the running stack, then started again: every edge
// function must answer a prompt 503 JSON while it is gone, the REST API must not name the internal
// address, and the first request after the restart must reach the database. The stack project runs
// its files one at a time, so no other stack test sees the outage.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, API_URL, FUNCTIONS_DIR } from "../config.ts";
import { readFunctionsDotEnv } from "../gateway/functions/function-env.ts";
import { clusterState, startCluster, stopCluster } from "../postgres-cluster.ts";
import { requireRunningGateway } from "../gateway/__tests__/support/running-stack.ts";

const WEBHOOK_KEY = readFunctionsDotEnv(FUNCTIONS_DIR).PAYMENT_WEBHOOK_API_KEY ?? "";

/** One call per function, each with a body that needs the database to be answered. */
const CALLS: Array<{ name: string; body: unknown; headers?: Record<string, string> }> = [
  { name: "get-inspiration", body: { id: randomUUID() } },
  { name: "payment-status", body: { id: randomUUID() } },
  { name: "request-payment", body: { id: randomUUID() } },
  { name: "sandbox-transfer", body: { id: randomUUID() } },
  { name: "update-favourites", body: { id: randomUUID(), add: ["Lê Minh An"] } },
  { name: "choose-han-tu", body: { id: randomUUID(), fullName: "Lê Minh An", hanTu: ["明", "安"] } },
  {
    name: "create-inspiration",
    body: { surname: "Nguyễn", gender: "gai", themes: ["binh-an"], consent: true },
  },
  {
    name: "payment-webhook",
    body: {
      id: Date.now(),
      gateway: "MBBank",
      transactionDate: "2026-11-23 10:00:00",
      accountNumber: "0123456789",
      code: null,
      content: "CHTOUTAGE1",
      transferType: "in",
      transferAmount: 49000,
      accumulated: 0,
      subAccount: null,
      referenceCode: "OUTAGE",
      description: "",
    },
    headers: { Authorization: `Apikey ${WEBHOOK_KEY}` },
  },
];

async function timedCall(call: (typeof CALLS)[number]) {
  const started = performance.now();
  const response = await fetch(`${API_URL}/functions/v1/${call.name}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json", ...call.headers },
    body: JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

beforeAll(requireRunningGateway);
afterAll(async () => {
  // Whatever happened above, the suites after this one need their database.
  if ((await clusterState()) !== "running") await startCluster();
});

describe("a database outage under the running stack", () => {
  it("answers 503 JSON from every function within 1 s while the database is down, and heals within 1 s", async () => {
    for (const call of CALLS.slice(0, 2)) expect((await timedCall(call)).status).toBe(404); // pools are warm

    await stopCluster();
    const during: Array<{ name: string; status: number; ms: number; code: string | undefined }> = [];
    // Several rounds: postgres.js's reconnect backoff grows with every failed attempt.
    for (let round = 0; round < 4; round += 1) {
      for (const call of CALLS) {
        const answer = await timedCall(call);
        const code = (JSON.parse(answer.text) as { error?: { code?: string } }).error?.code;
        during.push({ name: call.name, status: answer.status, ms: answer.ms, code });
      }
    }
    for (const answer of during) {
      expect(answer, `${answer.name} during the outage`).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
      expect(answer.ms, `${answer.name} answered in ${Math.round(answer.ms)} ms`).toBeLessThanOrEqual(1000);
    }

    const rest = await fetch(`${API_URL}/rest/v1/name_inspiration_records?select=id`, {
      headers: { apikey: ANON_KEY },
    });
    const restText = await rest.text();
    expect(rest.status).toBe(503);
    expect(restText).not.toMatch(/127\.0\.0\.1|54322|ECONNREFUSED/);

    await startCluster();
    const back = performance.now();
    const first = await timedCall(CALLS[0]!);
    expect(first.status, first.text).toBe(404);
    expect(performance.now() - back).toBeLessThanOrEqual(1000);
    for (const call of CALLS.slice(1, 3)) expect((await timedCall(call)).status).toBe(404);
  }, 60_000);
});
