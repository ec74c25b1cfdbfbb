import { describe, expect, it } from "vitest";
import { groupVnd, parseVnd } from "@/features/payment/model/parse-vnd.ts";
import { formatVietnamTime, vietnamDateTimeLocal, vietnamIsoFromLocal } from "@/features/payment/model/vietnam-time.ts";

describe("an amount as a parent types it", () => {
  it.each([
    ["49.000", 49000],
    ["49000", 49000],
    ["49 000", 49000],
    ["1.049.000 ₫", 1049000],
    ["49.000đ", 49000],
    [" 9000 ", 9000],
  ])("reads %s", (text, amount) => {
    expect(parseVnd(text)).toBe(amount);
  });

  it.each(["", "0", "49,5", "49.00", "4.9000", "abc", "-49000"])("refuses %s", (text) => {
    expect(parseVnd(text)).toBeNull();
  });

  it("prefills as it would be typed", () => expect(groupVnd(49000)).toBe("49.000"));
});

describe("Vietnam time", () => {
  it("writes an instant as dd/mm/yyyy HH:mm in Vietnam, whatever the machine's zone", () => {
    expect(formatVietnamTime("2026-11-22T06:00:00.000Z")).toBe("22/11/2026 13:00");
    expect(formatVietnamTime("2026-12-31T17:30:00Z")).toBe("01/01/2027 00:30");
    expect(formatVietnamTime("not a time")).toBe("");
  });

  it("reads a datetime-local value on a Vietnamese clock and sends it with +07:00", () => {
    expect(vietnamDateTimeLocal(new Date("2026-11-22T06:00:00Z"))).toBe("2026-11-22T13:00");
    expect(vietnamIsoFromLocal("2026-11-22T12:55")).toBe("2026-11-22T12:55:00+07:00");
    expect(vietnamIsoFromLocal("")).toBeNull();
    expect(vietnamIsoFromLocal("2026-13-40T99:99")).toBeNull();
  });
});
