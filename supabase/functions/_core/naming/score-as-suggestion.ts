// Any name scored exactly as the engine would score it among the suggestions of a request: its
// parts read as a parent's own name is read (the table's pair, a lineage middle name), then
// analysed as a suggestion, without a candidate's warnings. Tools that compare engines on names
// readers graded use it, since a new engine may not suggest the very names they read.
import { analyseName } from "./analyse-name.ts";
import { candidateParts } from "./analyse-candidate.ts";
import { DATA_SET, type DataSet } from "./data/data-set.ts";
import { lunarYearOf } from "./lunar.ts";
import { prepareDataSet, surnameInfoOf } from "./prepared-data-set.ts";
import { analysisContext } from "./analysis-context.ts";
import type { Suggestion } from "./report-types.ts";
import type { InspirationInput } from "./types.ts";
import { formatName } from "../vietnamese/normalize.ts";

/** `fullName` begins with the request's surname; the rest is the middle and given names. */
export function scoreAsSuggestion(input: InspirationInput, fullName: string, data: DataSet = DATA_SET): Suggestion {
  const prepared = prepareDataSet(data);
  const profile = input.birthDate ? lunarYearOf(input.birthDate) : null;
  const context = analysisContext(input, profile, prepared);
  const surname = surnameInfoOf(input.surname, prepared);
  const written = formatName(fullName);
  if (!written.startsWith(`${surname.text} `)) throw new Error(`"${fullName}" does not begin with ${surname.text}`);
  const name = written.slice(surname.text.length + 1);
  return analyseName(candidateParts({ name, hanTu: null }, surname, context.gender, prepared), context).suggestion;
}
