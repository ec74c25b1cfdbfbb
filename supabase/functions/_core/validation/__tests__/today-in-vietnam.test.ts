import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { todayInVietnam } from "../today-in-vietnam.ts";

describe("todayInVietnam", () => {
  it("turns the date at 17:00 UTC, Vietnam's midnight (UTC+7)", () => {
    expect(todayInVietnam(new Date("2025-06-01T16:59:59.999Z"))).toBe("2025-06-01");
    expect(todayInVietnam(new Date("2025-06-01T17:00:00.000Z"))).toBe("2025-06-02");
  });

  it("gives Vietnam's date, not UTC's, around UTC midnight", () => {
    expect(todayInVietnam(new Date("2025-12-31T23:59:59Z"))).toBe("2026-01-01");
    expect(todayInVietnam(new Date("2026-01-01T00:00:00Z"))).toBe("2026-01-01");
  });

  it("zero-pads months and days", () => {
    expect(todayInVietnam(new Date("2024-02-08T20:00:00Z"))).toBe("2024-02-09");
  });

  it("is the date the time-zone database gives for Asia/Ho_Chi_Minh, at any instant from 1976 to 2100", () => {
    const vietnamDate = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Ho_Chi_Minh",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const instants = fc.date({
      min: new Date("1976-01-01T00:00:00Z"),
      max: new Date("2100-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (now) => {
        expect(todayInVietnam(now)).toBe(vietnamDate.format(now));
      }),
      { numRuns: 2000 },
    );
  });
});
