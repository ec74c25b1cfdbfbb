// The hard rule that a name never repeats the family's surname under its other reading (Võ and Vũ,
// Hoàng and Huỳnh are one character read two ways), as a middle name or as the given name.
import { describe, expect, it } from "vitest";
import { generateReport } from "../generate-report.ts";
import { describeRuleBreak, findRuleBreak } from "../name-rules.ts";
import { TODAY } from "./report-fixtures.ts";

describe("the surname under its other reading", () => {
  it("breaks the rule as a middle name or as the given name, and says so", () => {
    expect(findRuleBreak(["Võ"], ["Vũ"], "Khôi")).toEqual({ kind: "trung-ho", syllables: ["Võ", "Vũ"] });
    expect(findRuleBreak(["Võ"], ["Anh"], "Vũ")).toEqual({ kind: "trung-ho", syllables: ["Võ", "Vũ"] });
    expect(findRuleBreak(["Huỳnh"], ["Minh"], "Hoàng")).toEqual({ kind: "trung-ho", syllables: ["Huỳnh", "Hoàng"] });
    expect(findRuleBreak(["Võ"], ["Anh"], "Khôi")).toBeNull();
    expect(describeRuleBreak({ kind: "trung-ho", syllables: ["Võ", "Vũ"] })).toMatch(/họ "Võ" đọc theo cách khác/);
  });

  it("keeps such names out of a report and warns the parents of their own", () => {
    const report = generateReport(
      {
        surname: "Võ",
        gender: "trai",
        birthDate: null,
        themes: ["manh-me"],
        wish: null,
        middleName: null,
        avoid: [],
        length: 3,
        candidates: [{ name: "Anh Vũ", hanTu: null }],
      },
      { today: TODAY },
    );
    const echoing = report.suggestions.filter((s) => s.fullName.split(" ").slice(1).includes("Vũ"));
    expect(echoing.map((s) => s.fullName)).toEqual([]);
    expect(report.candidates![0]!.warnings.some((w) => w.includes('họ "Võ" đọc theo cách khác'))).toBe(true);
  });
});
