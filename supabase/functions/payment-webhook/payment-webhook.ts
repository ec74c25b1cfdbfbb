// payment-webhook (SPEC §5, §8): the bank-transfer gateway reports a transaction. Order matters:
// authenticate, store the raw delivery, then parse and apply. Processed and duplicate deliveries
// both get 200 { success: true }, so the gateway stops retrying; only a bad key (401) or a body we
// cannot read (400, kept anyway) get anything else.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { isDatabaseUnavailable } from "../_shared/db/database-errors.ts";
import { ApiError, apiErrors } from "../_shared/http/api-error.ts";
import { errorResponse, jsonResponse } from "../_shared/http/json-response.ts";
import { MAX_BODY_BYTES } from "../_shared/http/read-json-body.ts";
import { findTransferCodes } from "../_shared/payment/transfer-code.ts";
import { sepayTransaction } from "./sepay-transaction.ts";
import { hasValidApiKey } from "./webhook-api-key.ts";

export function paymentWebhookHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return async (request: Request): Promise<Response> => {
    try {
      if (request.method !== "POST") throw apiErrors.methodNotAllowed();
      if (!hasValidApiKey(request, config.webhookApiKey)) throw apiErrors.unauthorized();
      const raw = await request.text();
      if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) throw apiErrors.payloadTooLarge();

      const deliveryId = await asServiceRole(async (tx) => {
        const [row] = await tx<{ id: string }[]>`select private.record_webhook_delivery(${config.provider}, ${raw}) as id`;
        return row?.id;
      }, sql);

      const transaction = parseTransaction(raw);
      await asServiceRole(
        (tx) => tx`
          select * from private.record_bank_transaction(
            ${config.provider}, ${String(transaction.id)}, ${deliveryId ?? null},
            ${findTransferCodes(transaction.code, transaction.content, transaction.description)}::text[],
            ${transaction.transferAmount}, ${transaction.transferType}, ${transaction.accountNumber.trim()},
            ${config.bank.accountNumber}, ${transaction.content}, ${transaction.referenceCode ?? null},
            ${transaction.transactionDate}
          )`,
        sql,
      );
      return jsonResponse({ success: true }, 200);
    } catch (error) {
      return errorResponse(toApiError(error));
    }
  };
}

function parseTransaction(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw apiErrors.invalidJson();
  }
  const parsed = sepayTransaction.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? "_form"), "Giá trị không hợp lệ."]),
    );
    throw apiErrors.validation(fields);
  }
  return parsed.data;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return apiErrors.databaseUnavailable();
  console.error("payment-webhook failed:", error);
  return apiErrors.internal();
}
