// Middle names (tên đệm) the engine proposes when the parents do not wish one. middle-names.tsv is
// the edited source (data/README.md: columns, sources); the JSON made from it by
// scripts/naming-data/build-name-data.ts is what is imported, because Deno and the web bundle both
// load JSON modules and neither loads TSV.
import middleNameData from "./middle-names.json" with { type: "json" };
import { type NameRow, nameSyllablesOf } from "./name-rows.ts";

/** Every row of middle-names.tsv, in file order. */
export const MIDDLE_NAMES = nameSyllablesOf(middleNameData.rows as NameRow[]);
