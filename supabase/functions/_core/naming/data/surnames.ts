// Vietnamese surnames (họ) the engine knows, with their chữ Hán and element for the analysis.
// surnames.tsv is the edited source (data/README.md: columns, sources, licences); the JSON made from
// it by scripts/naming-data/build-name-data.ts is what is imported, because Deno and the web bundle
// both load JSON modules and neither loads TSV.
import surnameData from "./surnames.json" with { type: "json" };
import type { Element, Surname } from "../types.ts";

/** surname, hanTu, element, populationShare in percent (null: no source gives one). */
type Row = [string, string | null, Element, number | null];

/** Every row of surnames.tsv, in file order. */
export const SURNAMES: readonly Surname[] = (surnameData.rows as Row[]).map(
  ([surname, hanTu, element, populationShare]) => ({
    surname,
    hanTu,
    element,
    ...(populationShare === null ? {} : { populationShare }),
  }),
);
