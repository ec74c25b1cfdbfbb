// "Today" for the product is the calendar date in Vietnam (docs/product.md §2), whatever the server's zone.
// Callers read the clock once and pass the date into the schema and the engine, which stay pure.

// Built on first use, not when the module loads: a formatter loads its locale and zone data, which
// on a phone's slow CPU is a long task in the middle of the page's start.
let vietnamDate: Intl.DateTimeFormat | undefined;

/** The date in Asia/Ho_Chi_Minh at the instant `now`, as "YYYY-MM-DD". */
export function todayInVietnam(now: Date): string {
  vietnamDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Ho_Chi_Minh",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = Object.fromEntries(vietnamDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
