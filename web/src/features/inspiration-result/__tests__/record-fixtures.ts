// Realistic answers of get-inspiration, built once with the real engine and the server's own view
// code. Test-only: the engine and its data set never enter the web bundle.
import { generateReport } from "../../../../../supabase/functions/_shared/naming/generate-report.ts";
import { toPaidView, toPreview } from "../../../../../supabase/functions/_shared/naming/preview.ts";
import type { InspirationInput } from "../../../../../supabase/functions/_shared/naming/types.ts";
import type { RecordView } from "../../../../../supabase/functions/_shared/records/record-view.ts";

export const RECORD_ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";

const INPUT: InspirationInput = {
  surname: "Nguyễn",
  gender: "gai",
  birthDate: "2026-05-01",
  themes: ["tri-tue", "binh-an", "thien-nhien"],
  wish: "Mong con thông minh, khỏe mạnh và hiếu thảo",
  middleName: null,
  avoid: [],
  length: 3,
};

const report = generateReport(INPUT, { today: "2026-01-10" });
/** Every name of the report, in rank order: the preview must show the first 3 and none of the rest. */
export const ALL_FULL_NAMES = report.suggestions.map((s) => s.fullName);

const base = { id: RECORD_ID, createdAt: "2026-01-10T03:00:00.000Z", input: INPUT, favourites: [] };

// JSON round trip: the screen receives what the function serialised, not shared object references.
const asAnswer = (view: RecordView): RecordView => JSON.parse(JSON.stringify(view)) as RecordView;

export function unpaidRecord(priceVnd = 49000): RecordView {
  return asAnswer({ ...base, paymentStatus: "not_requested", priceVnd, ...toPreview(report) });
}

export function paidRecord(): RecordView {
  return asAnswer({ ...base, paymentStatus: "paid", priceVnd: 49000, ...toPaidView(report) });
}

export function recordWithoutBirthDate(): RecordView {
  const input = { ...INPUT, birthDate: null };
  return asAnswer({ ...base, input, paymentStatus: "not_requested", priceVnd: 49000, ...toPreview(generateReport(input, { today: "2026-01-10" })) });
}
