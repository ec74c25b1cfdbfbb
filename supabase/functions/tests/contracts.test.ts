// Every function's real answers, through the gateway, against the contract the web parses them
// with: a drift between a handler and its contract fails here, not on a parent's screen.
import assert from "node:assert/strict";
import type * as z from "zod/mini";
import { chooseHanTu } from "@core/contracts/choose-han-tu.contract.ts";
import { claimTransfer } from "@core/contracts/claim-transfer.contract.ts";
import { createInspiration } from "@core/contracts/create-inspiration.contract.ts";
import { deleteInspiration } from "@core/contracts/delete-inspiration.contract.ts";
import { errorAnswerSchema } from "@core/contracts/function-contract.ts";
import { getInspiration } from "@core/contracts/get-inspiration.contract.ts";
import { paymentStatus } from "@core/contracts/payment-status.contract.ts";
import { paymentWebhook } from "@core/contracts/payment-webhook.contract.ts";
import { requestPayment } from "@core/contracts/request-payment.contract.ts";
import { sandboxTransfer } from "@core/contracts/sandbox-transfer.contract.ts";
import { updateFavourites } from "@core/contracts/update-favourites.contract.ts";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction, type FunctionAnswer } from "./helpers/local-stack.ts";
import { forgetRecentCreations, VALID_FORM } from "./helpers/records.ts";
import { deliverWebhook, sepayDelivery } from "./helpers/webhook.ts";

/** The answer's body, parsed with the contract's answer schema, with zod's issues on failure. */
function parsed<T>(contract: { name: string; answer: z.ZodMiniType<T> }, answer: FunctionAnswer, status = 200): T {
  assert.equal(answer.status, status, `${contract.name}: ${answer.text}`);
  const result = contract.answer.safeParse(answer.body);
  assert.ok(result.success, `${contract.name} answered outside its contract: ${JSON.stringify(result.error?.issues)}`);
  return result.data;
}

integrationTest("every function's answers on the paid journey are what its contract says", async () => {
  await forgetRecentCreations();
  const form = {
    ...VALID_FORM,
    candidates: [{ name: "Minh An", hanTu: null }],
    fatherBirthYear: 1994,
    motherBirthYear: 1996,
  };
  const { id } = parsed(createInspiration, await callFunction("create-inspiration", form), 201);

  const preview = parsed(getInspiration, await callFunction("get-inspiration", { id }));
  assert.equal(preview.access, "preview");
  assert.equal(preview.suggestions.length, 3);

  const order = parsed(requestPayment, await callFunction("request-payment", { id }));
  assert.deepEqual(parsed(paymentStatus, await callFunction("payment-status", { id })), {
    paymentStatus: "pending",
    paidAt: null,
    amountDueVnd: order.amountVnd,
    receivedVnd: 0,
    money: "waiting",
    transferCode: order.transferCode,
    lastReceivedAt: null,
  });
  assert.equal(parsed(sandboxTransfer, await callFunction("sandbox-transfer", { id })).paymentStatus, "paid");

  const paid = parsed(getInspiration, await callFunction("get-inspiration", { id }));
  assert.equal(paid.access, "paid");
  assert.equal(paid.suggestions.length, 20);
  if (paid.access !== "paid") throw new Error("unreachable");
  const first = paid.suggestions[0]!;

  const favourites = parsed(updateFavourites, await callFunction("update-favourites", { id, add: [first.fullName] }));
  assert.deepEqual(favourites.favourites, [first.fullName]);

  const ownName = paid.candidates[0]!;
  const hanTu = ownName.syllables.filter((s) => s.role !== "ho").map((s) => s.hanTu ?? "");
  const chosen = parsed(chooseHanTu, await callFunction("choose-han-tu", { id, fullName: ownName.fullName, hanTu }));
  assert.equal(chosen.fullName, ownName.fullName);

  const webhook = await deliverWebhook(sepayDelivery({ content: `${order.transferCode} lan hai` }));
  assert.equal(parsed(paymentWebhook, webhook).success, true);

  const claim = parsed(
    claimTransfer,
    await callFunction("claim-transfer", { id, amountVnd: 1234, transferredAt: new Date().toISOString() }),
  );
  assert.equal(claim.paymentStatus, "paid");

  assert.deepEqual(parsed(deleteInspiration, await callFunction("delete-inspiration", { id })), { deleted: true });
});

integrationTest("every function's failures share the one error shape", async () => {
  for (const name of [
    "create-inspiration",
    "get-inspiration",
    "request-payment",
    "payment-status",
    "sandbox-transfer",
    "update-favourites",
    "choose-han-tu",
    "delete-inspiration",
    "claim-transfer",
  ]) {
    const answer = await callFunction(name, { id: "not-a-uuid" });
    assert.equal(answer.status, 400, `${name}: ${answer.text}`);
    assert.ok(errorAnswerSchema.safeParse(answer.body).success, `${name}: ${answer.text}`);
  }
});
