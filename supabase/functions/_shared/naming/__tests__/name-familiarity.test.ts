import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { attestedMiddlesOf, familiarity, pairFamiliarity } from "../name-familiarity.ts";
import { generateReport } from "../generate-report.ts";
import { TODAY, TYPICAL_INPUT } from "./report-fixtures.ts";

const key = syllableKey;

describe("given names families give", () => {
  it("knows a given name by the baby's gender", () => {
    expect(familiarity(key("Khôi"), "trai")).toBe(1);
    expect(familiarity(key("Thư"), "gai")).toBe(1);
    expect(familiarity(key("Thư"), "trai")).toBe(0.5);
    expect(familiarity(key("Thư"), "chua-biet")).toBe(1);
    expect(familiarity(key("Bền"), "trai")).toBe(0);
  });
});

describe("middle and given names families give together", () => {
  it("knows real pairs by the baby's gender", () => {
    expect(pairFamiliarity(key("Minh"), key("Khôi"), "trai")).toBe(1);
    expect(pairFamiliarity(key("Bảo"), key("Châu"), "gai")).toBe(1);
    expect(pairFamiliarity(key("Bảo"), key("Châu"), "trai")).toBe(0.5);
    expect(pairFamiliarity(key("Minh"), key("Khôi"), "chua-biet")).toBe(1);
    expect(pairFamiliarity(key("Toàn"), key("Sử"), "trai")).toBe(0);
  });

  it("lists the middle names that come before a given name, whatever the tone placement", () => {
    expect(attestedMiddlesOf(key("Khôi"), "trai").has(key("Minh"))).toBe(true);
    expect(attestedMiddlesOf(key("Thủy"), "gai").has(key("Thu"))).toBe(attestedMiddlesOf(key("Thuỷ"), "gai").has(key("Thu")));
  });

  it("makes most of the top suggestions names families really give", () => {
    for (const gender of ["trai", "gai"] as const) {
      const top = generateReport({ ...TYPICAL_INPUT, gender, length: 3 }, { today: TODAY }).suggestions.slice(0, 10);
      const real = top.filter((s) => pairFamiliarity(key(s.middleName!), key(s.givenName), gender) === 1);
      expect(real.length, top.map((s) => s.fullName).join(", ")).toBeGreaterThanOrEqual(5);
    }
  });
});
