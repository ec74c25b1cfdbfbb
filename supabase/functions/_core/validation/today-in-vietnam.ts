// "Today" for the product is the calendar date in Vietnam (docs/product.md §2), whatever the server's zone.
// Callers read the clock once and pass the date into the schema and the engine, which stay pure.

const VIETNAM_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Ho_Chi_Minh",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The date in Asia/Ho_Chi_Minh at the instant `now`, as "YYYY-MM-DD". */
export function todayInVietnam(now: Date): string {
  const parts = Object.fromEntries(VIETNAM_DATE.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
