// Over a panel of 50 varied requests, at least 80 % of the suggested given names must be names
// Vietnamese parents really give: ones found in vietnamese-namedb's one-word lists.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATA_SET } from "../data/data-set.ts";
import { generateReport } from "../generate-report.ts";
import { GENDERS, THEME_IDS, type InspirationInput } from "../types.ts";
import { fixEth, syllableKey } from "../../vietnamese/normalize.ts";
import { TODAY } from "./report-fixtures.ts";

const listOf = (file: string) =>
  readFileSync(new URL(`./reference/vietnamese-namedb/${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean)
    // The lists sometimes type Ð (U+00D0) for Đ; fixEth maps it.
    .map((line) => syllableKey(fixEth(line)));
const ATTESTED = new Set([...listOf("boy_one_word.txt"), ...listOf("girl_one_word.txt")]);

/** 50 requests that vary surname, gender, length, themes, birth year and wish, chosen by index. */
function panel(): InspirationInput[] {
  const surnames = DATA_SET.surnames.map((s) => s.surname);
  const wishes = [
    null,
    "mong con thông minh",
    "bình an, khỏe mạnh",
    "con hiếu thảo và tốt bụng",
    "thành đạt, giàu sang",
  ];
  return Array.from({ length: 50 }, (_, i) => {
    const surname = surnames[(i * 7) % surnames.length]!;
    const minimum = surname.split(" ").length + 1;
    const length = Math.max(minimum, 2 + (i % 3)) as 2 | 3 | 4;
    return {
      surname,
      gender: GENDERS[i % 3]!,
      birthDate: i % 4 === 0 ? null : `${1990 + ((i * 3) % 45)}-0${1 + (i % 9)}-15`,
      themes: [THEME_IDS[i % 12]!, THEME_IDS[(i * 5 + 3) % 12]!].filter((t, j, all) => all.indexOf(t) === j),
      wish: wishes[i % wishes.length]!,
      middleName: null,
      avoid: [],
      length,
    };
  });
}

describe("suggested given names are real names", () => {
  // Fifty full reports: seconds of work, more on a loaded machine.
  it("finds at least 80 % of them in the namedb one-word lists", { timeout: 60_000 }, () => {
    const givens = panel().flatMap((input) =>
      generateReport(input, { today: TODAY }).suggestions.map((s) => s.givenName),
    );
    const missing = givens.filter((g) => !ATTESTED.has(syllableKey(g)));
    const share = 1 - missing.length / givens.length;
    console.log(
      `namedb panel: ${(share * 100).toFixed(1)} % of ${givens.length} given names attested; not attested: ${[...new Set(missing)].join(", ")}`,
    );
    expect(givens).toHaveLength(1000);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
});
