// The graded blind readings kept in judged/graded-*/: each holds requests.json and one JSON line per
// name and reader ({ request, fullName, grade, verdict, why }), grades 1–5.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Verdict = "natural" | "odd" | "unnatural";

/** One reader's grade of one name. */
interface Reading {
  grade: number;
  verdict: Verdict | undefined;
}

/** A sheet may show a label after the name; a reader who copied it still names the same name. */
const nameOf = (written: string) => written.replace(/\s*\(labelled.*$/, "").normalize("NFC");

/** Each reader's readings of a reading directory, by "request|fullName", readers in file order. */
export function readersOf(dir: string): Map<string, Reading>[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((file) => {
      const readings = new Map<string, Reading>();
      for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
        if (!line.trim()) continue;
        const g = JSON.parse(line) as { request: number; fullName: string; grade: number; verdict?: Verdict };
        readings.set(`${g.request}|${nameOf(g.fullName)}`, { grade: g.grade, verdict: g.verdict });
      }
      return readings;
    });
}

/** Every reader's readings of each name of a reading directory, by "request|fullName". */
export function readingsByName(dir: string): Map<string, Reading[]> {
  const byName = new Map<string, Reading[]>();
  for (const reader of readersOf(dir)) {
    for (const [key, reading] of reader) byName.set(key, [...(byName.get(key) ?? []), reading]);
  }
  return byName;
}
