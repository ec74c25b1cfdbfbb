// The Vietnamese lunisolar calendar, after Hồ Ngọc Đức's published algorithm ("Âm lịch Việt Nam",
// https://www.informatik.uni-leipzig.de/~duc/amlich/): new moons and the sun's longitude from Jean
// Meeus's formulas, evaluated in Vietnam's time zone UTC+7. Using UTC+7 rather than China's UTC+8 is
// why Vietnamese Tết sometimes falls a day or a month away from Chinese New Year (1985, 2007, 2030…).
// Rules: a month starts on the day (in UTC+7) of a new moon; month 11 contains the winter solstice;
// in a year of 13 months the leap month is the first one that contains no major solar term.
import type { BirthProfile } from "./report-types.ts";
import { canChiOfYear } from "./can-chi.ts";
import { napAmOfYear } from "./nap-am.ts";

/** Vietnam's offset from UTC in hours, the meridian the calendar is computed for. */
const TIME_ZONE = 7;
/** Years the algorithm's formulas are known to hold for (Hồ Ngọc Đức publishes tables for 1800–2199). */
const FIRST_YEAR = 1800;
const LAST_YEAR = 2199;
/** Julian day of the new moon of 1900-01-01 (Meeus's k = 0) and the mean synodic month. */
const NEW_MOON_EPOCH = 2415021.076998695;
const SYNODIC_MONTH = 29.530588853;
const DEGREES = Math.PI / 180;

export interface LunarDate {
  day: number;
  month: number;
  /** The lunar year, which starts at Tết: 2026-02-16 is still in lunar year 2025. */
  year: number;
  /** True in a leap month (tháng nhuận), which repeats the number of the month before it. */
  leap: boolean;
}

/** Julian day number of a Gregorian date. */
function julianDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

/** Gregorian date ("YYYY-MM-DD") of a Julian day number. */
function isoDateOf(jd: number): string {
  const a = jd + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((b * 146097) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  const year = b * 100 + d - 4800 + Math.floor(m / 10);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Julian day (with fraction, UT) of the k-th new moon after 1900-01-01 (Meeus, ch. 49, short series). */
function newMoon(k: number): number {
  const t = k / 1236.85;
  const t2 = t * t;
  const t3 = t2 * t;
  const sin = (degrees: number) => Math.sin(degrees * DEGREES);
  const meanNewMoon =
    2415020.75933 +
    29.53058868 * k +
    0.0001178 * t2 -
    0.000000155 * t3 +
    0.00033 * sin(166.56 + 132.87 * t - 0.009173 * t2);
  const sunAnomaly = 359.2242 + 29.10535608 * k - 0.0000333 * t2 - 0.00000347 * t3;
  const moonAnomaly = 306.0253 + 385.81691806 * k + 0.0107306 * t2 + 0.00001236 * t3;
  const latitude = 21.2964 + 390.67050646 * k - 0.0016528 * t2 - 0.00000239 * t3;
  const [m, mp, f] = [sunAnomaly, moonAnomaly, latitude];
  const correction =
    (0.1734 - 0.000393 * t) * sin(m) +
    0.0021 * sin(2 * m) -
    0.4068 * sin(mp) +
    0.0161 * sin(2 * mp) -
    0.0004 * sin(3 * mp) +
    0.0104 * sin(2 * f) -
    0.0051 * sin(m + mp) -
    0.0074 * sin(m - mp) +
    0.0004 * sin(2 * f + m) -
    0.0004 * sin(2 * f - m) -
    0.0006 * sin(2 * f + mp) +
    0.001 * sin(2 * f - mp) +
    0.0005 * sin(2 * mp + m);
  // ΔT, the gap between dynamical time and universal time, in days.
  const deltaT =
    t < -11
      ? 0.001 + 0.000839 * t + 0.0002261 * t2 - 0.00000845 * t3 - 0.000000081 * t * t3
      : -0.000278 + 0.000265 * t + 0.000262 * t2;
  return meanNewMoon + correction - deltaT;
}

/** The day number, in UTC+7, of the k-th new moon. */
function newMoonDay(k: number): number {
  return Math.floor(newMoon(k) + 0.5 + TIME_ZONE / 24);
}

/** Which 30° sector (0–11, 0 from the spring equinox) the sun is in at the start of a UTC+7 day. */
function sunSector(dayNumber: number): number {
  const t = (dayNumber - 0.5 - TIME_ZONE / 24 - 2451545) / 36525;
  const t2 = t * t;
  const anomaly = (357.5291 + 35999.0503 * t - 0.0001559 * t2 - 0.00000048 * t * t2) * DEGREES;
  const meanLongitude = 280.46645 + 36000.76983 * t + 0.0003032 * t2;
  const center =
    (1.9146 - 0.004817 * t - 0.000014 * t2) * Math.sin(anomaly) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * anomaly) +
    0.00029 * Math.sin(3 * anomaly);
  const longitude = (((meanLongitude + center) % 360) + 360) % 360;
  return Math.floor(longitude / 30);
}

/** The day month 11 starts in the lunar year ending near this Gregorian year: the month of the winter solstice. */
function month11Start(year: number): number {
  const k = Math.floor((julianDay(year, 12, 31) - 2415021) / SYNODIC_MONTH);
  const candidate = newMoonDay(k);
  // Sector 9 starts at the solstice (270°): a new moon after it opens month 12, so take the one before.
  return sunSector(candidate) >= 9 ? newMoonDay(k - 1) : candidate;
}

/** In a 13-month year starting at month 11 `a11`, how many months after it the leap month comes. */
function leapMonthOffset(a11: number): number {
  const k = Math.floor((a11 - NEW_MOON_EPOCH) / SYNODIC_MONTH + 0.5);
  let offset = 1;
  let sector = sunSector(newMoonDay(k + 1));
  let previous: number;
  // The first month whose start and end lie in one sector contains no major term (trung khí).
  do {
    previous = sector;
    offset++;
    sector = sunSector(newMoonDay(k + offset));
  } while (sector !== previous && offset < 14);
  return offset - 1;
}

/** The Julian day number of an ISO date, or a clear error for anything else. */
function parseDate(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const jd = match ? julianDay(Number(match[1]), Number(match[2]), Number(match[3])) : NaN;
  if (!match || isoDateOf(jd) !== isoDate) throw new Error(`Expected an existing date as YYYY-MM-DD, got "${isoDate}"`);
  const year = Number(match[1]);
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`Lunar dates are computed for ${FIRST_YEAR}–${LAST_YEAR}, got "${isoDate}"`);
  }
  return jd;
}

/** The Vietnamese lunar date of a Gregorian date ("YYYY-MM-DD", 1800–2199). */
export function lunarDateOf(isoDate: string): LunarDate {
  const dayNumber = parseDate(isoDate);
  const year = Number(isoDate.slice(0, 4));
  // The mean month estimates which new moon opened the date's month; the true new moon can stray
  // far enough from the mean (2054-05-07, 2062-04-09) that the estimate is one month late.
  let k = Math.floor((dayNumber - NEW_MOON_EPOCH) / SYNODIC_MONTH) + 1;
  while (newMoonDay(k) > dayNumber) k--;
  const monthStart = newMoonDay(k);
  // [a11, b11): the months from one month 11 to the next, which holds the date.
  let a11 = month11Start(year);
  let b11 = a11;
  let lunarYear: number;
  if (a11 >= monthStart) {
    lunarYear = year;
    a11 = month11Start(year - 1);
  } else {
    lunarYear = year + 1;
    b11 = month11Start(year + 1);
  }
  const monthsAfter11 = Math.floor((monthStart - a11) / 29);
  let month = monthsAfter11 + 11;
  let leap = false;
  if (b11 - a11 > 365) {
    const leapOffset = leapMonthOffset(a11);
    if (monthsAfter11 >= leapOffset) {
      month = monthsAfter11 + 10;
      leap = monthsAfter11 === leapOffset;
    }
  }
  if (month > 12) month -= 12;
  if (month >= 11 && monthsAfter11 < 4) lunarYear -= 1;
  return { day: dayNumber - monthStart + 1, month, year: lunarYear, leap };
}

/** The Gregorian date of Tết (1st day of month 1) of a lunar year: 2026 → "2026-02-17". */
export function tetOf(lunarYear: number): string {
  if (!Number.isInteger(lunarYear) || lunarYear < FIRST_YEAR || lunarYear > LAST_YEAR) {
    throw new RangeError(`Tết is computed for lunar years ${FIRST_YEAR}–${LAST_YEAR}, got ${lunarYear}`);
  }
  const a11 = month11Start(lunarYear - 1);
  const k = Math.floor((a11 - NEW_MOON_EPOCH) / SYNODIC_MONTH + 0.5);
  // Month 1 is two months after month 11, three when month 11 or 12 is repeated as a leap month.
  const hasLeap11Or12 = month11Start(lunarYear) - a11 > 365 && leapMonthOffset(a11) <= 2;
  return isoDateOf(newMoonDay(k + (hasLeap11Or12 ? 3 : 2)));
}

/** The birth-year profile of a date: lunar year, Can Chi, nạp âm and its element (the mệnh). */
export function lunarYearOf(isoDate: string): BirthProfile {
  const { year } = lunarDateOf(isoDate);
  const napAm = napAmOfYear(year);
  return { lunarYear: year, canChi: canChiOfYear(year), napAm: napAm.name, element: napAm.element };
}
