import { describe, expect, it } from "vitest";
import { addYears, formatVietnameseDate, isIsoDate } from "../iso-date.ts";

describe("isIsoDate", () => {
  it.each(["2024-02-29", "1900-01-01", "2100-12-31", "0050-06-15"])("accepts %s", (s) => {
    expect(isIsoDate(s)).toBe(true);
  });

  it.each(["2023-02-29", "2023-02-30", "2025-04-31", "2025-00-10", "2025-13-01", "2025-6-1", "2025-06-01T00:00", ""])(
    "rejects %j",
    (s) => {
      expect(isIsoDate(s)).toBe(false);
    },
  );
});

describe("addYears", () => {
  it("keeps the day, and turns 29 February into 28 February in a common year", () => {
    expect(addYears("2025-06-01", 1)).toBe("2026-06-01");
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
  });
});

describe("formatVietnameseDate", () => {
  it("writes day/month/year", () => {
    expect(formatVietnameseDate("2026-02-17")).toBe("17/02/2026");
  });
});
