// Parents' data under their control (docs/privacy.md): nothing is stored without their consent,
// rate limits never store an address, and a record is deleted at once when its parents ask, with
// what the payment tables hold of it.
import assert from "node:assert/strict";
import { PRIVACY_NOTICE_VERSION } from "@core/privacy/retention-periods.ts";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction, db } from "./helpers/local-stack.ts";
import { createRecord, forgetRecentCreations, requestPayment, tableCounts, VALID_FORM } from "./helpers/records.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

const CONSENT_MESSAGE = "Bố mẹ vui lòng đồng ý với cách chúng tôi lưu giữ thông tin để tiếp tục";

for (const [why, consent] of [
  ["missing", undefined],
  ["false", false],
  ['the string "true"', "true"],
  ["1", 1],
] as const) {
  integrationTest(`create-inspiration refuses a body whose consent is ${why}, and writes nothing`, async () => {
    await forgetRecentCreations();
    const before = await tableCounts();
    const answer = await callFunction("create-inspiration", { ...VALID_FORM, consent });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error.code, "VALIDATION_FAILED");
    assert.equal(answer.body.error.fields.consent, CONSENT_MESSAGE);
    assert.deepEqual(await tableCounts(), before);
  });
}

integrationTest(
  "a record keeps the notice version its parents agreed to and when, but not the consent in its input",
  async () => {
    const started = new Date();
    const id = await createRecord();
    const [row] = await db<{ consent_notice_version: string; consented_at: Date; input: Record<string, unknown> }[]>`
    select consent_notice_version, consented_at, input from public.name_inspiration_records where id = ${id}`;
    assert.equal(row?.consent_notice_version, PRIVACY_NOTICE_VERSION);
    assert.ok(row!.consented_at.getTime() >= started.getTime() - 1000);
    assert.ok(!("consent" in row!.input));
  },
);

integrationTest("the rate limits store a keyed hash of the caller's address, never the address", async () => {
  await createRecord();
  const events = await db<{ client_key: string }[]>`select client_key from public.record_creation_events`;
  assert.equal(events.length, 1);
  assert.match(events[0]!.client_key, /^[0-9a-f]{64}$/);
  const everything = await db<
    { text: string }[]
  >`select row_to_json(e)::text as text from public.record_creation_events e`;
  assert.ok(everything.every(({ text }) => !text.includes("127.0.0.1")));
});

integrationTest("delete-inspiration deletes an unpaid record at once; its link then answers 404", async () => {
  const id = await createRecord();
  const deleted = await callFunction("delete-inspiration", { id });
  assert.equal(deleted.status, 200);
  assert.deepEqual(deleted.body, { deleted: true });
  for (const fn of ["get-inspiration", "payment-status", "request-payment"]) {
    const answer = await callFunction(fn, { id });
    assert.equal(answer.status, 404, fn);
    assert.equal(answer.body.error.code, "RECORD_NOT_FOUND", fn);
  }
  const [row] = await db`select 1 from public.name_inspiration_records where id = ${id}`;
  assert.equal(row, undefined);
});

integrationTest("deleting twice answers deleted twice (a double tap, the other parent's phone)", async () => {
  const id = await createRecord();
  const answers = await Promise.all([
    callFunction("delete-inspiration", { id }),
    callFunction("delete-inspiration", { id }),
  ]);
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200],
  );
  const again = await callFunction("delete-inspiration", { id });
  assert.equal(again.status, 200);
  assert.deepEqual(again.body, { deleted: true });
});

integrationTest(
  "delete-inspiration answers 400 for a bad id and 404 for one that never existed, writing nothing",
  async () => {
    const before = await tableCounts();
    const bad = await callFunction("delete-inspiration", { id: "not-a-uuid" });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, "VALIDATION_FAILED");
    const extra = await callFunction("delete-inspiration", { id: crypto.randomUUID(), also: 1 });
    assert.equal(extra.status, 400);
    const unknown = await callFunction("delete-inspiration", { id: crypto.randomUUID() });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error.code, "RECORD_NOT_FOUND");
    assert.deepEqual(await tableCounts(), before);
  },
);

integrationTest(
  "deleting a paid record keeps for the accounts only the order's code and amounts, with no record and no payer's words",
  async () => {
    const id = await createRecord();
    const { transferCode } = await requestPayment(id);
    const delivery = sepayDelivery({ content: `${transferCode} CT tu 0123456789 NGUYEN THI MAI chuyen tien` });
    assert.equal((await deliverWebhook(delivery)).status, 200);

    const deleted = await callFunction("delete-inspiration", { id });
    assert.equal(deleted.status, 200);

    const [order] = await db<{ record_id: string | null; amount_due_vnd: number }[]>`
    select record_id, amount_due_vnd from public.payment_orders where transfer_code = ${transferCode}`;
    assert.deepEqual(order, { record_id: null, amount_due_vnd: 49000 });
    const [transaction] = await db<
      {
        record_id: string | null;
        content: string | null;
        amount_vnd: string;
        transfer_code: string;
        delivery_id: string | null;
      }[]
    >`
    select record_id, content, amount_vnd, transfer_code, delivery_id from public.bank_transactions
    where provider_transaction_id = ${String(delivery.id)}`;
    assert.deepEqual(
      { ...transaction, amount_vnd: Number(transaction!.amount_vnd) },
      {
        record_id: null,
        content: null,
        amount_vnd: 49000,
        transfer_code: transferCode,
        delivery_id: null,
      },
    );
    const [raw] =
      await db`select 1 from public.webhook_deliveries where position(convert_to(${transferCode}, 'UTF8') in body) > 0`;
    assert.equal(raw, undefined, "the raw delivery naming the payer is gone");
    assert.equal((await callFunction("get-inspiration", { id })).status, 404);
  },
);

integrationTest("deleting a record whose payment page was opened but never paid deletes its order too", async () => {
  const id = await createRecord();
  const { transferCode } = await requestPayment(id);
  assert.equal((await callFunction("delete-inspiration", { id })).status, 200);
  const [order] = await db`select 1 from public.payment_orders where transfer_code = ${transferCode}`;
  assert.equal(order, undefined);
});

integrationTest("get-inspiration says until when the preview is kept: 7 days after it was made", async () => {
  const id = await createRecord();
  const view = await callFunction("get-inspiration", { id });
  const days = (Date.parse(view.body.keptUntil) - Date.parse(view.body.createdAt)) / 86_400_000;
  assert.equal(days, 7);
});
