// Transfers the webhook never delivered (docs/operations.md): reconcile-transfers reads the
// gateway's own list, here a local stand-in of SePay's transactions/list that serves pages, a 429,
// a 5xx and a slow answer, and records what is missing through the webhook's own SQL function, so
// nothing is lost and nothing is counted twice.
import assert from "node:assert/strict";
import type { AppConfig } from "../_shared/config/app-config.ts";
import { reconcileTransfersHandler } from "../reconcile-transfers/reconcile-transfers.ts";
import { integrationTest } from "./helpers/integration-test.ts";
import { BANK_ACCOUNT, callFunction, db, PRICE_VND, WEBHOOK_API_KEY } from "./helpers/local-stack.ts";
import { createRecord, recordRow, requestPayment } from "./helpers/records.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

const SERVICE_KEY = "service-role-key-of-this-test";
const TOKEN = "sepay-api-token-of-this-test";

interface Listed {
  id: string;
  transaction_date: string;
  account_number: string;
  amount_in: string;
  amount_out: string;
  transaction_content: string;
  reference_number: string;
  code: string | null;
}

/** SePay's list as its docs describe it; `trouble` makes the next answers fail in the given ways. */
function gatewayStandIn(transactions: Listed[]) {
  const trouble: Array<"429" | "500" | "slow" | "empty"> = [];
  const asked: URLSearchParams[] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== "/userapi/transactions/list" || request.headers.get("authorization") !== `Bearer ${TOKEN}`) {
      return new Response("", { status: 200 });
    }
    asked.push(url.searchParams);
    const next = trouble.shift();
    if (next === "429")
      return new Response("Too Many Requests", { status: 429, headers: { "x-sepay-userapi-retry-after": "0" } });
    if (next === "500") return new Response("upstream error", { status: 503 });
    if (next === "slow") await new Promise((resolve) => setTimeout(resolve, 400));
    if (next === "empty") return new Response("", { status: 200 });
    const since = BigInt(url.searchParams.get("since_id") ?? "0");
    const limit = Number(url.searchParams.get("limit"));
    const page = transactions
      .filter((t) => BigInt(t.id) >= since)
      .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)))
      .slice(0, limit);
    return Response.json({ status: 200, error: null, messages: { success: true }, transactions: page });
  });
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}/userapi`, trouble, asked, close: () => server.shutdown() };
}

function listed(id: number, content: string, amount = PRICE_VND): Listed {
  const when = new Date(Date.now() + 7 * 3600_000 - 60 * 60_000).toISOString().slice(0, 19).replace("T", " ");
  return {
    id: String(id),
    transaction_date: when,
    account_number: BANK_ACCOUNT,
    amount_in: `${amount}.00`,
    amount_out: "0.00",
    transaction_content: content,
    reference_number: `FT${id}`,
    code: null,
  };
}

function handlerFor(url: string) {
  const config = {
    // The provider the running webhook records under: the list and the webhook report one gateway.
    appEnv: "local",
    priceVnd: PRICE_VND,
    provider: "sandbox",
    webhookApiKey: WEBHOOK_API_KEY,
    bank: { bin: "970422", name: "MB Bank", accountNumber: BANK_ACCOUNT, accountName: "CAM HUNG TEN" },
    allowedOrigins: [],
    rateLimits: { perIpPerHour: 20, perHour: 2000, keySecret: "x".repeat(32) },
    gatewayApi: { url, token: TOKEN },
  } satisfies AppConfig;
  return reconcileTransfersHandler({
    config,
    serviceRoleKey: SERVICE_KEY,
    sql: db,
    list: { pageSize: 2, timeoutMs: 200, sleep: () => Promise.resolve() },
  });
}

const run = (handler: (request: Request) => Promise<Response>, key = SERVICE_KEY) =>
  handler(
    new Request("http://local/reconcile-transfers", {
      method: "POST",
      headers: { authorization: `Bearer ${key}` },
      body: "{}",
    }),
  );

/** Transaction ids no other test (or earlier run) uses. */
const base = Number(`9${Date.now() % 1_000_000_000}`) * 10;

integrationTest(
  "after an hour-long webhook outage, reconciliation records the missed transfers once and unlocks their reports",
  async () => {
    const paidLate = await createRecord();
    const { transferCode } = await requestPayment(paidLate);
    const alreadyDelivered = sepayDelivery({ id: base + 1, content: "delivered earlier" });
    await deliverWebhook(alreadyDelivered);
    const gateway = gatewayStandIn([
      listed(base + 1, "delivered earlier"),
      listed(base + 2, `MBVCB.123.456.${transferCode}.CT tu 0123 NGUYEN VAN A`),
      listed(base + 3, "no code at all", 10000),
      listed(base + 4, "other payer", 20000),
      listed(base + 5, "fifth, on the third page", 30000),
    ]);
    gateway.trouble.push("429", "500", "slow");
    try {
      const handler = handlerFor(gateway.url);
      const answer = await run(handler);
      assert.equal(answer.status, 200, await answer.clone().text());
      assert.deepEqual(await answer.json(), { read: 5, recorded: 4, credited: 1, skipped: null });
      assert.equal((await recordRow(paidLate)).payment_status, "paid");
      assert.ok(gateway.asked.length >= 3 + 3, "three pages of two, after a 429, a 503 and a slow answer");
      assert.equal(gateway.asked[0]!.get("account_number"), BANK_ACCOUNT);

      const again = await run(handler);
      assert.deepEqual(
        await again.json(),
        { read: 5, recorded: 0, credited: 0, skipped: null },
        "a second run counts nothing twice",
      );
      const [count] =
        await db`select count(*)::int as n from public.bank_transactions where provider = 'sandbox' and provider_transaction_id = any(${[1, 2, 3, 4, 5].map((n) => String(base + n))})`;
      assert.equal(count?.n, 5);
    } finally {
      await gateway.close();
    }
  },
);

integrationTest(
  "the webhook and the reconciliation racing on one transfer record it once and unlock once",
  async () => {
    const id = await createRecord();
    const { transferCode } = await requestPayment(id);
    const gateway = gatewayStandIn([listed(base + 11, transferCode)]);
    try {
      const handler = handlerFor(gateway.url);
      const delivery = sepayDelivery({ id: base + 11, content: transferCode });
      const [webhook, reconciled] = await Promise.all([deliverWebhook(delivery), run(handler)]);
      assert.equal(webhook.status, 200);
      assert.equal(reconciled.status, 200);
      const [row] =
        await db`select count(*)::int as n, sum(amount_vnd)::int as total from public.bank_transactions where provider_transaction_id = ${String(base + 11)}`;
      assert.deepEqual({ ...row }, { n: 1, total: PRICE_VND });
      const status = (await callFunction("payment-status", { id })).body;
      assert.equal(status.receivedVnd, PRICE_VND);
      assert.equal(status.money, "paid");
    } finally {
      await gateway.close();
    }
  },
);

integrationTest("a gateway that keeps failing gives 502 and records nothing; a wrong key 401", async () => {
  const gateway = gatewayStandIn([listed(base + 21, "never read")]);
  gateway.trouble.push("500", "500", "500", "500", "500");
  try {
    const failing = await run(handlerFor(gateway.url));
    assert.equal(failing.status, 502);
    assert.equal((await failing.json()).error.code, "GATEWAY_UNAVAILABLE");
    gateway.trouble.splice(0, gateway.trouble.length, "empty");
    assert.equal(
      (await run(handlerFor(gateway.url))).status,
      502,
      "an empty answer (a bad token) is a failure, not an empty list",
    );
    const [row] = await db`select 1 from public.bank_transactions where provider_transaction_id = ${String(base + 21)}`;
    assert.equal(row, undefined);
    assert.equal((await run(handlerFor(gateway.url), "anon-key")).status, 401);
  } finally {
    await gateway.close();
  }
  const throughGateway = await callFunction("reconcile-transfers", {});
  assert.equal(throughGateway.status, 401, "the anon key a visitor holds is not the service role");
});
