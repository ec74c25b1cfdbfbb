// Times as a Vietnamese parent reads them: Asia/Ho_Chi_Minh, which is UTC+7 all year (no summer
// time), so plain arithmetic is exact and no Intl locale data has to load.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-11-22T06:00:00Z" → "22/11/2026 13:00"; an unreadable time → "". */
export function formatVietnamTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const local = new Date(time + VIETNAM_OFFSET_MS);
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** A `datetime-local` value ("2026-11-22T13:05") for this instant on a Vietnamese clock. */
export function vietnamDateTimeLocal(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read on a Vietnamese clock, whatever the phone's own zone, as ISO with
 * its offset ("2026-11-22T13:05:00+07:00"); null when it is not such a value.
 */
export function vietnamIsoFromLocal(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match) return null;
  const iso = `${match[1]}${match[2] ?? ":00"}+07:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}
