// How native readers took to a name in the blind readings kept with the repository
// (data/reader-appeal.json, made by scripts/naming-data/build-reader-appeal.ts). Readers graded each
// name of a report 1–5 without knowing which engine or score chose it; a pair's appeal is how far
// its names stood above or below the other names of their reports, on average, pulled towards 0
// where few names were read. It is what readers know and the other data does not: how loved a
// name of today is (Anh Thư, Thanh Trúc, Đăng Khoa above their reports; Ngọc Nam, Hữu Thọ below).
import appealData from "./data/reader-appeal.json" with { type: "json" };

/** The table's key of a name: its last middle name and its given name, or the given name alone. */
export const appealKey = (middleKey: string | null, givenKey: string) =>
  middleKey === null ? givenKey : `${middleKey} ${givenKey}`;

/**
 * By last middle name ("" for none), then given name: ranking reads thousands of names, and builds no
 * key. Built on first use, so a module that needs only the constants below (the result page's score
 * words) does not carry the table.
 */
let appealTable: Map<string, Map<string, number>> | null = null;
function appeals(): Map<string, Map<string, number>> {
  if (appealTable) return appealTable;
  appealTable = new Map();
  for (const [key, appeal] of Object.entries(appealData.pairs as Record<string, number>)) {
    const space = key.indexOf(" ");
    const [middle, given] = space < 0 ? ["", key] : [key.slice(0, space), key.slice(space + 1)];
    if (!appealTable.has(middle)) appealTable.set(middle, new Map());
    appealTable.get(middle)!.set(given, appeal);
  }
  return appealTable;
}

/** The most quality points readers' liking adds, reached a fifth of a grade above the average. */
export const APPEAL_GAIN = 10;
const FULL_GAIN_AT = 0.2;
/** The most quality readers' liking reaches: a full 100 takes every criterion met by the name itself. */
export const LIKED_CEILING = 99;
/** The most quality points their marking down takes, reached half a grade below. */
export const APPEAL_LOSS = 15;
const FULL_LOSS_AT = 0.5;

/** In grades: how far readers put the name above (+) or below (−) the other names of its reports; 0 if unread. */
export const readerAppealOf = (middleKey: string | null, givenKey: string): number =>
  appeals()
    .get(middleKey ?? "")
    ?.get(givenKey) ?? 0;

/**
 * The quality points the readers' appeal adds or takes, in proportion up to APPEAL_GAIN and
 * APPEAL_LOSS. A name they have not read, or read as the average of its reports, keeps its quality.
 * A combination no family gives gains nothing, whatever a few readers made of it: it stays under
 * the quality floor.
 */
export function appealPointsOf(appeal: number, attested: boolean): number {
  if (appeal >= 0) return attested ? APPEAL_GAIN * Math.min(1, appeal / FULL_GAIN_AT) : 0;
  return -APPEAL_LOSS * Math.min(1, -appeal / FULL_LOSS_AT);
}
