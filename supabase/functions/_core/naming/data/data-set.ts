// The whole data set the naming engine reads, assembled in one place so the engine, the tests and
// the report agree on what "the data" is.
import type { NameSyllable, Surname, Theme } from "../types.ts";
import { GIVEN_NAMES } from "./given-names.ts";
import { MIDDLE_NAMES } from "./middle-names.ts";
import { SURNAMES } from "./surnames.ts";
import { THEMES } from "./themes.ts";

export interface DataSet {
  givenNames: readonly NameSyllable[];
  middleNames: readonly NameSyllable[];
  surnames: readonly Surname[];
  themes: readonly Theme[];
}

/**
 * The version of the data set, stored in every report beside the engine version: the same input
 * and the same versions give the same report. Bump it (year.month.n) whenever any data file under
 * naming/data/ changes (a syllable, a meaning, a character, an element, a theme keyword), so a
 * stored report can always say which data produced it.
 */
export const DATA_VERSION = "2026.12.26";

export const DATA_SET: DataSet = {
  givenNames: GIVEN_NAMES,
  middleNames: MIDDLE_NAMES,
  surnames: SURNAMES,
  themes: THEMES,
};
