// Writes the reports of a panel of requests as JSON for a blind reading: `[{ input, suggestions:
// [{ fullName, hanTu, meaning, genderLean }] }]`, in the requests' order, with nothing that tells
// which engine made them (no score, no version), so two engines' files read alike. `genderLean` is
// the label the app shows beside a name when the baby's gender is not known.
//
//   npx tsx scripts/naming-data/dump-blind.ts requests.json > new.json
//   npx tsx scripts/naming-data/dump-blind.ts requests.json /path/to/old/checkout > old.json
//
// The second argument is another checkout's root, whose engine is loaded instead of this one.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { InspirationInput } from "@core/naming/types.ts";
import { readRequests } from "./read-requests.ts";
import type { Report } from "@core/naming/report-types.ts";

const [file, root] = process.argv.slice(2);
if (!file) throw new Error("usage: dump-blind.ts requests.json [checkout-root]");
const engine = resolve(root ?? ".", "supabase/functions/_core/naming/generate-report.ts");
const { generateReport } = (await import(pathToFileURL(engine).href)) as {
  generateReport: (input: InspirationInput, options: { today: string }) => Report;
};

const requests = readRequests(file);

const reports = requests.map((input) => ({
  input,
  suggestions: generateReport(input, { today: "2026-11-24" }).suggestions.map((s) => ({
    fullName: s.fullName,
    hanTu: s.hanTu,
    meaning: s.meaning,
    genderLean: s.genderLean,
  })),
}));
process.stdout.write(JSON.stringify(reports, null, 1) + "\n");
