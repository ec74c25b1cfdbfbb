import { describe, expect, it } from "vitest";
import { formatVnd } from "@/lib/format-vnd.ts";

const intl = new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND", maximumFractionDigits: 0 });

describe("formatVnd", () => {
  it("writes a price as vi-VN's currency format does", () => {
    expect(formatVnd(49000)).toBe("49.000\u00a0₫");
    for (const amount of [
      0, 5, 999, 1000, 12_345, 49_000, 100_000, 1_234_567, 99_000_000, 1_000_000_000, -49_000, 48_999.6,
    ]) {
      expect(formatVnd(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
