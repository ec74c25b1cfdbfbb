// What every analysis of one request shares (AnalysisContext): the gender the names are chosen for,
// the birth year's mệnh, the parents' wish read into terms, the wished middle name and the names to
// avoid, and what the score needs of the request. Ranking, the parents' own names and a chữ Hán
// switch all read a request through it.
import type { AnalysisContext } from "./analyse-name.ts";
import { parentProfile } from "./parents.ts";
import type { PreparedDataSet } from "./prepared-data-set.ts";
import type { BirthProfile } from "./report-types.ts";
import { namingGender } from "./surname-gender.ts";
import type { InspirationInput } from "./types.ts";
import { findWishTerms, termsBeyondThemes } from "./wish.ts";
import { formatName, syllableKey } from "../vietnamese/normalize.ts";

/** The context every analysis of this request shares; `gender` is the one the names are chosen for. */
export function analysisContext(
  input: InspirationInput,
  profile: BirthProfile | null,
  data: PreparedDataSet,
): AnalysisContext {
  const wished = input.middleName ? syllableKey(input.middleName) : null;
  // The parents' own middle-name wish wins over their avoid list: they chose it knowingly.
  const avoidKeys = new Set(
    input.avoid
      .flatMap((entry) => formatName(entry).split(" "))
      .filter(Boolean)
      .map(syllableKey),
  );
  if (wished) avoidKeys.delete(wished);
  const wishTerms = findWishTerms(input.wish, data.wishIndex);
  const scoredWishTerms = termsBeyondThemes(wishTerms, input.themes);
  const gender = namingGender(input.surname, input.gender);
  return {
    gender,
    profile,
    wishTerms,
    scoredWishTerms,
    fixedMiddleKey: wished,
    avoidKeys,
    score: {
      selectedThemes: input.themes,
      wishTexts: scoredWishTerms.map((term) => term.text),
      hasProfile: profile !== null,
      genderUnknown: gender === "chua-biet",
      themeLabel: (id) => data.themes.get(id)?.label ?? id,
      parents: (["father", "mother"] as const).flatMap((role) => {
        const year = role === "father" ? input.fatherBirthYear : input.motherBirthYear;
        return year == null ? [] : [{ role, profile: parentProfile(year) }];
      }),
    },
  };
}
