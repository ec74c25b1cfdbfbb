// "Today" for the product is the calendar date in Vietnam (docs/product.md §2), whatever the server's zone.
// Callers read the clock once and pass the date into the schema and the engine, which stay pure.

/**
 * Vietnam keeps one offset all year: UTC+7, with no daylight saving since 1975. Its date is therefore
 * the UTC date seven hours later, plain arithmetic. A time-zone formatter gives the same date but
 * loads the zone database first, a long task (about 170 ms under a phone's 4× slower CPU) in the
 * middle of a record page's start.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The date in Asia/Ho_Chi_Minh at the instant `now` (any instant since 1975), as "YYYY-MM-DD". */
export function todayInVietnam(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}
