// Builds supabase/functions/_core/naming/data/reader-appeal.json from the graded blind readings kept
// in judged/graded-*/: for each name read (its last middle name and its given name), how far native
// readers put it above or below the other names of the same report, in grades, averaged over every
// report it was read in. A report's names are graded against each other, so a name is measured by
// its place among them, never by how generous its readers were. The average is pulled towards 0 as
// if two more reports had read the name exactly average (SHRINK), so one reading says less than five.
//
// Run `npx tsx scripts/naming-data/build-reader-appeal.ts` after adding a graded reading; a test
// fails while the shipped JSON differs from what this script makes. Bump DATA_VERSION with it.
// `--without graded-…` leaves readings out, to measure the score on a reading the table has not
// seen; `--out file` writes elsewhere than the engine's data.
import { readdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { candidateParts } from "@core/naming/analyse-candidate.ts";
import { DATA_SET } from "@core/naming/data/data-set.ts";
import { prepareDataSet, surnameInfoOf } from "@core/naming/prepared-data-set.ts";
import { appealKey } from "@core/naming/reader-appeal.ts";
import { formatName } from "@core/vietnamese/normalize.ts";
import { readingsByName } from "./graded-readings.ts";
import { readRequests } from "./read-requests.ts";

const JUDGED_DIR = fileURLToPath(new URL("judged/", import.meta.url));
export const READER_APPEAL_FILE = fileURLToPath(
  new URL("../../supabase/functions/_core/naming/data/reader-appeal.json", import.meta.url),
);
/** How many average reports a name's own readings are weighed against. */
const SHRINK = 2;

/** The graded readings in the order they were made. */
function gradedReadings(): string[] {
  return readdirSync(JUDGED_DIR)
    .filter((name) => name.startsWith("graded-"))
    .sort()
    .map((name) => join(JUDGED_DIR, name));
}

/** The JSON text of the table made from these readings. */
export function buildReaderAppeal(dirs: readonly string[] = gradedReadings()): string {
  const prepared = prepareDataSet(DATA_SET);
  const totals = new Map<string, { sum: number; reports: number }>();
  for (const dir of dirs) {
    const requests = readRequests(join(dir, "requests.json"));
    const byReport = new Map<number, { key: string; grade: number }[]>();
    for (const [name, readings] of readingsByName(dir)) {
      const request = Number(name.slice(0, name.indexOf("|")));
      const input = requests[request - 1]!;
      const surname = surnameInfoOf(input.surname, prepared);
      const given = formatName(name.slice(name.indexOf("|") + 1)).slice(surname.text.length + 1);
      const parts = candidateParts({ name: given, hanTu: null }, surname, input.gender, prepared);
      const grade = readings.reduce((sum, r) => sum + r.grade, 0) / readings.length;
      const key = appealKey(parts.middles.at(-1)?.key ?? null, parts.given.key);
      byReport.set(request, [...(byReport.get(request) ?? []), { key, grade }]);
    }
    for (const names of byReport.values()) {
      const mean = names.reduce((sum, n) => sum + n.grade, 0) / names.length;
      for (const { key, grade } of names) {
        const total = totals.get(key) ?? { sum: 0, reports: 0 };
        totals.set(key, { sum: total.sum + grade - mean, reports: total.reports + 1 });
      }
    }
  }
  const pairs = [...totals]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, { sum, reports }]) => `  ${JSON.stringify(key)}: ${Number((sum / (reports + SHRINK)).toFixed(3))}`);
  const readings = dirs.map((dir) => basename(dir));
  return `{\n"about": "Generated from the graded blind readings by scripts/naming-data/build-reader-appeal.ts; do not edit by hand. Each entry: a name's last middle name and given name (or the given name alone), and how many grades (1-5) native readers put it above (+) or below (-) the other names of the reports it was read in, averaged with two average reports.",\n"readings": ${JSON.stringify(readings)},\n"pairs": {\n${pairs.join(",\n")}\n}\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const without = process.argv.flatMap((arg, i) => (process.argv[i - 1] === "--without" ? [arg] : []));
  const out = option("--out") ?? READER_APPEAL_FILE;
  const json = buildReaderAppeal(gradedReadings().filter((dir) => !without.includes(basename(dir))));
  writeFileSync(out, json);
  console.log(`${Object.keys(JSON.parse(json).pairs).length} names written to ${out}`);
}
