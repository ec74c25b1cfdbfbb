// How natural the engine finds one suggestion of a report (its naturalness share, 0–1), read
// again from its full name the way the ranking reads it, for tests that check what the shortlist
// does with naturalness; the report itself publishes quality, not this share.
import { candidateParts } from "../analyse-candidate.ts";
import { quickScoreOf } from "../analyse-name.ts";
import { DATA_SET } from "../data/data-set.ts";
import { lunarYearOf } from "../lunar.ts";
import { prepareDataSet, surnameInfoOf } from "../prepared-data-set.ts";
import { analysisContext } from "../analysis-context.ts";
import type { Suggestion } from "../report-types.ts";
import type { InspirationInput } from "../types.ts";

const prepared = prepareDataSet(DATA_SET);

export function naturalnessOf(input: InspirationInput, suggestion: Suggestion): number {
  const profile = input.birthDate ? lunarYearOf(input.birthDate) : null;
  const context = analysisContext(input, profile, prepared);
  const surname = surnameInfoOf(input.surname, prepared);
  const name = suggestion.fullName.slice(suggestion.surname.length + 1);
  return quickScoreOf(candidateParts({ name, hanTu: null }, surname, context.gender, prepared), context).natural;
}
