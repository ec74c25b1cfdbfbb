import { describe, expect, it } from "vitest";
import { CAN, CHI, canChiOfYear } from "../can-chi.ts";
import { lunarDateOf, lunarYearOf, tetOf, type LunarDate } from "../lunar.ts";
import { NAP_AM_TABLE, napAmOfYear } from "../nap-am.ts";
import { ELEMENTS } from "../types.ts";

const DAY_MS = 86_400_000;
const shift = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

describe("Tết where Vietnam (UTC+7) and China (UTC+8) differ", () => {
  // The new moon falls after midnight in China but before it in Vietnam; in 1985 that also moved
  // the winter solstice's month, putting Vietnamese Tết a whole month earlier.
  it.each([
    [1985, "1985-01-21", "1985-02-20", "Ất Sửu"],
    [2007, "2007-02-17", "2007-02-18", "Đinh Hợi"],
    [2030, "2030-02-02", "2030-02-03", "Canh Tuất"],
    [2053, "2053-02-18", "2053-02-19", "Quý Dậu"],
  ])("puts Tết %i on %s (China: %s)", (year, tet, chineseNewYear, canChi) => {
    expect(tetOf(year)).toBe(tet);
    expect(lunarDateOf(tet)).toEqual({ day: 1, month: 1, year, leap: false });
    expect(lunarYearOf(tet)).toMatchObject({ lunarYear: year, canChi });
    expect(lunarYearOf(shift(tet, -1)).lunarYear).toBe(year - 1);
    expect(lunarYearOf(chineseNewYear).lunarYear).toBe(year);
  });
});

describe("known Vietnamese Tết dates and their years", () => {
  it.each([
    ["1900-01-31", 1900, "Canh Tý", "Bích Thượng Thổ", "Thổ"],
    ["1945-02-13", 1945, "Ất Dậu", "Tuyền Trung Thủy", "Thủy"],
    ["1968-01-29", 1968, "Mậu Thân", "Đại Trạch Thổ", "Thổ"],
    ["1975-02-11", 1975, "Ất Mão", "Đại Khê Thủy", "Thủy"],
    ["1990-01-27", 1990, "Canh Ngọ", "Lộ Bàng Thổ", "Thổ"],
    ["2000-02-05", 2000, "Canh Thìn", "Bạch Lạp Kim", "Kim"],
    ["2010-02-14", 2010, "Canh Dần", "Tùng Bách Mộc", "Mộc"],
    ["2020-01-25", 2020, "Canh Tý", "Bích Thượng Thổ", "Thổ"],
    ["2023-01-22", 2023, "Quý Mão", "Kim Bạch Kim", "Kim"],
    ["2024-02-10", 2024, "Giáp Thìn", "Phú Đăng Hỏa", "Hỏa"],
    ["2025-01-29", 2025, "Ất Tỵ", "Phú Đăng Hỏa", "Hỏa"],
    ["2026-02-17", 2026, "Bính Ngọ", "Thiên Hà Thủy", "Thủy"],
  ] as const)("Tết %s opens %i, %s, %s", (tet, lunarYear, canChi, napAm, element) => {
    expect(lunarYearOf(tet)).toEqual({ lunarYear, canChi, napAm, element });
    expect(lunarYearOf(shift(tet, -1)).lunarYear).toBe(lunarYear - 1);
    if (lunarYear > 1900) expect(tetOf(lunarYear)).toBe(tet);
  });

  it("finds the leap months of 2020 (4th) and 2023 (2nd)", () => {
    expect(lunarDateOf("2020-05-23")).toEqual({ day: 1, month: 4, year: 2020, leap: true });
    expect(lunarDateOf("2020-06-21")).toEqual({ day: 1, month: 5, year: 2020, leap: false });
    expect(lunarDateOf("2023-03-22")).toEqual({ day: 1, month: 2, year: 2023, leap: true });
  });
});

describe("every Tết from 1901 to 2100", () => {
  const years = Array.from({ length: 200 }, (_, i) => 1901 + i);
  const tets = years.map(tetOf);

  it("falls between 19 January and 21 February", () => {
    const outside = tets.filter((tet) => tet.slice(5) < "01-19" || tet.slice(5) > "02-21");
    expect(outside).toEqual([]);
  });

  it("comes 353 to 385 days after the previous one", () => {
    const gaps = tets.slice(1).map((tet, i) => daysBetween(tets[i]!, tet));
    expect(gaps.filter((gap) => gap < 353 || gap > 385)).toEqual([]);
  });

  it("is the first day of month 1, and the day before closes month 12 of the year before", () => {
    for (const [i, tet] of tets.entries()) {
      expect(lunarDateOf(tet)).toEqual({ day: 1, month: 1, year: years[i], leap: false });
      expect(lunarDateOf(shift(tet, -1))).toMatchObject({ month: 12, year: years[i]! - 1 });
    }
  });

  it("falls within a day of a mean new moon in UTC+7 (Meeus 49.1)", () => {
    const meanNewMoonOffsets = tets.map((tet) => {
      const jd = Date.parse(`${tet}T00:00:00+07:00`) / DAY_MS + 2440587.5; // Julian date of 00:00 UTC+7
      const k = Math.round((jd - 2451550.09766) / 29.530588861);
      return jd - (2451550.09766 + 29.530588861 * k);
    });
    // The true new moon strays up to ~14 h from the mean one; the day holding it starts at most a day before.
    expect(meanNewMoonOffsets.filter((offset) => offset < -1.6 || offset > 0.6)).toEqual([]);
  });
});

describe("lunarDateOf over every day of 1900–2100", () => {
  it("counts days 1–29/30 in months 1–12, at most one leap month a year, the year turning at Tết", () => {
    const broken: string[] = [];
    const leapMonths = new Map<number, number>();
    let previous: LunarDate = lunarDateOf("1899-12-31");
    for (let date = "1900-01-01"; date <= "2100-12-31"; date = shift(date, 1)) {
      const current = lunarDateOf(date);
      const sameMonth =
        current.day === previous.day + 1 &&
        current.month === previous.month &&
        current.leap === previous.leap &&
        current.year === previous.year;
      const monthEnded = current.day === 1 && (previous.day === 29 || previous.day === 30);
      const nextMonth =
        monthEnded &&
        !current.leap &&
        current.month === (previous.month % 12) + 1 &&
        current.year === previous.year + (current.month === 1 ? 1 : 0);
      const leapMonth =
        monthEnded &&
        current.leap &&
        !previous.leap &&
        current.month === previous.month &&
        current.year === previous.year;
      if (!sameMonth && !nextMonth && !leapMonth) broken.push(`${date}: ${JSON.stringify([previous, current])}`);
      if (current.leap && current.day === 1) leapMonths.set(current.year, (leapMonths.get(current.year) ?? 0) + 1);
      previous = current;
    }
    expect(broken).toEqual([]);
    expect([...leapMonths.values()].every((count) => count === 1)).toBe(true);
    // The Metonic cycle: 7 leap months every 19 years, so about 74 in 201 years.
    expect(leapMonths.size).toBeGreaterThanOrEqual(72);
    expect(leapMonths.size).toBeLessThanOrEqual(76);
  });
});

describe("input validation", () => {
  it.each(["2023-02-30", "2024-2-1", "2024/02/01", "", "hôm nay", "2024-02-01T00:00:00Z"])("rejects %j", (input) => {
    expect(() => lunarYearOf(input)).toThrow(/existing date as YYYY-MM-DD/);
  });

  it("accepts 29 February only in a leap year", () => {
    expect(lunarYearOf("2024-02-29").lunarYear).toBe(2024);
    expect(() => lunarDateOf("2100-02-29")).toThrow(/existing date/);
  });

  it("refuses dates outside 1800–2199 and lunar years it cannot place", () => {
    expect(() => lunarDateOf("1799-12-31")).toThrow(RangeError);
    expect(() => tetOf(2200)).toThrow(RangeError);
    expect(() => tetOf(2024.5)).toThrow(RangeError);
  });
});

describe("Can Chi and nạp âm", () => {
  it.each([
    [1984, "Giáp Tý"],
    [1990, "Canh Ngọ"],
    [1999, "Kỷ Mão"],
    [2001, "Tân Tỵ"],
    [2026, "Bính Ngọ"],
    [2043, "Quý Hợi"],
  ])("names lunar year %i %s", (year, canChi) => {
    expect(canChiOfYear(year)).toBe(canChi);
  });

  it("uses Vietnamese spelling", () => {
    expect(CAN).toContain("Bính");
    expect(CHI).toEqual(expect.arrayContaining(["Mão", "Tỵ"]));
  });

  it("lists the nạp âm rows in cycle order, each with its element as the last word", () => {
    expect(NAP_AM_TABLE).toHaveLength(30);
    NAP_AM_TABLE.forEach(([first, second, name, element], row) => {
      expect([first, second]).toEqual([canChiOfYear(1984 + 2 * row), canChiOfYear(1985 + 2 * row)]);
      expect(ELEMENTS).toContain(element);
      expect(name.endsWith(` ${element}`)).toBe(true);
    });
    expect(new Set(NAP_AM_TABLE.map((row) => row[2])).size).toBe(30);
  });

  it("gives both years of a pair the same nạp âm, repeating every 60 years", () => {
    expect(napAmOfYear(2026)).toEqual({ name: "Thiên Hà Thủy", element: "Thủy" });
    expect(napAmOfYear(2027)).toEqual(napAmOfYear(2026));
    expect(napAmOfYear(1966)).toEqual(napAmOfYear(2026));
    expect(napAmOfYear(2028)).not.toEqual(napAmOfYear(2026));
  });
});
