// The floor of create-inspiration for the load benchmark: only the work the real function cannot
// avoid. The engine call on the same input with the same today, and one INSERT of the record as
// service_role. No validation, no rate-limit count, no CORS or error frame: the ratio real/floor is
// the cost of those. The bench sends the form already in its validated shape.
import { generateReport } from "@core/naming/generate-report.ts";
import type { InspirationInput } from "@core/naming/types.ts";
import { PRIVACY_NOTICE_VERSION } from "@core/privacy/retention-periods.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";
import { asServiceRole, json, serve } from "../_shared/floor-runtime.ts";

serve(async (request) => {
  const { consent: _consent, ...input } = (await request.json()) as InspirationInput & { consent: true };
  const report = generateReport(input, { today: todayInVietnam(new Date()) });
  const [row] = await asServiceRole(
    (tx) => tx<{ id: string }[]>`
    insert into public.name_inspiration_records (input, report, engine_version, consent_notice_version)
    values (${tx.json(input as never)}, ${tx.json(report as never)}, ${report.engineVersion}, ${PRIVACY_NOTICE_VERSION})
    returning id`,
  );
  return json({ id: row!.id }, 201);
});
