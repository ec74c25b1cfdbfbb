import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction, db } from "./helpers/local-stack.ts";
import { createRecord, recordRow, requestPayment } from "./helpers/records.ts";

integrationTest("the sandbox pays a pending record through a real, authenticated webhook", async () => {
  const id = await createRecord();
  const { transferCode } = await requestPayment(id);

  const answer = await callFunction("sandbox-transfer", { id });

  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.body.paymentStatus, "paid");
  assert.equal((await recordRow(id)).payment_status, "paid");
  const [transaction] = await db<{ provider: string; outcome: string; content: string }[]>`
    select provider, outcome, content from public.bank_transactions where transfer_code = ${transferCode}`;
  assert.equal(transaction?.provider, "sandbox");
  assert.equal(transaction?.outcome, "paid");
  assert.notEqual(transaction?.content, transferCode, "the content is wrapped the way a bank app wraps it");
});

integrationTest("the sandbox cannot pay a record whose payment was never requested", async () => {
  const id = await createRecord();
  const answer = await callFunction("sandbox-transfer", { id });
  assert.equal(answer.status, 404);
  assert.equal((await recordRow(id)).payment_status, "not_requested");
});
