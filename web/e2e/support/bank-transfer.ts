// A bank transfer as the gateway reports it: the payment webhook called with the local stack's
// key and account, the way SePay would after a parent's bank app sent `amount` with `content`.
import { expect, type APIRequestContext } from "@playwright/test";
import { API_URL } from "@scripts/stack/config.ts";

const WEBHOOK_API_KEY = "local-webhook-key";
const BANK_ACCOUNT = "0123456789";
let sequence = 0;

export async function sendBankTransfer(request: APIRequestContext, content: string, amount: number): Promise<void> {
  sequence += 1;
  const id = Number(`${Date.now() % 1_000_000_000}${sequence}`);
  const response = await request.post(`${API_URL}/functions/v1/payment-webhook`, {
    headers: { authorization: `Apikey ${WEBHOOK_API_KEY}` },
    data: {
      id,
      gateway: "MBBank",
      transactionDate: "2026-11-26 10:00:00",
      accountNumber: BANK_ACCOUNT,
      code: null,
      content,
      transferType: "in",
      transferAmount: amount,
      accumulated: amount,
      subAccount: null,
      referenceCode: `FT${id}`,
      description: content,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
