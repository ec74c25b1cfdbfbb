// Builds supabase/functions/_core/naming/data/han-tu-choices.json from han-tu-choices.tsv beside
// it: the chữ Hán parents may choose for each syllable of a name (An 安, Minh 明 / 銘 / 鳴).
//
// The TSV is the file people edit (one row a character, easy to review in a diff); the JSON is what
// Deno and the browser bundle import, since both load JSON modules but neither loads TSV. The
// conversion only checks the shape (header, six cells, common 0 or 1, a word holding the syllable or
// nothing in the last); whether each character
// really reads as its syllable is the job of __tests__/data-han-tu-choices.test.ts.
//
// Run `npx tsx scripts/naming-data/build-han-tu-choices.ts` after editing the TSV; a test fails while
// the shipped JSON differs from what this script makes. Bump DATA_VERSION with it once a report
// shows these choices.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DATA_DIR = new URL("../../supabase/functions/_core/naming/data/", import.meta.url);
const HAN_TU_CHOICES_TSV = fileURLToPath(new URL("han-tu-choices.tsv", DATA_DIR));
export const HAN_TU_CHOICES_JSON = fileURLToPath(new URL("han-tu-choices.json", DATA_DIR));

const COLUMNS = ["syllable", "hanTu", "meaning", "element", "common", "onlyIn"] as const;

/** The JSON text for the TSV text; throws naming the line when a row is malformed. */
export function buildHanTuChoices(tsv: string = readFileSync(HAN_TU_CHOICES_TSV, "utf8")): string {
  const [header, ...lines] = tsv.split("\n").filter((line) => line.trim() !== "");
  if (header !== COLUMNS.join("\t")) throw new Error(`han-tu-choices.tsv: the header must be ${COLUMNS.join(" | ")}`);
  const rows = lines.map((line, i) => {
    const cells = line.split("\t").map((cell) => cell.trim().normalize("NFC"));
    if (cells.length !== COLUMNS.length || cells.slice(0, 5).some((cell) => cell === "")) {
      throw new Error(
        `han-tu-choices.tsv line ${i + 2}: expected ${COLUMNS.length} cells, the first 5 filled, got "${line}"`,
      );
    }
    const [syllable, hanTu, meaning, element, common, onlyIn] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (common !== "0" && common !== "1") throw new Error(`han-tu-choices.tsv line ${i + 2}: common must be 0 or 1`);
    if (onlyIn !== "" && !onlyIn.split(" ").includes(syllable))
      throw new Error(`han-tu-choices.tsv line ${i + 2}: onlyIn must be a word that holds ${syllable}`);
    return [syllable, hanTu, meaning, element, common === "1", onlyIn === "" ? null : onlyIn] as const;
  });
  const body = rows.map((row) => `  ${JSON.stringify(row)}`).join(",\n");
  return `{\n"about": "Generated from han-tu-choices.tsv by scripts/naming-data/build-han-tu-choices.ts; do not edit by hand. Each row: the syllable as the data set writes it, one chữ Hán it is written with in names, a short gloss of that character, its element (ngũ hành), whether it is the commonest character of the syllable, and the one word it is read in, when a name may write the syllable so only inside that word (雌 of Thư only in Anh Thư), else null.",\n"columns": ${JSON.stringify(COLUMNS)},\n"choices": [\n${body}\n]\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const json = buildHanTuChoices();
  writeFileSync(HAN_TU_CHOICES_JSON, json);
  console.log(`${(json.match(/^ {2}\[/gmu) ?? []).length} choices written to ${HAN_TU_CHOICES_JSON}`);
}
