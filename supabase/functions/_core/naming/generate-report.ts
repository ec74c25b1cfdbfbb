// The engine's entry point: a validated form input (docs/product.md §2) → the report stored with the record
// (docs/product.md §4). Pure and deterministic: 'today' is passed in, nothing is random, and the same input with
// the same engine and data versions gives the same report, byte for byte once serialised.
import { DATA_SET, DATA_VERSION, type DataSet } from "./data/data-set.ts";
import { lunarYearOf } from "./lunar.ts";
import { analyseCandidate } from "./analyse-candidate.ts";
import { describeParentRelation, parentsProfile, relateToParent } from "./parents.ts";
import type { AnalysisContext } from "./analyse-name.ts";
import type { Element } from "./types.ts";
import { prepareDataSet, surnameInfoOf } from "./prepared-data-set.ts";
import { analysisContext } from "./analysis-context.ts";
import { rankSuggestions } from "./rank-suggestions.ts";
import type { Report } from "./report-types.ts";
import type { InspirationInput } from "./types.ts";
import { ENGINE_VERSION } from "./version.ts";

export interface GenerateOptions {
  /** Today in Asia/Ho_Chi_Minh, YYYY-MM-DD; the engine never reads a clock. */
  today: string;
}

/** Generate the report. `data` defaults to the shipped data set; tests pass small fixtures. */
export function generateReport(input: InspirationInput, options: GenerateOptions, data: DataSet = DATA_SET): Report {
  const profile = input.birthDate ? lunarYearOf(input.birthDate) : null;
  const prepared = prepareDataSet(data);
  const parents = parentsProfile(input.fatherBirthYear, input.motherBirthYear);
  const context = analysisContext(input, profile, prepared);
  const surname = surnameInfoOf(input.surname, prepared);
  const candidates = (input.candidates ?? []).map((candidate) =>
    analyseCandidate(candidate, surname, context, prepared),
  );
  return {
    engineVersion: ENGINE_VERSION,
    // A fixture data set has no published version; say so rather than borrow the shipped one.
    dataVersion: data === DATA_SET ? DATA_VERSION : "custom",
    generatedOn: options.today,
    profile,
    suggestions: rankSuggestions(input, context, prepared),
    // Present only when the parents gave them, so a report of a request without them is unchanged.
    ...(candidates.length > 0 ? { candidates } : {}),
    ...(parents ? { parents } : {}),
    ...(parents && profile ? { parentsReading: parentsReadingOf(profile.element, context) } : {}),
  };
}

/** The baby's mệnh against each parent's, one sentence each, as tradition reads it. */
function parentsReadingOf(babyElement: Element, context: AnalysisContext): string[] {
  return context.score.parents.map(({ role, profile }) =>
    describeParentRelation(relateToParent(babyElement, profile, role), "menh-be"),
  );
}
