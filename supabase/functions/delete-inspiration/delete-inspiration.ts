// delete-inspiration (docs/privacy.md): deletes a record when its parents ask, through
// private.delete_inspiration_record, which locks the row, deletes it and what the payment tables
// hold of it (a trigger), and leaves a receipt holding only a digest of the id, so a second request
// (a double tap, the other parent's phone) is answered the same way. Any record can be deleted,
// paid or not: the parents' right to deletion does not depend on payment.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";
import { deleteInspiration } from "@core/contracts/delete-inspiration.contract.ts";

type Outcome = "deleted" | "already_deleted" | "not_found";

export function deleteInspirationHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const id = parseRecordId(body);
      const [row] = await asServiceRole(
        (tx) => tx<{ outcome: Outcome }[]>`select private.delete_inspiration_record(${id}) as outcome`,
        sql,
      );
      if (row?.outcome === "not_found") throw apiErrors.recordNotFound();
      return answerResponse(deleteInspiration, { deleted: true });
    },
  });
}
