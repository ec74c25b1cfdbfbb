// payment-webhook: the bank-transfer gateway reports a transaction. Order matters: authenticate,
// store the raw delivery byte for byte, then parse and apply. The gateway retries anything that is
// not 2xx, so every authentic delivery ends in 2xx once it is stored: processed and duplicate
// deliveries get 200 { success: true }; one we cannot read gets 202 with the reason (it is kept
// for reconciliation, and sending it again would not make it readable). Only a bad key (401), a
// body over the size limit (413) or an outage (503, worth retrying) get anything else.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { isDatabaseUnavailable } from "../_shared/db/database-errors.ts";
import { ApiError, apiErrors } from "../_shared/http/api-error.ts";
import { answerResponse, errorResponse } from "../_shared/http/json-response.ts";
import { loggableError } from "../_shared/http/loggable-error.ts";
import { MAX_BODY_BYTES } from "../_shared/http/read-json-body.ts";
import { findTransferCodeCandidates } from "@core/contracts/transfer-code-candidates.ts";
import { paymentWebhook } from "@core/contracts/payment-webhook.contract.ts";
import { recordBankTransaction } from "../_shared/payments/record-bank-transaction.ts";
import type { SepayTransaction } from "@core/contracts/sepay-transaction.ts";
import { hasValidApiKey } from "./webhook-api-key.ts";

export function paymentWebhookHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return async (request: Request): Promise<Response> => {
    try {
      if (request.method !== "POST") throw apiErrors.methodNotAllowed();
      if (!hasValidApiKey(request, config.webhookApiKey)) throw apiErrors.unauthorized();
      const raw = new Uint8Array(await request.arrayBuffer());
      if (raw.byteLength > MAX_BODY_BYTES) throw apiErrors.payloadTooLarge();

      const deliveryId = await asServiceRole(async (tx) => {
        const [row] = await tx<
          { id: string }[]
        >`select private.record_webhook_delivery(${config.provider}, ${raw}) as id`;
        return row?.id;
      }, sql);

      const parsed = parseTransaction(raw);
      if (parsed instanceof ApiError)
        return answerResponse(paymentWebhook, { success: true, stored: true, ...parsed.toJSON() }, 202);
      const transaction = parsed;
      await recordBankTransaction(
        {
          provider: config.provider,
          transactionId: String(transaction.id),
          deliveryId: deliveryId ?? null,
          candidates: findTransferCodeCandidates(transaction.code, transaction.content, transaction.description),
          amountVnd: transaction.transferAmount,
          transferType: transaction.transferType,
          accountNumber: transaction.accountNumber.trim(),
          expectedAccount: config.bank.accountNumber,
          content: transaction.content,
          referenceCode: transaction.referenceCode ?? null,
          transactionDate: transaction.transactionDate,
        },
        sql,
      );
      return answerResponse(paymentWebhook, { success: true });
    } catch (error) {
      return errorResponse(toApiError(error));
    }
  };
}

/** The gateway's transaction, or the ApiError that says why the delivery cannot be read. */
function parseTransaction(raw: Uint8Array): SepayTransaction | ApiError {
  let json: unknown;
  try {
    // Invalid UTF-8 becomes U+FFFD here; the stored delivery keeps the original bytes.
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return apiErrors.invalidJson();
  }
  const parsed = paymentWebhook.request.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? "_form"), "Giá trị không hợp lệ."]),
    );
    return apiErrors.validation(fields);
  }
  return parsed.data;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return apiErrors.databaseUnavailable();
  console.error("payment-webhook failed:", loggableError(error));
  return apiErrors.internal();
}
