// claim-transfer (docs/payment-webhook.md): a parent who paid but sees nothing unlocked says how much
// they sent and when. private.claim_transfer attaches the single unmatched transfer that fits, or
// flags the record for the operator; the answer names only which, never any transfer. Limited per
// address like the creation of records, so it cannot be used to probe the bank's incoming list.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { rethrowRecordNotFound } from "../_shared/db/record-not-found.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { clientIp } from "../_shared/http/client-ip.ts";
import { clientKey } from "../_shared/http/client-key.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { parseRequestBody } from "../_shared/http/parse-request-body.ts";
import { claimTransfer } from "@core/contracts/claim-transfer.contract.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";

const MESSAGES = {
  id: "Mã hồ sơ không hợp lệ.",
  amountVnd: "Số tiền cần là số đồng đã chuyển, ví dụ 49000.",
  transferredAt: "Thời gian chuyển khoản không hợp lệ.",
};

/** Callers the proxy could not identify share one bucket rather than escape the limit. */
const UNKNOWN_CLIENT_IP = "0.0.0.0";

interface ClaimRow {
  outcome: "attached" | "flagged" | null;
  payment_status: PaymentStatus | null;
  retry_after_seconds: number;
}

export function claimTransferHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body, request) => {
      const claim = parseRequestBody(claimTransfer.request, body, MESSAGES);
      const transferredAt = new Date(claim.transferredAt);
      const callerKey = await clientKey(clientIp(request) ?? UNKNOWN_CLIENT_IP, config.rateLimits.keySecret);
      const [row] = await asServiceRole(
        (tx) => tx<ClaimRow[]>`
          select * from private.claim_transfer(
            ${claim.id}, ${claim.amountVnd}, ${transferredAt}, ${callerKey}, ${config.rateLimits.perIpPerHour}
          )`,
        sql,
      ).catch(rethrowRecordNotFound);
      if (!row) throw new Error("private.claim_transfer returned no row");
      if (row.retry_after_seconds > 0) throw apiErrors.rateLimited(row.retry_after_seconds);
      return answerResponse(claimTransfer, { outcome: row.outcome!, paymentStatus: row.payment_status! });
    },
  });
}
