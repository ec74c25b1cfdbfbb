import { describe, expect, it } from "vitest";
import { letterSum, letterValue, numerologyOf, reduceNumber } from "../numerology.ts";

describe("Pythagorean numerology", () => {
  it("values letters a=1 … i=9, j=1 … r=9, s=1 … z=8", () => {
    expect(["a", "i", "j", "r", "s", "z"].map(letterValue)).toEqual([1, 9, 1, 9, 1, 8]);
  });

  it("reads letters without their diacritics and đ as d", () => {
    // an = 1 + 5; Ân and Ấn read the same; Đức = d(4) + u(3) + c(3).
    expect(letterSum("Ân")).toBe(letterSum("an"));
    expect(letterSum("Ấn")).toBe(6);
    expect(letterSum("Đức")).toBe(10);
  });

  it("reduces to one digit but keeps the master numbers 11, 22 and 33", () => {
    expect(reduceNumber(38)).toBe(11);
    expect(reduceNumber(29)).toBe(11);
    expect(reduceNumber(49)).toBe(4);
    expect(reduceNumber(22)).toBe(22);
    expect(reduceNumber(33)).toBe(33);
    expect(reduceNumber(7)).toBe(7);
  });

  it("gives Nguyễn Minh An its number and a reading framed as cultural reference", () => {
    // nguyen 5+7+3+7+5+5=32, minh 4+9+5+8=26, an 1+5=6 → 64 → 10 → 1.
    const r = numerologyOf("Nguyễn Minh An");
    expect(r.number).toBe(1);
    expect(r.isMasterNumber).toBe(false);
    expect(r.reading).toMatch(/^Số 1 /);
    expect(r.reading).toContain("tham khảo văn hóa");
  });
});
