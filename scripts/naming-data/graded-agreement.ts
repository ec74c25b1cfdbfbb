// Whether the score follows native readers who graded names 1–5 ("how good a choice this name is
// for this family", judged/graded-*/brief.md): for a graded reading, scores its names with the
// engine of a checkout and prints, per report, Spearman's rho between each name's score and the
// readers' mean grade, the mean over all reports, over gendered ones and over those whose gender is
// not known, and how well each reader agrees with the mean of the others (the most a score can hope
// for). Two ways to read a reading:
//
//   shown   (default) the names the engine suggests today for each request, those the readers
//           graded; on the engine that was read, exactly the sheet.
//   --every every graded name, scored as the engine scores it as a suggestion of that request
//           (analyseName of its parts), so a new engine can be compared on the same names.
//
//   npx tsx scripts/naming-data/graded-agreement.ts reading-dir [checkout-root] [--every] [--names]
//
// For the names shown it also prints the readers' verdicts (natural / odd / unnatural): the shares
// over all reports, gendered ones, those whose gender is not known, and the free three of each.
//
// reading-dir holds requests.json and the readers' JSON lines (reader-*.jsonl,
// { request, fullName, grade, verdict, why }).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { InspirationInput } from "@core/naming/types.ts";
import type { Report } from "@core/naming/report-types.ts";
import { readersOf, type Verdict } from "./graded-readings.ts";
import { readRequests } from "./read-requests.ts";
import { gradeAgreementOf, readerAgreementOf, spearman, type GradedName } from "./rank-agreement.ts";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const every = process.argv.includes("--every");
const showNames = process.argv.includes("--names");
const [dir, root] = args;
if (!dir) throw new Error("usage: graded-agreement.ts reading-dir [checkout-root] [--every] [--names]");

const naming = (file: string) => pathToFileURL(resolve(root ?? ".", "supabase/functions/_core/naming", file)).href;
const { generateReport } = (await import(naming("generate-report.ts"))) as {
  generateReport: (input: InspirationInput, options: { today: string }) => Report;
};
// Engines before 3.3 have no score-as-suggestion.ts: read them in the default way.
const { scoreAsSuggestion } = every
  ? ((await import(naming("score-as-suggestion.ts"))) as typeof import("@core/naming/score-as-suggestion.ts"))
  : { scoreAsSuggestion: null };

/** Each reader's grade and verdict, by "request|fullName". */
const readers = readersOf(dir);
const readingsOf = (key: string) => readers.flatMap((r) => (r.has(key) ? [r.get(key)!] : []));

const requests = readRequests(join(dir, "requests.json"));
interface Row extends GradedName {
  fullName: string;
  /** Its place in the report (0–2: the free three); -1 for a name rescored with --every. */
  position: number;
  quality: number;
  fit: number;
  lean: string | null;
  verdicts: Verdict[];
}
const reports: Row[][] = requests.map((input, i) => {
  const names = every
    ? [...new Set(readers.flatMap((r) => [...r.keys()].filter((k) => k.startsWith(`${i + 1}|`))))].map((k) =>
        scoreAsSuggestion!(input, k.slice(k.indexOf("|") + 1)),
      )
    : generateReport(input, { today: "2026-11-24" }).suggestions;
  return names
    .map((s, position) => {
      const readings = readingsOf(`${i + 1}|${s.fullName.normalize("NFC")}`);
      return {
        fullName: s.fullName,
        position: every ? -1 : position,
        score: s.score,
        quality: s.scoreParts.quality,
        fit: s.scoreParts.fit,
        lean: s.genderLean,
        grades: readings.map((r) => r.grade),
        verdicts: readings.flatMap((r) => (r.verdict ? [r.verdict] : [])),
      };
    })
    .filter((n) => n.grades.length > 0);
});

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fixed = (x: number | null | undefined) => (x == null ? "—" : x.toFixed(3));
if (showNames) {
  reports.forEach((names, i) => {
    const rho = spearman(
      names.map((n) => n.score),
      names.map((n) => mean(n.grades)),
    );
    console.log(`#${i + 1} ${requests[i]!.surname} ${requests[i]!.gender} ${requests[i]!.length}: rho ${fixed(rho)}`);
    for (const n of [...names].sort((a, b) => b.score - a.score))
      console.log(`  ${n.score} q${n.quality} f${n.fit} ${mean(n.grades).toFixed(2)} ${n.fullName} ${n.lean ?? ""}`);
  });
}
const summaryOf = (pick: (input: InspirationInput) => boolean) =>
  gradeAgreementOf(reports.filter((_, i) => pick(requests[i]!)));
const all = summaryOf(() => true);
const gendered = summaryOf((r) => r.gender !== "chua-biet");
const unknown = summaryOf((r) => r.gender === "chua-biet");
const graded = reports.flat();
const low = graded.filter((n) => mean(n.grades) <= 2).length;
console.log(
  [
    `${every ? "every graded name" : "names the engine suggests"}: ${graded.length} graded names in ${reports.length} reports`,
    `rho per report: mean ${fixed(all.mean)} (gendered ${fixed(gendered.mean)}, not known ${fixed(unknown.mean)}), median ${fixed(all.median)}, ≥ 0.45 in ${all.rhos.filter((r) => r >= 0.45).length}`,
    `rho of quality alone ${fixed(gradeAgreementOf(reports.map((r) => r.map((n) => ({ ...n, score: n.quality })))).mean)}, of fit alone ${fixed(gradeAgreementOf(reports.map((r) => r.map((n) => ({ ...n, score: n.fit })))).mean)}`,
    `names graded 2 or less on average: ${low}; mean grade ${mean(graded.map((n) => mean(n.grades))).toFixed(2)}`,
    `each reader against the mean of the others: ${fixed(readerAgreementOf(reports).mean)}`,
  ].join("\n"),
);

/** The share of each verdict over the names picked, each name's readers weighing one name together. */
function verdictShares(pick: (row: Row, input: InspirationInput) => boolean): string {
  const totals = { natural: 0, odd: 0, unnatural: 0 };
  let names = 0;
  reports.forEach((rows, i) => {
    for (const row of rows) {
      if (row.verdicts.length === 0 || !pick(row, requests[i]!)) continue;
      names++;
      for (const verdict of row.verdicts) totals[verdict] += 1 / row.verdicts.length;
    }
  });
  if (names === 0) return "no verdicts";
  const pct = (x: number) => `${((100 * x) / names).toFixed(1)} %`;
  return `${names} names: natural ${pct(totals.natural)}, odd ${pct(totals.odd)}, unnatural ${pct(totals.unnatural)}`;
}
if (!every)
  console.log(
    [
      `verdicts, all: ${verdictShares(() => true)}`,
      `verdicts, gendered: ${verdictShares((_, input) => input.gender !== "chua-biet")}`,
      `verdicts, not known: ${verdictShares((_, input) => input.gender === "chua-biet")}`,
      `verdicts, the free three: ${verdictShares((row) => row.position < 3)}`,
    ].join("\n"),
  );
