// The panel of 36 hand-written requests (request-panel.ts) through the real engine: every suggestion
// obeys the hard rules, real names fill the report first, and the meanings do not repeat.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DATA_VERSION } from "../data/data-set.ts";
import { generateReport } from "../generate-report.ts";
import { attestedPair, endsNamesOfBoth, endsRealName } from "../name-pairs.ts";
import { findRuleBreak, LINEAGE_MIDDLES } from "../name-rules.ts";
import type { Report } from "../report-types.ts";
import { genderFixedBy, namingGender } from "../surname-gender.ts";
import { ENGINE_VERSION } from "../version.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { REQUEST_PANEL } from "./request-panel.ts";
import { TODAY } from "./report-fixtures.ts";

const reports: Report[] = REQUEST_PANEL.map((input) => generateReport(input, { today: TODAY }));
const all = REQUEST_PANEL.flatMap((input, i) => reports[i]!.suggestions.map((s, position) => ({ input, s, position })));

describe("the request panel", () => {
  it("has at least 30 varied requests, each answered with 20 names", () => {
    expect(REQUEST_PANEL.length).toBeGreaterThanOrEqual(30);
    for (const r of reports) expect(r.suggestions).toHaveLength(20);
  });

  it("breaks no hard rule in any suggestion", () => {
    const broken: string[] = [];
    for (const { input, s } of all) {
      const middles = s.middleName?.split(" ") ?? [];
      const rule = findRuleBreak(input.surname.split(" "), middles, s.givenName);
      if (rule) broken.push(`${s.fullName}: ${rule.kind}`);
      const gender = namingGender(input.surname, input.gender);
      const ends =
        endsRealName(syllableKey(s.givenName), gender) ||
        (gender === "chua-biet" && middles.length === 0 && endsNamesOfBoth(syllableKey(s.givenName)));
      if (!s.rare && !ends) broken.push(`${s.fullName}: ends with a syllable no real name ends with`);
      const fixed = genderFixedBy(input.surname);
      if (
        fixed &&
        middles.length > 0 &&
        !s.rare &&
        !attestedPair(syllableKey(middles.at(-1)!), syllableKey(s.givenName), fixed)
      )
        broken.push(`${s.fullName}: not a ${fixed} name`);
      if (middles.length === 2 && LINEAGE_MIDDLES.has(syllableKey(middles[1]!)))
        broken.push(`${s.fullName}: stacked lineage middle`);
    }
    expect(broken).toEqual([]);
  });

  it("fills positions 1–3 with real names always, and at least 18 of 20 where 18 exist", () => {
    const isReal = (s: (typeof all)[number]["s"]) => !s.rare;
    for (const report of reports) {
      expect(report.suggestions.slice(0, 3).every(isReal)).toBe(true);
    }
    const share = all.filter(({ s }) => isReal(s)).length / all.length;
    console.log(`request panel: ${(share * 100).toFixed(1)} % real names over ${all.length} suggestions`);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it("never scores a new combination above a real name of the same report, and labels it", () => {
    for (const report of reports) {
      const rare = report.suggestions.filter((s) => s.rare);
      for (const s of rare) expect(s.reasons.some((r) => r.startsWith("Tổ hợp mới"))).toBe(true);
      const firstRare = report.suggestions.findIndex((s) => s.rare);
      if (firstRare >= 0) expect(report.suggestions.slice(firstRare).every((s) => s.rare)).toBe(true);
    }
  });

  it("gives every suggestion of a report its own meaning sentences, once the name is taken out", () => {
    for (const report of reports) {
      const seen = new Map<string, string>();
      for (const s of report.suggestions) {
        const words = s.fullName.split(" ");
        for (const sentence of s.meaning.split(/(?<=[.!?])\s+/u)) {
          const bare = words.reduce((text, w) => text.replaceAll(w, "…"), sentence);
          expect(seen.get(bare), `${s.fullName} repeats ${seen.get(bare)}: ${sentence}`).toBeUndefined();
          seen.set(bare, s.fullName);
        }
      }
    }
  });

  // A card puts the engine's sentences side by side: one quotation mark, the curly one, for all.
  it("quotes a name or a word in every sentence with curly quotes only", () => {
    const texts = reports.flatMap((r): (string | null)[] => [
      ...r.suggestions.flatMap((s) => [
        s.meaning,
        ...s.reasons,
        ...s.checks.map((c) => c.detail),
        ...s.syllables.map((syllable) => syllable.meaning),
      ]),
      ...(r.candidates ?? []).flatMap((c) => [c.verdict, ...c.warnings, ...c.reasons]),
    ]);
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((text) => text !== null && /"|(^|[\s(])'|'($|[\s,.;:)])/.test(text))).toEqual([]);
  });

  it("changes its reports only with a new engine or data version (golden)", () => {
    const digest = createHash("sha256").update(JSON.stringify(reports)).digest("hex").slice(0, 16);
    // When this fails: read the new reports, bump ENGINE_VERSION or DATA_VERSION, then update both lines.
    expect(`${ENGINE_VERSION} ${DATA_VERSION}`).toBe("3.15.1 2026.12.26");
    expect(digest).toBe("17c2aceadef74495");
  });
});
