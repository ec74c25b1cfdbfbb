// Every syllable of the data set is a word Vietnamese already writes: checked against Debian's
// hunspell-vi list, which the test bootstrap installs (old tone placement, so keys compare).
import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { DATA_SET } from "../data/data-set.ts";
import { hunspellSyllableKeys } from "./reference-files.ts";

function missingFromWordList(syllables: readonly string[]): string[] {
  const known = hunspellSyllableKeys();
  return syllables.filter((syllable) => !known.has(syllableKey(syllable)));
}

describe("the hunspell-vi word list", () => {
  // A few rare Hán-Việt name syllables (Duệ, Bữu) are absent from the list; their chữ Hán vouches for them.
  it("contains at least 99 % of the given-name syllables", () => {
    const missing = missingFromWordList(DATA_SET.givenNames.map((entry) => entry.syllable));
    if (missing.length > 0) console.info(`given names missing from hunspell-vi: ${missing.join(" ")}`);
    expect(DATA_SET.givenNames.length).toBeGreaterThan(0);
    expect(1 - missing.length / DATA_SET.givenNames.length).toBeGreaterThanOrEqual(0.99);
  });

  it("contains every pure Vietnamese given name, which no chữ Hán vouches for", () => {
    const pure = DATA_SET.givenNames.filter((entry) => entry.hanTu === null);
    expect(missingFromWordList(pure.map((entry) => entry.syllable))).toEqual([]);
  });

  it("contains every middle name and every syllable of every surname", () => {
    const syllables = [
      ...DATA_SET.middleNames.map((entry) => entry.syllable),
      ...DATA_SET.surnames.flatMap((entry) => entry.surname.split(" ")),
    ];
    const missing = missingFromWordList(syllables);
    if (missing.length > 0) console.info(`middle names and surnames missing from hunspell-vi: ${missing.join(" ")}`);
    expect(missing).toEqual([]);
  });
});
