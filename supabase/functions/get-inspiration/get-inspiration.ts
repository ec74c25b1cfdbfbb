// get-inspiration (docs/product.md §8): the view of one record. Unpaid records get the free preview only; the
// cut happens on the server (its first half in the SELECT), so paid content never leaves it for them.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { getInspiration } from "@core/contracts/get-inspiration.contract.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";
import { readRecordView } from "../_shared/records/read-record-view.ts";
import { toRecordView } from "../_shared/records/record-view.ts";

export function getInspirationHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const id = parseRecordId(body);
      const [row] = await asServiceRole((tx) => readRecordView(tx, id), sql);
      if (!row) throw apiErrors.recordNotFound();
      return answerResponse(getInspiration, toRecordView(row, config.priceVnd));
    },
  });
}
