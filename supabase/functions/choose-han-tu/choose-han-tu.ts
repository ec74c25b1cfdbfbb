// choose-han-tu: the parents pick the chữ Hán of each syllable of one name of their paid report
// (the syllables after the surname). The name is analysed again under the choice, here where the
// engine runs, and stored in place of the old analysis, so a shared link shows it. 404 unknown
// record, 402 unpaid, 400 a name not in the report or a character names do not write the syllable with.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { rethrowRecordNotFound } from "../_shared/db/record-not-found.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { parseRequestBody } from "../_shared/http/parse-request-body.ts";
import { reanalyseWithHanTu } from "@core/naming/analyse-candidate.ts";
import { firstUnlistedHanTu } from "@core/naming/chosen-han-tu.ts";
import { DATA_SET } from "@core/naming/data/data-set.ts";
import { lunarYearOf } from "@core/naming/lunar.ts";
import { prepareDataSet, surnameInfoOf } from "@core/naming/prepared-data-set.ts";
import { analysisContext } from "@core/naming/analysis-context.ts";
import type { Report } from "@core/naming/report-types.ts";
import type { InspirationInput } from "@core/naming/types.ts";
import { chooseHanTu } from "@core/contracts/choose-han-tu.contract.ts";
import { withLeaning } from "@core/naming/preview.ts";

const MESSAGES = {
  id: "Mã hồ sơ không hợp lệ.",
  fullName: "Tên không hợp lệ.",
  hanTu: "Cần một chữ Hán cho mỗi chữ của tên (sau họ).",
  tiesAsIn: "Thứ tự tên không hợp lệ.",
};

interface RecordRow {
  payment_status: string;
  input: InspirationInput;
  report: Report;
}

export function chooseHanTuHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (raw) => {
      const { id, fullName, hanTu, tiesAsIn } = parseRequestBody(chooseHanTu.request, raw, MESSAGES);

      const [row] = await asServiceRole(
        (tx) => tx<RecordRow[]>`select payment_status, input, report from private.find_live_record(${id})`,
        sql,
      );
      if (!row) throw apiErrors.recordNotFound();
      if (row.payment_status !== "paid") throw apiErrors.paymentRequired();

      const suggestion = row.report.suggestions.find((e) => e.fullName === fullName);
      const candidate = row.report.candidates?.find((e) => e.fullName === fullName);
      const entry = suggestion ?? candidate;
      if (!entry) throw apiErrors.validation({ fullName: "Tên này không có trong báo cáo." });
      const syllables = fullName.slice(entry.surname.length).trim().split(" ");
      const wrong = firstUnlistedHanTu(syllables, hanTu);
      if (wrong !== null) {
        throw apiErrors.validation({
          hanTu:
            syllables.length !== hanTu.length
              ? `Cần đúng ${syllables.length} chữ Hán, mỗi chữ của tên một chữ.`
              : `Chữ Hán "${hanTu[wrong]}" không phải cách viết thường dùng trong tên của chữ "${syllables[wrong]}".`,
        });
      }

      const data = prepareDataSet(DATA_SET);
      const profile = row.input.birthDate ? lunarYearOf(row.input.birthDate) : null;
      const updated = reanalyseWithHanTu(
        entry,
        suggestion ? "suggestion" : "candidate",
        hanTu,
        surnameInfoOf(row.input.surname, data),
        analysisContext(row.input, profile, data),
        data,
      );
      const [stored] = await asServiceRole(
        (tx) => tx<{ outcome: string }[]>`
          select private.replace_report_name(${id}, ${fullName}, ${tx.json(updated as never)}, ${tiesAsIn ?? null}::text[]) as outcome`,
        sql,
      ).catch(rethrowRecordNotFound);
      if (stored?.outcome === "not_paid") throw apiErrors.paymentRequired();
      if (stored?.outcome !== "ok") throw apiErrors.validation({ fullName: "Tên này không có trong báo cáo." });
      // Stored as the engine made it; answered as the report's views show it.
      return answerResponse(chooseHanTu, withLeaning(updated));
    },
  });
}
