// Property-based: any valid form input gives 20 suggestions that respect gender, the avoid list and
// the length, with no repeated syllable, and never throws.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATA_SET } from "../data/data-set.ts";
import { THEMES } from "../data/themes.ts";
import { generateReport } from "../generate-report.ts";
import { GENDERS, THEME_IDS, type InspirationInput } from "../types.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { TODAY, avoidKeysOf } from "./report-fixtures.ts";
import { attestedPair, endsNamesOfBoth, endsRealName } from "../name-pairs.ts";
import { namingGender } from "../surname-gender.ts";

const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const syllables = [...DATA_SET.givenNames, ...DATA_SET.middleNames].map((s) => s.syllable);
const keywords = THEMES.flatMap((t) => t.keywords);

const inputs: fc.Arbitrary<InspirationInput> = fc
  .record({
    surname: fc.constantFrom(...DATA_SET.surnames.map((s) => s.surname)),
    gender: fc.constantFrom(...GENDERS),
    birthDate: fc.option(isoDate, { nil: null }),
    themes: fc.shuffledSubarray([...THEME_IDS], { minLength: 1, maxLength: 5 }),
    wish: fc.option(
      fc.subarray(keywords, { maxLength: 4 }).map((words) => `Mong con ${words.join(", ")}`),
      { nil: null },
    ),
    avoid: fc.array(
      fc.array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 3 }).map((w) => w.join(" ")),
      { maxLength: 10 },
    ),
    extra: fc.constantFrom(1, 2, 3),
    middleName: fc.option(fc.constantFrom(...DATA_SET.middleNames.map((m) => m.syllable)), { nil: null }),
  })
  .map(({ extra, middleName, ...rest }) => {
    const surnameLength = rest.surname.split(" ").length;
    const length = Math.min(4, Math.max(surnameLength + 1, surnameLength + extra)) as 2 | 3 | 4;
    // A wished middle name needs room for itself and a given name (the form refuses it otherwise).
    return { ...rest, length, middleName: length - surnameLength >= 2 ? middleName : null };
  });

describe("generateReport on any valid input", () => {
  it("gives 20 suggestions respecting gender, the avoid list, the length, without repeats", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const report = generateReport(input, { today: TODAY });
        expect(report.suggestions).toHaveLength(20);
        expect(report.profile === null).toBe(input.birthDate === null);
        const avoid = avoidKeysOf(input);
        const wished = input.middleName ? syllableKey(input.middleName) : null;
        const givens = new Set<string>();
        for (const s of report.suggestions) {
          const words = s.fullName.split(" ");
          expect(words).toHaveLength(input.length);
          expect(s.fullName.startsWith(`${input.surname} `)).toBe(true);
          const keys = words.map(syllableKey);
          expect(new Set(keys).size).toBe(keys.length);
          const given = syllableKey(s.givenName);
          expect(givens.has(given)).toBe(false);
          givens.add(given);
          const gender = namingGender(input.surname, input.gender);
          const middles = s.middleName?.split(" ") ?? [];
          // With the gender not known, a new combination or a one-syllable name may end with a name of both genders.
          const endsName =
            endsRealName(given, gender) || ((s.rare === true || middles.length === 0) && endsNamesOfBoth(given));
          expect(endsName).toBe(true);
          if (middles.length > 0 && !s.rare)
            expect(attestedPair(syllableKey(middles.at(-1)!), given, gender)).not.toBeNull();
          expect(avoid.has(given)).toBe(false);
          for (const middle of s.middleName?.split(" ") ?? []) {
            const key = syllableKey(middle);
            if (key === wished) continue;
            expect(avoid.has(key)).toBe(false);
          }
          if (wished) expect(syllableKey(s.middleName!.split(" ")[0]!)).toBe(wished);
          expect(s.score).toBeGreaterThanOrEqual(0);
          expect(s.score).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 150, seed: 20260110 },
    );
    // 150 whole reports, four-syllable ones scoring every real pair: seconds, not the default 5.
  }, 30_000);
});
