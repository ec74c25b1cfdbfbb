// create-inspiration (docs/product.md §8): validates the form with the schema the web app shares, computes the
// report once, and stores both through private.create_inspiration_record, which also enforces the
// rate limits of docs/product.md §6 in the database. Nothing is written for a rejected request,
// and nothing without the parents' consent (the form schema requires it); the record keeps the
// version of the privacy notice they agreed to.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { clientIp } from "../_shared/http/client-ip.ts";
import { clientKey } from "../_shared/http/client-key.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { createInspiration, createInspirationRequest } from "@core/contracts/create-inspiration.contract.ts";
import { firstUnlistedHanTu } from "@core/naming/chosen-han-tu.ts";
import { generateReport } from "@core/naming/generate-report.ts";
import type { CandidateInput } from "@core/naming/types.ts";
import { PRIVACY_NOTICE_VERSION } from "@core/privacy/retention-periods.ts";
import { formFieldErrors } from "@core/validation/form-field-errors.ts";
import type { InspirationFormSchema } from "@core/validation/inspiration-form.ts";
import { surnameSuggestions } from "@core/validation/surname-check.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";

/** Callers the proxy could not identify share one bucket rather than escape the limit. */
const UNKNOWN_CLIENT_IP = "0.0.0.0";

interface CreateInspirationDeps {
  config: AppConfig;
  sql?: Sql;
  now?: () => Date;
}

export function createInspirationHandler({ config, sql, now = () => new Date() }: CreateInspirationDeps) {
  // Building the schema costs ~1 ms, parsing with it ~0.03 ms: build it once per day (its date range
  // depends on today).
  let cached: { today: string; schema: InspirationFormSchema } | undefined;
  const schemaOf = (today: string): InspirationFormSchema => {
    if (cached?.today !== today) cached = { today, schema: createInspirationRequest(today) };
    return cached.schema;
  };

  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body, request) => {
      const today = todayInVietnam(now());
      const parsed = schemaOf(today).safeParse(body);
      if (!parsed.success) {
        const fields = formFieldErrors(parsed.error);
        // A surname the data set does not know: offer the nearest known ones ("tran" → Trần).
        const typed = (body as { surname?: unknown } | null)?.surname;
        throw apiErrors.validation(
          fields,
          fields.surname && typeof typed === "string" ? surnameSuggestions(typed) : undefined,
        );
      }

      const input = parsed.data;
      refuseUnlistedHanTu(input.candidates ?? []);
      const report = generateReport(input, { today });
      const callerKey = await clientKey(clientIp(request) ?? UNKNOWN_CLIENT_IP, config.rateLimits.keySecret);
      const [row] = await asServiceRole(
        (tx) => tx<{ record_id: string | null; retry_after_seconds: number }[]>`
          select * from private.create_inspiration_record(
            ${tx.json(input as never)}, ${tx.json(report as never)}, ${report.engineVersion}, ${PRIVACY_NOTICE_VERSION},
            ${callerKey}, ${config.rateLimits.perIpPerHour}, ${config.rateLimits.perHour}
          )`,
        sql,
      );
      if (!row?.record_id) throw apiErrors.rateLimited(row?.retry_after_seconds ?? 3600);
      return answerResponse(createInspiration, { id: row.record_id }, 201);
    },
  });
}

/** A candidate's chữ Hán must be one names write its syllable with (the data set's list): else a field error. */
function refuseUnlistedHanTu(candidates: readonly CandidateInput[]): void {
  const fields: Record<string, string> = {};
  candidates.forEach((candidate, index) => {
    if (!candidate.hanTu) return;
    const syllables = candidate.name.split(" ");
    const wrong = firstUnlistedHanTu(syllables, candidate.hanTu);
    if (wrong === null) return;
    const message = `Chữ Hán "${candidate.hanTu[wrong] ?? ""}" không phải cách viết thường dùng trong tên của chữ "${syllables[wrong]}".`;
    fields.candidates ??= message;
    fields[`candidates.${index}`] = message;
  });
  if (Object.keys(fields).length > 0) throw apiErrors.validation(fields);
}
