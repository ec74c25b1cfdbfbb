// docs/product.md §3 and §6 at the functions: an unpaid record past its 7 days is gone for every purpose, the
// 21st record from one address within the hour is refused, and no visitor can call a state function.
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { ANON_KEY, API_URL, callFunction, db } from "./helpers/local-stack.ts";
import {
  ageRecord,
  createRecord,
  forgetRecentCreations,
  recordRow,
  tableCounts,
  VALID_FORM,
} from "./helpers/records.ts";

integrationTest("an unpaid record older than 7 days answers 404 everywhere and cannot move to pending", async () => {
  const id = await createRecord();
  await ageRecord(id, 8);

  for (const fn of ["get-inspiration", "request-payment", "payment-status", "sandbox-transfer"]) {
    const answer = await callFunction(fn, { id });
    assert.equal(answer.status, 404, fn);
    assert.equal(answer.body.error.code, "RECORD_NOT_FOUND", fn);
  }
  assert.equal((await recordRow(id)).payment_status, "not_requested");
  const [order] = await db`select 1 from public.payment_orders where record_id = ${id}`;
  assert.equal(order, undefined);
});

integrationTest("a record 6 days old is still served", async () => {
  const id = await createRecord();
  await ageRecord(id, 6);
  assert.equal((await callFunction("get-inspiration", { id })).status, 200);
});

integrationTest(
  "the 21st record from one address within the hour gets 429, forged forwarding headers or not",
  async () => {
    await forgetRecentCreations();
    for (let i = 0; i < 20; i++) {
      const created = await callFunction("create-inspiration", VALID_FORM);
      assert.equal(created.status, 201, `creation ${i + 1}`);
    }
    const before = await tableCounts();

    const refused = await callFunction("create-inspiration", VALID_FORM);
    const forged = await callFunction("create-inspiration", VALID_FORM, {
      headers: { "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.7", "cf-connecting-ip": "203.0.113.7" },
    });

    assert.equal(refused.status, 429);
    assert.equal(refused.body.error.code, "RATE_LIMITED");
    assert.match(refused.body.error.message, /thử lại sau khoảng \d+ phút/);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);
    assert.equal(forged.status, 429, "a forged address does not escape the limit");
    assert.deepEqual(await tableCounts(), before, "nothing written");
    await forgetRecentCreations();
  },
);

integrationTest("anon cannot call any state or operator function over /rest/v1/rpc", async () => {
  const id = await createRecord();
  const functions = [
    "request_payment",
    "mark_record_paid",
    "create_inspiration_record",
    "record_bank_transaction",
    "record_webhook_delivery",
    "purge_stale_inspiration_records",
    "purge_abandoned_payments",
    "find_live_record",
    "claim_transfer",
    "apply_transaction",
    "delete_inspiration_record",
    "attach_transfer",
    "mark_refunded",
  ];
  for (const name of functions) {
    for (const profile of ["public", "private", "ops"]) {
      const response = await fetch(`${API_URL}/rest/v1/rpc/${name}`, {
        method: "POST",
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${ANON_KEY}`,
          "content-type": "application/json",
          "content-profile": profile,
        },
        body: JSON.stringify({ p_record_id: id, p_amount_vnd: 1 }),
      });
      await response.body?.cancel();
      assert.ok(response.status >= 400 && response.status < 500, `${profile}.${name} answered ${response.status}`);
    }
  }
  assert.equal((await recordRow(id)).payment_status, "not_requested");
});
