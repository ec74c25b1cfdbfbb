import { describe, expect, it } from "vitest";
import { toPaidView, toPreview, withLeaning } from "../preview.ts";
import { PREVIEW_SUGGESTION_KEYS, type Suggestion } from "../report-types.ts";
import { SAMPLE_INPUT } from "../../fixtures/sample-request.ts";
import { sampleReport } from "../../fixtures/sample-report.ts";

const report = sampleReport();

describe("the unpaid preview", () => {
  const preview = toPreview(report, SAMPLE_INPUT.themes);
  const json = JSON.stringify(preview);

  it("keeps exactly the top 3 suggestions and says 17 are locked", () => {
    expect(preview.suggestions.map((s) => s.fullName)).toEqual(report.suggestions.slice(0, 3).map((s) => s.fullName));
    expect(preview.lockedCount).toBe(17);
    expect(preview.profile).toEqual(report.profile);
  });

  it("builds each suggestion from the allowlist of keys and its lean, and nothing else", () => {
    for (const s of JSON.parse(json).suggestions)
      expect(Object.keys(s).sort()).toEqual([...PREVIEW_SUGGESTION_KEYS].sort());
  });

  it("sends none of the paid fields", () => {
    const { locked: _facts, ...rest } = preview;
    const withoutLocked = JSON.stringify(rest);
    for (const key of ["syllables", "tonePattern", "numerology", "checks", "meaningDetail", "themes", "surname"]) {
      expect(withoutLocked).not.toContain(`"${key}"`);
    }
  });

  it("never sends suggestions 4–20, not even their names, meanings, chữ Hán or scores", () => {
    for (const s of report.suggestions.slice(3)) {
      expect(json).not.toContain(`"${s.fullName}"`);
      expect(json).not.toContain(s.meaning);
      if (s.hanTu) expect(json).not.toContain(s.hanTu);
    }
  });

  it("says of each locked suggestion only its rank, band, element, the chosen themes it answers and its lean", () => {
    expect(preview.locked).toHaveLength(17);
    preview.locked.forEach((facts, index) => {
      const hidden = report.suggestions[index + 3]!;
      expect(Object.keys(facts).sort()).toEqual(["band", "element", "genderLean", "position", "themes"]);
      expect(facts.position).toBe(index + 4);
      expect(facts.band).toBe(hidden.band);
      expect(facts.element).toBe(hidden.element);
      for (const theme of facts.themes) expect(SAMPLE_INPUT.themes).toContain(theme);
    });
    expect(preview.locked.some((facts) => facts.themes.length > 0)).toBe(true);
  });

  it("is a copy: changing the preview leaves the stored report alone", () => {
    const copy = toPreview(report, SAMPLE_INPUT.themes);
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

describe("a name's lean in a view", () => {
  const named = (middleName: string | null, givenName: string) =>
    ({ ...report.suggestions[0]!, middleName, givenName }) as Suggestion;

  it("is who the real-name table says families give the last middle name and the given name to", () => {
    expect(withLeaning(named("Ngọc Bảo", "Anh")).genderLean).toBe("gai");
    expect(withLeaning(named("Thùy", "Dương")).genderLean).toBe("gai");
    expect(withLeaning(named("Quốc", "Bảo")).genderLean).toBe("trai");
  });

  it("is null for a pair the table does not know; a one-syllable name leans as the real names it ends", () => {
    expect(withLeaning(named("Sông", "Gió")).genderLean).toBeNull();
    expect(withLeaning(named(null, "An")).genderLean).toBe("ca-hai");
  });

  it("is read for every name of both views, the parents' own included", () => {
    const free = toPreview(report, SAMPLE_INPUT.themes).suggestions;
    expect(free.map((s) => s.genderLean)).toEqual(report.suggestions.slice(0, 3).map((s) => withLeaning(s).genderLean));
    expect(free.some((s) => s.genderLean !== null)).toBe(true);
    const paid = toPaidView(report);
    for (const name of [...paid.suggestions, ...paid.candidates])
      expect(name).toHaveProperty("genderLean", withLeaning(name).genderLean);
  });
});
