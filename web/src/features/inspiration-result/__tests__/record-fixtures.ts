// Realistic answers of get-inspiration, built once with the real engine and the server's own view
// code. Test-only: the engine and its data set never enter the web bundle.
import { generateReport } from "@core/naming/generate-report.ts";
import { toPaidView, toPreview } from "@core/naming/preview.ts";
import { SAMPLE_INPUT, SAMPLE_TODAY } from "@core/fixtures/sample-request.ts";
import { sampleReport } from "@core/fixtures/sample-report.ts";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";

export const RECORD_ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";

const INPUT = SAMPLE_INPUT;

const report = sampleReport();
/** Every name of the report, in rank order: the preview must show the first 3 and none of the rest. */
export const ALL_FULL_NAMES = report.suggestions.map((s) => s.fullName);

// An unpaid preview is kept 7 days; the paid one below, 24 months after payment.
const base = {
  id: RECORD_ID,
  createdAt: "2026-01-10T03:00:00.000Z",
  keptUntil: "2026-01-17T03:00:00.000Z",
  input: INPUT,
  favourites: [],
};

// JSON round trip: the screen receives what the function serialised, not shared object references.
const asAnswer = (view: RecordView): RecordView => JSON.parse(JSON.stringify(view)) as RecordView;

export function unpaidRecord(priceVnd = 49000): RecordView {
  return asAnswer({ ...base, paymentStatus: "not_requested", priceVnd, ...toPreview(report, INPUT.themes) });
}

export function paidRecord(): RecordView {
  return asAnswer({
    ...base,
    keptUntil: "2028-01-10T03:10:00.000Z",
    paymentStatus: "paid",
    priceVnd: 49000,
    ...toPaidView(report),
  });
}

/** The unpaid preview the real engine and view make for `input`, a variation of the sample request. */
function unpaidRecordOf(input: typeof INPUT): RecordView {
  return asAnswer({
    ...base,
    input,
    paymentStatus: "not_requested",
    priceVnd: 49000,
    ...toPreview(generateReport(input, { today: SAMPLE_TODAY }), input.themes),
  });
}

export const recordWithoutBirthDate = (): RecordView => unpaidRecordOf({ ...INPUT, birthDate: null });

/** A request that fixes the middle name, asks for four syllables and names a relative to avoid. */
export const recordWithMiddleNameAndAvoid = (): RecordView =>
  unpaidRecordOf({ ...INPUT, middleName: "Minh", length: 4, avoid: ["Hùng", "Lan"] });

/** A baby whose gender is not known yet: a labelled mix of boys', girls' and both-gender names. */
export const unknownGenderRecord = (): RecordView => unpaidRecordOf({ ...INPUT, gender: "chua-biet" });

/** A Tôn Nữ baby whose gender is not known yet: the surname is a girl's, and so are the names. */
export const tonNuUnknownGenderRecord = (): RecordView =>
  unpaidRecordOf({ ...INPUT, surname: "Tôn Nữ", gender: "chua-biet" });

/** A baby whose gender is not known yet, with a wished middle name families give boys: boys' names follow. */
export const quangUnknownGenderRecord = (): RecordView =>
  unpaidRecordOf({ ...INPUT, surname: "Vũ", gender: "chua-biet", middleName: "Quang", length: 4 });

/** The free preview of one name of the parents' own, with their years. */
export const recordWithOwnName = (name: string): RecordView =>
  unpaidRecordOf({
    ...INPUT,
    candidates: [{ name, hanTu: null }],
    fatherBirthYear: 1994,
    motherBirthYear: 1996,
  });

/** The parents weigh names of their own (two by default); `paid` gives the full analysis of each. */
export function recordWithCandidates(paid = false, names = ["Minh Thư", "Thị Nở"]): RecordView {
  const input = { ...INPUT, candidates: names.map((name) => ({ name, hanTu: null })) };
  const report = generateReport(input, { today: SAMPLE_TODAY });
  return paid
    ? asAnswer({
        ...base,
        input,
        keptUntil: "2028-01-10T03:10:00.000Z",
        paymentStatus: "paid",
        priceVnd: 49000,
        ...toPaidView(report),
      })
    : asAnswer({ ...base, input, paymentStatus: "not_requested", priceVnd: 49000, ...toPreview(report, input.themes) });
}
