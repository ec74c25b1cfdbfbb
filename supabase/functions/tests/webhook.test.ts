// The bank-transfer webhook (docs/product.md §5): every transaction stored exactly once, codes found however
// the bank mangled them, amounts added up against the frozen amount due, nothing unlocked otherwise.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { API_URL, callFunction, db } from "./helpers/local-stack.ts";
import { createRecord, recordRow, requestPayment, tableCounts, transactionCount } from "./helpers/records.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

async function pendingOrder() {
  const id = await createRecord();
  const { transferCode, amountVnd } = await requestPayment(id);
  return { id, transferCode, amountVnd };
}

async function outcomeOf(transactionId: unknown): Promise<string | undefined> {
  const [row] = await db<{ outcome: string }[]>`
    select outcome from public.bank_transactions where provider_transaction_id = ${String(transactionId)}`;
  return row?.outcome;
}

integrationTest("the same delivery 50 times at once: one transaction, paid once, every answer 200", async () => {
  const { id, transferCode } = await pendingOrder();
  const delivery = sepayDelivery({ content: transferCode });

  const answers = await Promise.all(Array.from({ length: 50 }, () => deliverWebhook(delivery)));

  assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
  assert.ok(answers.every((answer) => answer.body?.success === true));
  assert.equal(await transactionCount(delivery.id), 1);
  assert.equal((await recordRow(id)).payment_status, "paid");
});

integrationTest("a wrong or missing key gets 401 and writes nothing", async () => {
  const { id, transferCode } = await pendingOrder();
  const before = await tableCounts();

  const wrongKey = await deliverWebhook(sepayDelivery({ content: transferCode }), "not-the-key");
  const noKey = await callFunction("payment-webhook", sepayDelivery({ content: transferCode }), {
    headers: { authorization: "" },
  });

  assert.equal(wrongKey.status, 401);
  assert.equal(wrongKey.body.error.code, "UNAUTHORIZED");
  assert.equal(noKey.status, 401);
  assert.deepEqual(await tableCounts(), before);
  assert.equal((await recordRow(id)).payment_status, "pending");
});

integrationTest("finds the code in bank-mangled content", async () => {
  const { id, transferCode } = await pendingOrder();
  const mangled = `CHUYEN TIEN ${transferCode.slice(0, 5).toLowerCase()}-${transferCode.slice(5, 8).toLowerCase()} ${transferCode.slice(8)} GD 123456`;

  const answer = await deliverWebhook(sepayDelivery({ content: mangled }));

  assert.equal(answer.status, 200);
  assert.equal((await recordRow(id)).payment_status, "paid");
});

integrationTest("a short payment is stored as underpaid and unlocks nothing; the rest completes it", async () => {
  const { id, transferCode } = await pendingOrder();

  const short = sepayDelivery({ content: transferCode, transferAmount: 20000 });
  assert.equal((await deliverWebhook(short)).status, 200);
  assert.equal(await outcomeOf(short.id), "underpaid");
  assert.equal((await recordRow(id)).payment_status, "pending");

  const rest = sepayDelivery({ content: `bo sung ${transferCode}`, transferAmount: 29000 });
  assert.equal((await deliverWebhook(rest)).status, 200);
  assert.equal(await outcomeOf(rest.id), "paid");
  assert.equal((await recordRow(id)).payment_status, "paid");
});

integrationTest("an unknown code, an outgoing transfer and another account are stored and unlock nothing", async () => {
  const { id, transferCode } = await pendingOrder();
  const unknown = sepayDelivery({ content: "CHT2222222 chuyen tien" });
  const outgoing = sepayDelivery({ content: transferCode, transferType: "out" });
  const otherAccount = sepayDelivery({ content: transferCode, accountNumber: "9999999999" });

  for (const delivery of [unknown, outgoing, otherAccount]) {
    assert.equal((await deliverWebhook(delivery)).status, 200);
  }

  assert.equal(await outcomeOf(unknown.id), "unmatched");
  assert.equal(await outcomeOf(outgoing.id), "outgoing");
  assert.equal(await outcomeOf(otherAccount.id), "other_account");
  assert.equal((await recordRow(id)).payment_status, "pending");
});

integrationTest("a late transfer still unlocks the record", async () => {
  const { id, transferCode } = await pendingOrder();
  await db`update public.payment_orders set requested_at = now() - interval '20 days' where record_id = ${id}`;
  await db`update public.name_inspiration_records set created_at = now() - interval '20 days' where id = ${id}`;

  assert.equal((await deliverWebhook(sepayDelivery({ content: transferCode }))).status, 200);
  assert.equal((await recordRow(id)).payment_status, "paid");
});

integrationTest("the amount due is the one frozen on the order, not today's price", async () => {
  const { id, transferCode } = await pendingOrder();
  // The order was created when the price was 39.000 ₫; the price is 49.000 ₫ now.
  await db`update public.payment_orders set amount_due_vnd = 39000 where record_id = ${id}`;

  const view = await callFunction("get-inspiration", { id });
  const order = await callFunction("request-payment", { id });
  assert.equal(view.body.priceVnd, 39000);
  assert.equal(order.body.amountVnd, 39000);
  assert.equal(order.body.transferCode, transferCode);

  assert.equal((await deliverWebhook(sepayDelivery({ content: transferCode, transferAmount: 39000 }))).status, 200);
  assert.equal((await recordRow(id)).payment_status, "paid");
});

integrationTest(
  "keeps an unparseable delivery with a valid key, and answers 202 so the gateway stops retrying",
  async () => {
    const before = await tableCounts();
    const marker = `khong-phai-json-${crypto.randomUUID()}`;

    const broken = await callFunction("payment-webhook", null, {
      rawBody: `{${marker}`,
      headers: { authorization: "Apikey local-webhook-key" },
    });
    const incomplete = await deliverWebhook({ id: 1, content: "CHT2222222" });

    assert.equal(broken.status, 202);
    assert.deepEqual(broken.body, { success: true, stored: true, error: broken.body.error });
    assert.equal(broken.body.error.code, "INVALID_JSON");
    assert.equal(incomplete.status, 202);
    assert.equal(incomplete.body.error.code, "VALIDATION_FAILED");
    assert.equal(await deliveriesHolding(new TextEncoder().encode(marker)), 1);
    const after = await tableCounts();
    assert.equal(after.deliveries, before.deliveries + 2);
    assert.equal(after.transactions, before.transactions);
  },
);

/** How many stored deliveries contain these bytes. */
async function deliveriesHolding(bytes: Uint8Array): Promise<number> {
  const [row] = await db<
    { count: string }[]
  >`select count(*) from public.webhook_deliveries where position(${bytes} in body) > 0`;
  return Number(row?.count);
}

integrationTest(
  "stores a delivery byte for byte even when it holds bytes PostgreSQL text cannot (NUL, invalid UTF-8)",
  async () => {
    const marker = new TextEncoder().encode(`raw-${crypto.randomUUID()}`);
    const body = new Uint8Array([...new TextEncoder().encode('{"id":'), 0x00, 0xff, 0xfe, ...marker, 0x7d]);
    const response = await fetch(`${API_URL}/functions/v1/payment-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Apikey local-webhook-key" },
      body,
    });
    assert.equal(response.status, 202);
    assert.equal((await response.json()).error.code, "INVALID_JSON");
    const [stored] = await db<
      { body: Uint8Array }[]
    >`select body from public.webhook_deliveries where position(${marker} in body) > 0`;
    assert.deepEqual(new Uint8Array(stored!.body), body);
  },
);

integrationTest(
  "records a transaction whose content holds a NUL escape, and pays the order its code names",
  async () => {
    const { id, transferCode } = await pendingOrder();
    const answer = await deliverWebhook(
      sepayDelivery({ content: `${transferCode}\u0000 chuyen tien`, description: "\ud800" }),
    );
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { success: true });
    assert.equal((await recordRow(id)).payment_status, "paid");
    const [row] = await db<{ content: string }[]>`select content from public.bank_transactions where record_id = ${id}`;
    assert.equal(row?.content, `${transferCode}\uFFFD chuyen tien`);
  },
);
