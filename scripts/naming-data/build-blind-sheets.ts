// Blind reading sheets: for each request, the union of the names two or more engines suggested,
// deduplicated and shuffled with a fixed seed, so a reader cannot tell which engine suggested a name.
// When the baby's gender is not known, each name carries the label the app shows beside it (a boy's
// name, a girl's name, a name for both): the report mixes the three on purpose, and a reader who saw
// no label would judge every boy's name as a wrong lean. Readers judge the name against its label.
//
//   npx tsx scripts/naming-data/build-blind-sheets.ts out-dir parts old.json new.json [more.json …]
//
// Each file is dump-blind.ts's output for the same requests, in the same order.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { InspirationInput, NameLean } from "@core/naming/types.ts";

export interface DumpedReport {
  input: InspirationInput;
  suggestions: Array<{ fullName: string; genderLean?: NameLean | null }>;
}

const GENDER_TEXT = {
  trai: "con trai (boy)",
  gai: "con gái (girl)",
  "chua-biet": "chưa biết (not known yet: the app offers boys', girls' and both-gender names, each labelled)",
} as const;
const LABEL_TEXT: Record<NameLean, string> = {
  trai: "labelled: tên bé trai (a boy's name)",
  gai: "labelled: tên bé gái (a girl's name)",
  "ca-hai": "labelled: cho cả bé trai và bé gái (for both)",
};

function contextOf(input: InspirationInput): string {
  const bits = [
    `Surname: ${input.surname}`,
    `Baby: ${GENDER_TEXT[input.gender]}`,
    `Themes chosen: ${input.themes.join(", ")}`,
  ];
  if (input.wish) bits.push(`Parents' wish: "${input.wish}"`);
  if (input.middleName) bits.push(`Fixed middle name: ${input.middleName}`);
  if (input.avoid.length > 0) bits.push(`Avoid: ${input.avoid.join(", ")}`);
  bits.push(`Requested length: ${input.length} syllables incl. surname`);
  return bits.join(" | ");
}

/** The sheets' text, `parts` of them, each holding whole requests. */
export function blindSheets(dumps: readonly DumpedReport[][], parts: number): { sheets: string[]; names: number } {
  let seed = 20261128;
  /** A linear congruential generator: the shuffle is the same every time the sheets are rebuilt. */
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sections = dumps[0]!.map((report, i) => {
    // A name's label comes from the first engine that suggested it; the labels are the data's, not
    // an engine's, so two engines label a name alike.
    const labels = new Map<string, NameLean | null>();
    for (const dump of dumps)
      for (const s of dump[i]?.suggestions ?? [])
        if (!labels.has(s.fullName.normalize("NFC"))) labels.set(s.fullName.normalize("NFC"), s.genderLean ?? null);
    const names = [...labels.keys()];
    for (let k = names.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [names[k], names[j]] = [names[j]!, names[k]!];
    }
    const unknown = report.input.gender === "chua-biet";
    const lines = names.map((name, k) => {
      const lean = labels.get(name);
      return `${k + 1}. ${name}${unknown && lean ? ` (${LABEL_TEXT[lean]})` : ""}`;
    });
    return { count: names.length, text: `## Request ${i + 1}\n${contextOf(report.input)}\n${lines.join("\n")}` };
  });

  const perSheet = Math.ceil(sections.length / parts);
  const sheets = Array.from({ length: parts }, (_, p) =>
    sections
      .slice(p * perSheet, (p + 1) * perSheet)
      .map((section) => section.text)
      .join("\n\n"),
  );
  return { sheets, names: sections.reduce((sum, section) => sum + section.count, 0) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [outDir, partsArg, ...files] = process.argv.slice(2);
  const parts = Number(partsArg);
  if (!outDir || !Number.isInteger(parts) || parts < 1 || files.length === 0)
    throw new Error("usage: build-blind-sheets.ts out-dir parts a.json [b.json …]");
  const { sheets, names } = blindSheets(
    files.map((file) => JSON.parse(readFileSync(file, "utf8")) as DumpedReport[]),
    parts,
  );
  mkdirSync(outDir, { recursive: true });
  sheets.forEach((text, p) => writeFileSync(join(outDir, `sheet-${p + 1}.md`), text + "\n"));
  console.log(`${names} names in ${parts} sheets`);
}
