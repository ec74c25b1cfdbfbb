// What every analysis of one request shares (AnalysisContext): the gender the names are chosen for,
// the birth year's mệnh, the parents' wish read into terms, the wished middle name and the names to
// avoid, and what the score needs of the request. Ranking, the parents' own names and a chữ Hán
// switch all read a request through it.
import type { AnalysisContext } from "./analyse-name.ts";
import { relateToBirth } from "./elements.ts";
import { parentProfile } from "./parents.ts";
import { parentsAgree } from "./score-elements.ts";
import type { PreparedDataSet } from "./prepared-data-set.ts";
import type { BirthProfile } from "./report-types.ts";
import { namingGender } from "./surname-gender.ts";
import { ELEMENTS, type InspirationInput } from "./types.ts";
import { findWishTerms, termsBeyondThemes } from "./wish.ts";
import { otherReadingsOf } from "./other-readings.ts";
import { formatName, syllableKey } from "../vietnamese/normalize.ts";

/** The context every analysis of this request shares; `gender` is the one the names are chosen for. */
export function analysisContext(
  input: InspirationInput,
  profile: BirthProfile | null,
  data: PreparedDataSet,
): AnalysisContext {
  const wished = input.middleName ? syllableKey(input.middleName) : null;
  const avoided = input.avoid.flatMap((entry) => formatName(entry).split(" ")).filter(Boolean);
  const avoidKeys = new Set(avoided.map(syllableKey));
  // A name the family avoids is avoided in its other reading too (Phúc, and so Phước).
  const avoidedAs = new Map<string, string>();
  for (const syllable of avoided) {
    for (const other of otherReadingsOf(syllableKey(syllable))) {
      const key = syllableKey(other);
      if (avoidKeys.has(key) || avoidedAs.has(key)) continue;
      avoidKeys.add(key);
      avoidedAs.set(key, syllable);
    }
  }
  // The parents' own middle-name wish wins over their avoid list: they chose it knowingly.
  if (wished) avoidKeys.delete(wished);
  const wishTerms = findWishTerms(input.wish, data.wishIndex);
  const scoredWishTerms = termsBeyondThemes(wishTerms, input.themes);
  const gender = namingGender(input.surname, input.gender);
  const parents = (["father", "mother"] as const).flatMap((role) => {
    const year = role === "father" ? input.fatherBirthYear : input.motherBirthYear;
    return year == null ? [] : [{ role, profile: parentProfile(year) }];
  });
  const familyCanAgree = ELEMENTS.some(
    (element) =>
      (profile === null || relateToBirth(element, profile.element).kind !== "tuong-khac") &&
      parentsAgree(element, parents),
  );
  return {
    gender,
    profile,
    wishTerms,
    scoredWishTerms,
    fixedMiddleKey: wished,
    avoidKeys,
    avoidedAs,
    score: {
      selectedThemes: input.themes,
      wishTexts: scoredWishTerms.map((term) => term.text),
      wishChosenThemes: scoredWishTerms.map((term) => input.themes.filter((theme) => term.themes.has(theme))),
      hasProfile: profile !== null,
      genderUnknown: gender === "chua-biet",
      themeLabel: (id) => data.themes.get(id)?.label ?? id,
      parents,
      familyCanAgree,
    },
  };
}
