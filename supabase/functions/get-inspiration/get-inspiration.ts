// get-inspiration (docs/product.md §8): the view of one record. Unpaid records get the free preview only; the
// cut happens here, so paid content never leaves the server for them.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { getInspiration } from "@core/contracts/get-inspiration.contract.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";
import { type RecordRow, toRecordView } from "../_shared/records/record-view.ts";

export function getInspirationHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const id = parseRecordId(body);
      const [row] = await asServiceRole(
        (tx) => tx<RecordRow[]>`
          select r.id, r.payment_status, r.created_at, r.paid_at, r.input, r.report, r.favourites,
            o.amount_due_vnd, o.requested_at
          from private.find_live_record(${id}) r
          left join public.payment_orders o on o.record_id = r.id`,
        sql,
      );
      if (!row) throw apiErrors.recordNotFound();
      return answerResponse(getInspiration, toRecordView(row, config.priceVnd));
    },
  });
}
