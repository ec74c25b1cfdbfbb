// Properties of the score itself (score.ts, score-formula.ts), over any name and any request:
// quality never moves with what the family asks, a warning never raises a score, and a warned name
// stays below 85.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relateToBirth } from "../elements.ts";
import { parentProfile } from "../parents.ts";
import { WARNED_CEILING } from "../score-formula.ts";
import { scoreName } from "../score.ts";
import type { NameFeatures, ScoreContext } from "../score-inputs.ts";
import { analyseToneSequence, toneVerdictOf } from "../tones.ts";
import { ELEMENTS, THEME_IDS } from "../types.ts";
import { TONES } from "../../vietnamese/normalize.ts";

const element = fc.constantFrom(...ELEMENTS);
const themes = fc.subarray([...THEME_IDS], { maxLength: 3 });

const features: fc.Arbitrary<NameFeatures> = fc
  .record({
    naturalness: fc.double({ min: 0, max: 1, noNaN: true }),
    modernity: fc.constantFrom(0.5, 0.75, 1),
    readerAppeal: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
    neutrality: fc.constantFrom(0, 0.25, 0.5, 1),
    attested: fc.boolean(),
    lean: fc.constantFrom("trai" as const, "gai" as const, "ca-hai" as const, null),
    placeEcho: fc.constantFrom(null, "Hải Dương"),
    meaningShare: fc.constantFrom(0.4, 0.85, 1),
    givenThemes: themes,
    middleThemes: fc.array(themes, { maxLength: 2 }),
    scoredWishMatches: fc.subarray(["sáng dạ", "hiền", "mạnh mẽ"]),
    tones: fc.array(fc.constantFrom(...TONES), { minLength: 2, maxLength: 4 }),
    given: element,
    birth: element,
    failedChecks: fc.nat(2),
    softWarnings: fc.nat(2),
  })
  .map(({ tones, given, birth, ...rest }) => ({
    ...rest,
    commonness: rest.naturalness,
    naturalnessReason: null,
    givenRelation: relateToBirth(given, birth),
    middleRelations: [relateToBirth(given, birth)],
    toneVerdict: toneVerdictOf(tones),
    tones: () => analyseToneSequence(tones),
    givenElement: given,
    middleElements: [given],
  }));

const contexts: fc.Arbitrary<ScoreContext> = fc
  .record({
    selectedThemes: fc.subarray([...THEME_IDS], { minLength: 1, maxLength: 5 }),
    wishTexts: fc.subarray(["sáng dạ", "hiền lành", "khỏe mạnh"]),
    hasProfile: fc.boolean(),
    themeLabel: fc.constant((id: string) => id),
    genderUnknown: fc.boolean(),
    familyCanAgree: fc.boolean(),
    parents: fc.subarray([
      { role: "father" as const, profile: parentProfile(1990) },
      { role: "mother" as const, profile: parentProfile(1986) },
    ]),
  })
  .map((context) => ({ ...context, wishChosenThemes: context.wishTexts.map(() => []) }));

describe("the score", () => {
  it("keeps quality whatever the family adds: wish, themes, birth date, years", () => {
    fc.assert(
      fc.property(features, contexts, contexts, (f, a, b) => {
        expect(scoreName(f, a, false).parts.quality).toBe(scoreName(f, b, false).parts.quality);
      }),
    );
  });

  it("never rises with a warning: a failed check, a softer warning, a flat tone", () => {
    fc.assert(
      fc.property(features, contexts, (f, c) => {
        const clean = scoreName(f, c, false).exact;
        expect(scoreName({ ...f, failedChecks: f.failedChecks + 1 }, c, false).exact).toBeLessThanOrEqual(clean);
        expect(scoreName({ ...f, softWarnings: f.softWarnings + 1 }, c, false).exact).toBeLessThanOrEqual(clean);
        const flat = ["ngang", "ngang", "huyen"] as const;
        if (f.toneVerdict !== "toan-bang") {
          const flatScore = scoreName(
            { ...f, toneVerdict: toneVerdictOf([...flat]), tones: () => analyseToneSequence([...flat]) },
            c,
            false,
          ).exact;
          expect(flatScore).toBeLessThanOrEqual(clean);
        }
      }),
    );
  });

  it("keeps any warned name below 85, and reaches 100 only with nothing missing", () => {
    fc.assert(
      fc.property(features, contexts, (f, c) => {
        const result = scoreName(f, c, false);
        if (result.warnings > 0) expect(result.score).toBeLessThanOrEqual(WARNED_CEILING);
        if (result.score === 100) expect(result.parts).toEqual({ quality: 100, fit: 100 });
      }),
    );
  });
});
