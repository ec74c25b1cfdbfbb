import { describe, expect, it } from "vitest";
import { toPaidView, toPreview } from "../preview.ts";
import { PREVIEW_SUGGESTION_KEYS } from "../report-types.ts";
import { sampleReport } from "../../fixtures/sample-report.ts";

const report = sampleReport();

describe("the unpaid preview", () => {
  const preview = toPreview(report);
  const json = JSON.stringify(preview);

  it("keeps exactly the top 3 suggestions and says 17 are locked", () => {
    expect(preview.suggestions.map((s) => s.fullName)).toEqual(report.suggestions.slice(0, 3).map((s) => s.fullName));
    expect(preview.lockedCount).toBe(17);
    expect(preview.profile).toEqual(report.profile);
  });

  it("builds each suggestion from the allowlist of keys, and nothing else", () => {
    for (const s of JSON.parse(json).suggestions) expect(Object.keys(s).sort()).toEqual([...PREVIEW_SUGGESTION_KEYS].sort());
  });

  it("sends none of the paid fields", () => {
    for (const key of ["syllables", "tonePattern", "numerology", "checks", "meaningDetail", "themes", "surname"]) {
      expect(json).not.toContain(`"${key}"`);
    }
  });

  it("never sends suggestions 4–20, not even their names", () => {
    for (const s of report.suggestions.slice(3)) expect(json).not.toContain(`"${s.fullName}"`);
  });

  it("is a copy: changing the preview leaves the stored report alone", () => {
    const copy = toPreview(report);
    copy.suggestions[0]!.reasons.push("x");
    expect(report.suggestions[0]!.reasons).not.toContain("x");
  });
});

describe("the paid view", () => {
  it("keeps all 20 suggestions with the full analysis and locks nothing", () => {
    const view = toPaidView(report);
    expect(view.suggestions).toHaveLength(20);
    expect(view.lockedCount).toBe(0);
    expect(JSON.stringify(view)).toContain('"numerology"');
  });
});
