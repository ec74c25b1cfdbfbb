// Where a parent's money stands, and their claim when nothing unlocked (docs/payment-webhook.md):
// payment-status says waiting, underpaid, paid or overpaid; request-payment gives a QR for the
// rest; claim-transfer attaches the one transfer that fits or flags, and never answers 5xx.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction, db } from "./helpers/local-stack.ts";
import { forgetUnmatchedTransfers } from "./helpers/orders.ts";
import { createRecord, recordRow, requestPayment } from "./helpers/records.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

const vietnamClock = (instant: Date) =>
  new Date(instant.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace("T", " ");

integrationTest(
  "payment-status follows the money: waiting, underpaid with what is missing, paid, then overpaid",
  async () => {
    const id = await createRecord();
    const { transferCode } = await requestPayment(id);
    const status = async () => (await callFunction("payment-status", { id })).body;

    assert.deepEqual(
      { ...(await status()), lastReceivedAt: null },
      {
        paymentStatus: "pending",
        paidAt: null,
        amountDueVnd: 49000,
        receivedVnd: 0,
        money: "waiting",
        transferCode,
        lastReceivedAt: null,
      },
    );

    await deliverWebhook(sepayDelivery({ content: transferCode, transferAmount: 40000 }));
    const short = await status();
    assert.equal(short.money, "underpaid");
    assert.equal(short.receivedVnd, 40000);
    assert.equal(short.paymentStatus, "pending");
    const order = (await callFunction("request-payment", { id })).body;
    assert.equal(order.receivedVnd, 40000);
    assert.equal(order.remainder.amountVnd, 9000);
    assert.match(order.remainder.qrPayload, /54049000|5404900058/, "the remainder's QR carries 9.000 ₫");
    assert.ok(order.remainder.qrPayload.includes(transferCode), "under the same transfer code");

    await deliverWebhook(sepayDelivery({ content: `${transferCode} bu them`, transferAmount: 9000 }));
    const paid = await status();
    assert.equal(paid.money, "paid");
    assert.equal(paid.paymentStatus, "paid");
    assert.ok(paid.paidAt && paid.lastReceivedAt);
    assert.equal((await callFunction("request-payment", { id })).body.remainder, null);

    await deliverWebhook(sepayDelivery({ content: transferCode, transferAmount: 49000 }));
    const twice = await status();
    assert.equal(twice.money, "overpaid");
    assert.equal(twice.receivedVnd, 98000);
  },
);

integrationTest("payment-status of a record never sent to payment is waiting, with nothing due yet", async () => {
  const id = await createRecord();
  const answer = (await callFunction("payment-status", { id })).body;
  assert.equal(answer.money, "waiting");
  assert.equal(answer.amountDueVnd, null);
  assert.equal(answer.transferCode, null);
});

async function unmatchedTransfer(amount: number, at: Date): Promise<string> {
  const delivery = sepayDelivery({
    content: "chuyen tien mua bao cao",
    transferAmount: amount,
    transactionDate: vietnamClock(at),
  });
  assert.equal((await deliverWebhook(delivery)).status, 200);
  return String(delivery.id);
}

integrationTest(
  "claim-transfer attaches the one unmatched transfer of that amount near that time, and the report unlocks",
  async () => {
    await forgetUnmatchedTransfers();
    const id = await createRecord();
    await requestPayment(id);
    const transfer = await unmatchedTransfer(49000, new Date(Date.now() - 12 * 60_000));

    const answer = await callFunction("claim-transfer", {
      id,
      amountVnd: 49000,
      transferredAt: new Date().toISOString(),
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { outcome: "attached", paymentStatus: "paid" });
    assert.equal((await recordRow(id)).payment_status, "paid");
    const [row] = await db`select record_id from public.bank_transactions where provider_transaction_id = ${transfer}`;
    assert.equal(row?.record_id, id);

    const other = await createRecord();
    await requestPayment(other);
    const again = await callFunction("claim-transfer", {
      id: other,
      amountVnd: 49000,
      transferredAt: new Date().toISOString(),
    });
    assert.deepEqual(
      again.body,
      { outcome: "flagged", paymentStatus: "pending" },
      "a transfer already claimed goes to nobody else",
    );
  },
);

integrationTest(
  "claim-transfer flags, and attaches nothing, when two transfers fit or none has that amount",
  async () => {
    await forgetUnmatchedTransfers();
    const id = await createRecord();
    await requestPayment(id);
    await unmatchedTransfer(49000, new Date());
    await unmatchedTransfer(49000, new Date(Date.now() - 5 * 60_000));

    const ambiguous = await callFunction("claim-transfer", {
      id,
      amountVnd: 49000,
      transferredAt: new Date().toISOString(),
    });
    assert.deepEqual(ambiguous.body, { outcome: "flagged", paymentStatus: "pending" });
    const wrongAmount = await callFunction("claim-transfer", {
      id,
      amountVnd: 50000,
      transferredAt: new Date().toISOString(),
    });
    assert.deepEqual(wrongAmount.body, { outcome: "flagged", paymentStatus: "pending" });
    const [attached] = await db`select count(*)::int as n from public.bank_transactions where record_id = ${id}`;
    assert.equal(attached?.n, 0);
  },
);

integrationTest(
  "claim-transfer answers 404, 400 or 429 to what it cannot take, never 5xx, and says nothing of other transfers",
  async () => {
    await forgetUnmatchedTransfers();
    const id = await createRecord();
    await requestPayment(id);
    const hostile: unknown[] = [
      { id: crypto.randomUUID(), amountVnd: 49000, transferredAt: new Date().toISOString() },
      { id, amountVnd: -1, transferredAt: new Date().toISOString() },
      { id, amountVnd: 49000.5, transferredAt: new Date().toISOString() },
      { id, amountVnd: "49000", transferredAt: new Date().toISOString() },
      { id, amountVnd: 49000, transferredAt: "hôm qua" },
      { id, amountVnd: 49000, transferredAt: "2026-13-45T99:00:00Z" },
      { id, amountVnd: 1e300, transferredAt: new Date().toISOString() },
      { id, amountVnd: 49000, transferredAt: new Date().toISOString(), recordId: "x" },
      { id: "'; drop table payment_claims; --", amountVnd: 49000, transferredAt: new Date().toISOString() },
      [],
      null,
    ];
    for (const body of hostile) {
      const answer = await callFunction("claim-transfer", body);
      assert.ok(
        answer.status === 400 || answer.status === 404,
        `${JSON.stringify(body)} → ${answer.status} ${answer.text}`,
      );
      assert.ok(!/CHT|chuyen tien|transaction/i.test(answer.body?.error?.message ?? ""), answer.text);
    }

    await db`delete from public.payment_claims`;
    for (let i = 0; i < 20; i += 1) {
      assert.equal(
        (await callFunction("claim-transfer", { id, amountVnd: 1000 + i, transferredAt: new Date().toISOString() }))
          .status,
        200,
      );
    }
    const limited = await callFunction("claim-transfer", {
      id,
      amountVnd: 49000,
      transferredAt: new Date().toISOString(),
    });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error.code, "RATE_LIMITED");
    await db`delete from public.payment_claims`;
  },
);
