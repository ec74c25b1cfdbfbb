// A broad, systematic panel: every gender × every theme alone and every two themes together × three
// and four syllables, each under a different common surname. It is not what a parent would type (the
// hand-written request panel is); it is how to find which pairs the engine suggests most often, the
// pairs whose meaning most parents read.
import { generateReport } from "../generate-report.ts";
import { THEMES } from "../data/themes.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";
import type { Report } from "../report-types.ts";
import type { InspirationInput, ThemeId } from "../types.ts";

const SURNAMES = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô", "Dương", "Lý"];

export function broadPanel(): InspirationInput[] {
  const ids = THEMES.map((t) => t.id);
  const themeSets: ThemeId[][] = [
    ...ids.map((id) => [id]),
    ...ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b])),
  ];
  const requests: InspirationInput[] = [];
  for (const gender of ["trai", "gai", "chua-biet"] as const) {
    for (const length of [3, 4] as const) {
      themeSets.forEach((themes, i) => {
        const surname = SURNAMES[(i + requests.length) % SURNAMES.length]!;
        requests.push({ surname, gender, themes, length, birthDate: null, wish: null, middleName: null, avoid: [] });
      });
    }
  }
  return requests;
}

interface PairCount {
  /** "Thùy Dương": the last two syllables of a suggestion, as written. */
  pair: string;
  /** Its key, without tone marks or case (name-pairs.ts keys pairs the same way). */
  key: string;
  count: number;
}

/** Each request of the broad panel with its report: 468 whole reports, so a caller generates them once. */
export function broadPanelReports(today: string): { input: InspirationInput; report: Report }[] {
  return broadPanel().map((input) => ({ input, report: generateReport(input, { today }) }));
}

/** The pairs (middle + given) the engine suggests most often across the broad panel's reports, most first. */
export function mostSuggestedPairs(reports: readonly { report: Report }[]): PairCount[] {
  const counts = new Map<string, PairCount>();
  for (const { report } of reports) {
    for (const s of report.suggestions) {
      const middles = s.middleName?.split(" ") ?? [];
      const last = middles.at(-1);
      if (!last) continue;
      const pair = `${last} ${s.givenName}`;
      const key = `${syllableKey(last)} ${syllableKey(s.givenName)}`;
      const entry = counts.get(key) ?? { pair, key, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
