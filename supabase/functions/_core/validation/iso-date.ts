// Calendar dates as the form and the API carry them: ISO "YYYY-MM-DD" strings, no time, no zone.
// Comparing two such strings compares the dates, so no Date object is needed past parsing.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for "YYYY-MM-DD" naming a day that exists: "2024-02-29" yes, "2023-02-30" and "2024-2-1" no. */
export function isIsoDate(s: string): boolean {
  const match = ISO_DATE.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps the year as written.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const year = String(Number(isoDate.slice(0, 4)) + years).padStart(4, "0");
  const later = `${year}${isoDate.slice(4)}`;
  return isIsoDate(later) ? later : `${year}-02-28`;
}

/** "2026-02-17" → "17/02/2026", the way Vietnamese readers write dates. */
export function formatVietnameseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}
