// The surname list covers the people who will type their surname: more than 95 % of the UIT sample
// and every ranked surname of the CC0 list (docs/product.md §4: surnames covering > 95 % of Vietnamese people).
import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { SURNAMES } from "../data/surnames.ts";
import { cc0Surnames, uitCounts } from "./reference-files.ts";

const ours = new Set(SURNAMES.map((entry) => syllableKey(entry.surname)));

describe("surname coverage", () => {
  it("covers more than 95 % of the people in the UIT sample", () => {
    const counts = [...uitCounts("surname")];
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    const covered = counts.filter(([surname]) => ours.has(syllableKey(surname))).reduce((sum, [, n]) => sum + n, 0);
    const uncovered = counts.filter(([surname]) => !ours.has(syllableKey(surname))).slice(0, 30);
    console.info(
      `surnames: ${covered}/${total} of the UIT sample covered (${((covered / total) * 100).toFixed(1)} %); ` +
        `commonest not covered: ${uncovered.map(([surname, count]) => `${surname} ${count}`).join(", ")}`,
    );
    expect(covered / total).toBeGreaterThan(0.95);
  });

  it("includes every ranked surname of the CC0 list, Huỳnh and Hoàng, Vũ and Võ each on their own", () => {
    const ranked = cc0Surnames().filter((row) => row.percent !== null);
    expect(ranked).toHaveLength(14);
    const missing = ranked.flatMap((row) => row.surnames).filter((surname) => !ours.has(syllableKey(surname)));
    expect(missing).toEqual([]);
  });

  it("includes the surnames of the rest of the CC0 list too", () => {
    const missing = cc0Surnames()
      .flatMap((row) => row.surnames)
      .filter((surname) => !ours.has(syllableKey(surname)));
    expect(missing).toEqual([]);
  });

  it("carries the CC0 population share wherever that list gives one for a single surname", () => {
    const shares = new Map(SURNAMES.map((entry) => [entry.surname, entry.populationShare]));
    for (const row of cc0Surnames().filter((r) => r.percent !== null && r.surnames.length === 1)) {
      expect(shares.get(row.surnames[0]!), row.surnames[0]).toBeCloseTo(row.percent!, 5);
    }
  });
});
