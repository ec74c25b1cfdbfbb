// Given-name syllables (tên) the engine may propose, A to Y. given-names.tsv is the edited source
// (data/README.md: columns, sources, licences); the JSON made from it by
// scripts/naming-data/build-name-data.ts is what is imported, because Deno and the web bundle both
// load JSON modules and neither loads TSV.
import givenNameData from "./given-names.json" with { type: "json" };
import { type NameRow, nameSyllablesOf } from "./name-rows.ts";

/** Every row of given-names.tsv, in file order. */
export const GIVEN_NAMES = nameSyllablesOf(givenNameData.rows as NameRow[]);
