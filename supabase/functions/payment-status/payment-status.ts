// payment-status (docs/product.md §8): what the payment page polls every few seconds. One indexed read.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { paymentStatus } from "@core/contracts/payment-status.contract.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";

export function paymentStatusHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const id = parseRecordId(body);
      const [row] = await asServiceRole(
        (tx) => tx<{ payment_status: PaymentStatus; paid_at: Date | null }[]>`
          select payment_status, paid_at from private.find_live_record(${id})`,
        sql,
      );
      if (!row) throw apiErrors.recordNotFound();
      return answerResponse(paymentStatus, { paymentStatus: row.payment_status, paidAt: row.paid_at?.toISOString() ?? null });
    },
  });
}
