// update-favourites: marks and unmarks names of a paid report. Only a paid record has favourites
// (402 otherwise); only names of this report may be marked (400); at most 20 are kept (400). The
// database applies each call's changes under the record's row lock, so concurrent calls from the
// two parents' phones never lose each other's changes.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { rethrowRecordNotFound } from "../_shared/db/record-not-found.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { updateFavourites } from "@core/contracts/update-favourites.contract.ts";
import { parseFavouritesChange } from "./favourites-body.ts";

type Outcome = { outcome: "ok" | "not_paid" | "unknown_names" | "too_many"; favourites: string[]; names: string[] };

export function updateFavouritesHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const change = parseFavouritesChange(body);
      const [result] = await asServiceRole(
        (tx) => tx<Outcome[]>`
          select * from private.update_favourites(${change.id}, ${change.add}::text[], ${change.remove}::text[])`,
        sql,
      ).catch(rethrowRecordNotFound);
      if (!result) throw new Error("private.update_favourites returned no row");
      switch (result.outcome) {
        case "ok":
          return answerResponse(updateFavourites, { favourites: result.favourites });
        case "not_paid":
          throw apiErrors.paymentRequired();
        case "unknown_names":
          throw apiErrors.validation({
            [change.add.some((name) => result.names.includes(name)) ? "add" : "remove"]:
              "Tên này không có trong báo cáo.",
          });
        case "too_many":
          throw apiErrors.validation({ add: "Chỉ lưu được tối đa 20 tên yêu thích." });
      }
    },
  });
}
