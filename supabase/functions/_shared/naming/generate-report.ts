// The engine's entry point: a validated form input (SPEC §2) → the report stored with the record
// (SPEC §4). Pure and deterministic: 'today' is passed in, nothing is random, and the same input with
// the same engine and data versions gives the same report, byte for byte once serialised.
import { DATA_SET, DATA_VERSION, type DataSet } from "./data/data-set.ts";
import { lunarYearOf } from "./lunar.ts";
import { prepareDataSet } from "./prepared-data-set.ts";
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
  return {
    engineVersion: ENGINE_VERSION,
    // A fixture data set has no published version; say so rather than borrow the shipped one.
    dataVersion: data === DATA_SET ? DATA_VERSION : "custom",
    generatedOn: options.today,
    profile,
    suggestions: rankSuggestions(input, profile, prepareDataSet(data)),
  };
}
