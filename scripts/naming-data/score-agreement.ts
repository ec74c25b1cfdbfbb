// Whether the score follows the readers: for a blind reading already judged, makes the reports of
// its requests again with the engine that was read (this checkout's, or another checkout's root)
// and prints, per report, Spearman's rho between each name's shown score and the readers' mean
// verdict, then the mean and median over reports (rank-agreement.ts). Only names the engine
// suggests count; a report whose names all drew the same verdict has no rho and is left out.
//
//   npx tsx scripts/naming-data/score-agreement.ts requests.json verdicts-dir [checkout-root] [--names]
//
// verdicts-dir holds the readers' JSON lines ({ request, fullName, verdict }), any number of files.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { InspirationInput } from "@core/naming/types.ts";
import { readRequests } from "./read-requests.ts";
import type { Report } from "@core/naming/report-types.ts";
import { agreementOf, spearman, VERDICT_VALUE, type ScoredName, type Verdict } from "./rank-agreement.ts";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const showNames = process.argv.includes("--names");
const [requestsFile, verdictsDir, root] = args;
if (!requestsFile || !verdictsDir)
  throw new Error("usage: score-agreement.ts requests.json verdicts-dir [checkout-root] [--names]");

const engine = resolve(root ?? ".", "supabase/functions/_core/naming/generate-report.ts");
const { generateReport } = (await import(pathToFileURL(engine).href)) as {
  generateReport: (input: InspirationInput, options: { today: string }) => Report;
};

const verdicts = new Map<string, Verdict[]>();
for (const file of readdirSync(verdictsDir).filter((f) => f.endsWith(".jsonl"))) {
  for (const line of readFileSync(join(verdictsDir, file), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const v = JSON.parse(line) as { request: number; fullName: string; verdict: Verdict };
    const key = `${v.request}|${v.fullName.normalize("NFC")}`;
    verdicts.set(key, [...(verdicts.get(key) ?? []), v.verdict]);
  }
}

const requests = readRequests(requestsFile);

// The same day dump-blind.ts reports for, so the reports are the ones the readers saw.
const reports: ScoredName[][] = requests.map((input, i) => {
  const names = generateReport(input, { today: "2026-11-24" }).suggestions.map((s) => ({
    fullName: s.fullName,
    score: s.score,
    verdicts: verdicts.get(`${i + 1}|${s.fullName.normalize("NFC")}`) ?? [],
  }));
  if (showNames) {
    const rho = spearman(
      names.map((n) => n.score),
      names.map((n) => n.verdicts.reduce((sum, v) => sum + VERDICT_VALUE[v], 0)),
    );
    console.log(`#${i + 1} ${input.surname} ${input.gender} ${input.length}: rho ${rho?.toFixed(2) ?? "—"}`);
    for (const n of names) console.log(`  ${n.score} ${n.fullName} ${n.verdicts.join("/")}`);
  }
  return names;
});

const missing = reports.flat().filter((n) => n.verdicts.length === 0).length;
const summary = agreementOf(reports);
const fixed = (x: number | null) => (x === null ? "—" : x.toFixed(3));
const all = reports.flat().filter((n) => n.verdicts.length > 0);
const pooled = spearman(
  all.map((n) => n.score),
  all.map((n) => n.verdicts.reduce((sum, v) => sum + VERDICT_VALUE[v], 0) / n.verdicts.length),
);
console.log(
  [
    `reports ${summary.reports}, with a rho ${summary.rhos.length} (all one verdict: ${summary.undefinedReports})`,
    `rho per report: mean ${fixed(summary.mean)}, median ${fixed(summary.median)}, ≥ 0.45 in ${summary.rhos.filter((r) => r >= 0.45).length}`,
    `pooled over every name: ${fixed(pooled)}; names without a verdict: ${missing}`,
    `the best a score could do on these verdicts (their own order, no two scores equal): mean ${fixed(summary.ceiling)}`,
  ].join("\n"),
);
