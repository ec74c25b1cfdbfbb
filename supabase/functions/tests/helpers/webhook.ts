import { BANK_ACCOUNT, callFunction, WEBHOOK_API_KEY } from "./local-stack.ts";

let sequence = 0;

/** A SePay delivery for an incoming transfer; override any field. Each call has a fresh transaction id. */
export function sepayDelivery(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  const id = Number(`${Date.now() % 1_000_000_000}${String(sequence).padStart(3, "0")}`);
  return {
    id,
    gateway: "MBBank",
    transactionDate: "2026-11-22 10:15:00",
    accountNumber: BANK_ACCOUNT,
    code: null,
    content: "",
    transferType: "in",
    transferAmount: 49000,
    accumulated: 1_000_000,
    subAccount: null,
    referenceCode: `FT${id}`,
    description: "",
    ...overrides,
  };
}

export function deliverWebhook(payload: unknown, apiKey = WEBHOOK_API_KEY) {
  return callFunction("payment-webhook", payload, { headers: { authorization: `Apikey ${apiKey}` } });
}
