// The whole paid journey through the gateway, with the real supabase-js functions client where the
// web app would use it: create → preview → request payment → bank webhook → full report.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { ANON_KEY, API_URL, supabase } from "./helpers/local-stack.ts";
import { createRecord, recordRow, VALID_FORM } from "./helpers/records.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

integrationTest("a parent creates a record, sees 3 of 20, pays by transfer and unlocks all 20", async () => {
  const id = await createRecord();

  const preview = await supabase.functions.invoke("get-inspiration", { body: { id } });
  assert.equal(preview.error, null);
  assert.equal(preview.data.paymentStatus, "not_requested");
  assert.equal(preview.data.suggestions.length, 3);
  assert.equal(preview.data.lockedCount, 17);
  assert.equal(preview.data.priceVnd, 49000);
  assert.equal(preview.data.input.surname, VALID_FORM.surname);
  assert.equal(preview.data.profile.canChi, "Bính Ngọ");

  const first = await supabase.functions.invoke("request-payment", { body: { id } });
  const again = await supabase.functions.invoke("request-payment", { body: { id } });
  assert.equal(first.error, null);
  assert.equal(first.data.paymentStatus, "pending");
  assert.match(first.data.transferCode, /^CHT[2-9A-HJ-NP-Z]{6}$/);
  assert.equal(again.data.transferCode, first.data.transferCode, "the code is stable");
  assert.equal(first.data.amountVnd, 49000);
  assert.deepEqual(first.data.bank, {
    bin: "970422",
    name: "MB Bank",
    accountNumber: "0123456789",
    accountName: "CAM HUNG TEN",
  });
  assert.equal(first.data.provider, "sandbox");
  assert.ok(first.data.qrPayload.includes(first.data.transferCode));

  const pending = await supabase.functions.invoke("payment-status", { body: { id } });
  assert.deepEqual(pending.data, {
    paymentStatus: "pending",
    paidAt: null,
    amountDueVnd: 49000,
    receivedVnd: 0,
    money: "waiting",
    transferCode: first.data.transferCode,
    lastReceivedAt: null,
  });

  const webhook = await deliverWebhook(sepayDelivery({ content: `${first.data.transferCode} thanh toan` }));
  assert.equal(webhook.status, 200);
  assert.deepEqual(webhook.body, { success: true });

  const full = await supabase.functions.invoke("get-inspiration", { body: { id } });
  assert.equal(full.data.paymentStatus, "paid");
  assert.equal(full.data.suggestions.length, 20);
  assert.equal(full.data.lockedCount, 0);
  assert.ok(full.data.suggestions[0].numerology, "paid suggestions carry the full analysis");

  const paid = await supabase.functions.invoke("payment-status", { body: { id } });
  assert.equal(paid.data.paymentStatus, "paid");
  assert.ok(Date.parse(paid.data.paidAt) > 0);
  assert.equal((await recordRow(id)).payment_status, "paid");
});

integrationTest("the raw JSON of an unpaid record holds none of the paid suggestions or fields", async () => {
  const id = await createRecord({ ...VALID_FORM, gender: "trai" });
  const response = await fetch(`${API_URL}/functions/v1/get-inspiration`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ANON_KEY}` },
    body: JSON.stringify({ id }),
  });
  const raw = await response.text();
  const stored = (await recordRow(id)).report;

  assert.equal(stored.suggestions.length, 20);
  for (const hidden of stored.suggestions.slice(3)) {
    assert.ok(!raw.includes(`"${hidden.fullName}"`), `${hidden.fullName} must not be sent unpaid`);
  }
  for (const paidKey of ["syllables", "tonePattern", "numerology", "checks", "meaningDetail"]) {
    assert.ok(!raw.includes(`"${paidKey}"`), `${paidKey} must not be sent unpaid`);
  }
  const view = JSON.parse(raw);
  for (const suggestion of view.suggestions) {
    assert.deepEqual(Object.keys(suggestion).sort(), [
      "band",
      "element",
      "elementRelation",
      "fullName",
      "genderLean",
      "givenName",
      "hanTu",
      "meaning",
      "middleName",
      "reasons",
      "score",
      "scoreParts",
      "wishMatches",
    ]);
  }
});
