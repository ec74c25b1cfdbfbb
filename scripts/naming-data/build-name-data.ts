// Builds given-names.json, middle-names.json and surnames.json in supabase/functions/_core/naming/data/
// from the TSV files beside them: the syllables the engine may give as a name (tên), those it may put
// before it (tên đệm) and the surnames (họ) it knows.
//
// The TSVs are the files people edit, one row a syllable or surname, easy to review in a diff; the
// JSON is what Deno and the browser bundle import, since both load JSON modules and neither loads
// TSV. data/README.md describes the columns, where the rows come from and under which licence.
//
// Every row is checked before anything is written, and each problem names its file and line: cells
// trimmed and NFC, an element among Kim / Mộc / Thủy / Hỏa / Thổ, a gender lean, a style, 1–3 theme
// ids of data/themes.ts, a meaning of one or two sentences, a stored syllable (title case, modern tone
// placement), one chữ Hán, a known group, no syllable twice in a file whatever its spelling. The
// rules of one entry are those of naming/data/entry-problems.ts, which the data test applies too.
// What only the whole data set can show (one character, one element; the reference lists) stays
// with the tests under naming/__tests__/.
//
// Run `npx tsx scripts/naming-data/build-name-data.ts` after editing a TSV; a test fails while a
// shipped JSON differs from what this script makes. Bump DATA_VERSION (data/data-set.ts) with it.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { nameSyllableProblems, surnameProblems } from "@core/naming/data/entry-problems.ts";
import type { NameRow } from "@core/naming/data/name-rows.ts";
import { THEMES } from "@core/naming/data/themes.ts";
import type { Element, GenderLean, NameStyle, NameSyllable, Surname, ThemeId } from "@core/naming/types.ts";
import { syllableKey } from "@core/vietnamese/normalize.ts";

const DATA_DIR = new URL("../../supabase/functions/_core/naming/data/", import.meta.url);
const dataFile = (name: string) => fileURLToPath(new URL(name, DATA_DIR));

/** Separator of list-valued cells (themes, keywords): "binh-an; hanh-phuc". */
const LIST_SEPARATOR = ";";

/** The middle names' groups: the traditional gender markers, names for both, names mostly for girls. */
const MIDDLE_NAME_GROUPS = ["marker", "both", "girls"] as const;
/** The surnames' groups, by source (data/README.md). */
const SURNAME_GROUPS = ["cc0-ranked", "cc0", "uit", "elsewhere", "two-syllable"] as const;

const THEME_ID_SET = new Set<string>(THEMES.map((theme) => theme.id));

const NAME_COLUMNS = ["syllable", "hanTu", "meaning", "element", "gender", "themes", "style", "keywords"] as const;
const GIVEN_COLUMNS = [...NAME_COLUMNS, "note"] as const;
const MIDDLE_COLUMNS = [...NAME_COLUMNS, "group"] as const;
const SURNAME_COLUMNS = ["surname", "hanTu", "element", "populationShare", "group"] as const;

/** The JSON row of a surname: populationShare null when no source gives one. */
type SurnameRow = [string, string | null, Element, number | null];

interface NameDataFile {
  tsv: string;
  json: string;
  build: (tsv?: string) => string;
}

/**
 * The rows of a TSV as cells keyed by its header, each with its line number; every problem of shape
 * (header, cell count, an untrimmed, non-NFC or missing cell) is pushed to `problems`.
 */
function readRows<C extends string>(
  file: string,
  tsv: string,
  columns: readonly C[],
  required: readonly C[],
  problems: string[],
) {
  const lines = tsv.split("\n");
  if (lines[0] !== columns.join("\t")) {
    throw new Error(`${file} line 1: the header must be the columns ${columns.join(", ")}, separated by tabs`);
  }
  const rows: { line: number; cells: Record<C, string> }[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    if (index === 0 || text.trim() === "") return;
    const cells = text.split("\t");
    const at = `${file} line ${line}`;
    if (cells.length !== columns.length) {
      problems.push(`${at}: ${cells.length} cells, want ${columns.length} (${columns.join(", ")})`);
      return;
    }
    const record = Object.fromEntries(columns.map((column, i) => [column, cells[i]!])) as Record<C, string>;
    for (const column of columns) {
      const cell = record[column];
      if (cell !== cell.trim()) problems.push(`${at}: ${column} has spaces around it`);
      if (cell !== cell.normalize("NFC")) problems.push(`${at}: ${column} is not NFC`);
      if (cell === "" && required.includes(column)) problems.push(`${at}: ${column} is empty`);
    }
    rows.push({ line, cells: record });
  });
  return rows;
}

/** The items of a list cell; an empty item (two separators in a row, one at the end) is a problem. */
function listOf(cell: string, at: string, column: string, problems: string[]): string[] {
  if (cell === "") return [];
  const items = cell.split(LIST_SEPARATOR).map((item) => item.trim());
  if (items.some((item) => item === "")) problems.push(`${at}: ${column} has an empty item`);
  return items.filter((item) => item !== "");
}

/** A problem for each row whose key (any spelling: Hòa = Hoà, Vy = Vi) an earlier row already has. */
function duplicateProblems(file: string, rows: { line: number; name: string }[], problems: string[]) {
  const seen = new Map<string, { line: number; name: string }>();
  for (const row of rows) {
    const first = seen.get(syllableKey(row.name));
    if (first) problems.push(`${file} line ${row.line}: ${row.name} is already on line ${first.line} (${first.name})`);
    else seen.set(syllableKey(row.name), row);
  }
}

function failOn(problems: string[]) {
  if (problems.length > 0) throw new Error(`${problems.length} problem(s) in the name data:\n${problems.join("\n")}`);
}

function toJson(about: string, columns: readonly string[], rows: unknown[]): string {
  const body = rows.map((row) => `  ${JSON.stringify(row)}`).join(",\n");
  return `{\n"about": ${JSON.stringify(about)},\n"columns": ${JSON.stringify(columns)},\n"rows": [\n${body}\n]\n}\n`;
}

/** Given and middle names share their columns; `extra` is the last one (note or group). */
function buildNameSyllables(file: string, tsv: string, extra: "note" | "group", groups: readonly string[]): NameRow[] {
  const problems: string[] = [];
  const columns = extra === "note" ? GIVEN_COLUMNS : MIDDLE_COLUMNS;
  const required = [
    "syllable",
    "meaning",
    "element",
    "gender",
    "themes",
    "style",
    ...(extra === "group" ? (["group"] as const) : []),
  ] as const;
  const rows = readRows<(typeof columns)[number]>(file, tsv, columns, required, problems);
  const out: NameRow[] = [];
  for (const { line, cells } of rows) {
    const at = `${file} line ${line}`;
    const keywords = listOf(cells.keywords, at, "keywords", problems);
    const entry: NameSyllable = {
      syllable: cells.syllable,
      hanTu: cells.hanTu === "" ? null : cells.hanTu,
      meaning: cells.meaning,
      element: cells.element as Element,
      gender: cells.gender as GenderLean,
      themes: listOf(cells.themes, at, "themes", problems) as ThemeId[],
      style: cells.style as NameStyle,
      ...(keywords.length > 0 ? { keywords } : {}),
    };
    for (const problem of nameSyllableProblems(entry)) problems.push(`${at} (${entry.syllable}): ${problem}`);
    for (const theme of entry.themes)
      if (!THEME_ID_SET.has(theme))
        problems.push(`${at} (${entry.syllable}): ${theme} is not a theme of data/themes.ts`);
    if (extra === "group") {
      const group = (cells as Record<"group", string>).group;
      if (group !== "" && !groups.includes(group))
        problems.push(`${at} (${entry.syllable}): group ${group}, want one of ${groups.join(", ")}`);
    }
    out.push([
      entry.syllable,
      entry.hanTu,
      entry.meaning,
      entry.element,
      entry.gender,
      [...entry.themes],
      entry.style,
      keywords.length > 0 ? keywords : null,
    ]);
  }
  duplicateProblems(
    file,
    rows.map((row) => ({ line: row.line, name: row.cells.syllable })),
    problems,
  );
  failOn(problems);
  return out;
}

const NAME_ABOUT =
  "Each row: the syllable (title case, NFC, modern tone placement), its chữ Hán (null for a pure Vietnamese word), the meaning told to parents, its element (ngũ hành), the babies it suits (nam, nữ, cả hai), its 1–3 theme ids, its style, and the extra words of a wish it answers (null: none).";

export const GIVEN_NAMES_TSV = dataFile("given-names.tsv");
const GIVEN_NAMES_JSON = dataFile("given-names.json");

/** The JSON text of the given names for the TSV text; throws naming every malformed row and its line. */
export function buildGivenNames(tsv: string = readFileSync(GIVEN_NAMES_TSV, "utf8")): string {
  const rows = buildNameSyllables("given-names.tsv", tsv, "note", []);
  return toJson(
    `Generated from given-names.tsv by scripts/naming-data/build-name-data.ts; do not edit by hand. ${NAME_ABOUT}`,
    NAME_COLUMNS,
    rows,
  );
}

export const MIDDLE_NAMES_TSV = dataFile("middle-names.tsv");
const MIDDLE_NAMES_JSON = dataFile("middle-names.json");

/** The JSON text of the middle names for the TSV text; throws naming every malformed row and its line. */
export function buildMiddleNames(tsv: string = readFileSync(MIDDLE_NAMES_TSV, "utf8")): string {
  const rows = buildNameSyllables("middle-names.tsv", tsv, "group", MIDDLE_NAME_GROUPS);
  return toJson(
    `Generated from middle-names.tsv by scripts/naming-data/build-name-data.ts; do not edit by hand. ${NAME_ABOUT}`,
    NAME_COLUMNS,
    rows,
  );
}

export const SURNAMES_TSV = dataFile("surnames.tsv");
const SURNAMES_JSON = dataFile("surnames.json");

/** The JSON text of the surnames for the TSV text; throws naming every malformed row and its line. */
export function buildSurnames(tsv: string = readFileSync(SURNAMES_TSV, "utf8")): string {
  const file = "surnames.tsv";
  const problems: string[] = [];
  const rows = readRows(file, tsv, SURNAME_COLUMNS, ["surname", "element", "group"], problems);
  const out: SurnameRow[] = [];
  for (const { line, cells } of rows) {
    const at = `${file} line ${line} (${cells.surname})`;
    const share = cells.populationShare;
    if (share !== "" && !/^\d+(\.\d+)?$/.test(share)) problems.push(`${at}: populationShare ${share} is not a number`);
    const entry: Surname = {
      surname: cells.surname,
      hanTu: cells.hanTu === "" ? null : cells.hanTu,
      element: cells.element as Element,
      ...(share !== "" ? { populationShare: Number(share) } : {}),
    };
    for (const problem of surnameProblems(entry)) problems.push(`${at}: ${problem}`);
    if (!(SURNAME_GROUPS as readonly string[]).includes(cells.group))
      problems.push(`${at}: group ${cells.group}, want one of ${SURNAME_GROUPS.join(", ")}`);
    out.push([entry.surname, entry.hanTu, entry.element, entry.populationShare ?? null]);
  }
  duplicateProblems(
    file,
    rows.map((row) => ({ line: row.line, name: row.cells.surname })),
    problems,
  );
  failOn(problems);
  return toJson(
    "Generated from surnames.tsv by scripts/naming-data/build-name-data.ts; do not edit by hand. Each row: the surname (1–2 syllables, title case, NFC), its chữ Hán (one character a syllable), its element (ngũ hành), and its share of the Vietnamese population in percent (null: no source gives one).",
    ["surname", "hanTu", "element", "populationShare"],
    out,
  );
}

/** The three files this script makes, with how each is made. */
export const NAME_DATA_FILES: readonly NameDataFile[] = [
  { tsv: GIVEN_NAMES_TSV, json: GIVEN_NAMES_JSON, build: buildGivenNames },
  { tsv: MIDDLE_NAMES_TSV, json: MIDDLE_NAMES_JSON, build: buildMiddleNames },
  { tsv: SURNAMES_TSV, json: SURNAMES_JSON, build: buildSurnames },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Build all three before writing any, so a bad row leaves every shipped file as it was.
  const built = NAME_DATA_FILES.map((file) => ({ ...file, text: file.build() }));
  for (const { json, text } of built) {
    writeFileSync(json, text);
    console.log(`${(text.match(/^ {2}\[/gmu) ?? []).length} rows written to ${json}`);
  }
}
