// Every entry of the data set has the shape docs/product.md §4 promises, so the engine never meets a field it
// cannot explain to parents.
import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { DATA_SET } from "../data/data-set.ts";
import pairData from "../data/name-pairs.json" with { type: "json" };
import { nameSyllableProblems, surnameProblems } from "../data/entry-problems.ts";
import { THEME_IDS, type NameSyllable } from "../types.ts";

/** Keys that occur more than once, with the spellings that collide. */
function duplicates(names: readonly string[]): string[] {
  const seen = new Map<string, string[]>();
  for (const name of names) seen.set(syllableKey(name), [...(seen.get(syllableKey(name)) ?? []), name]);
  return [...seen.values()].filter((spellings) => spellings.length > 1).map((spellings) => spellings.join(" = "));
}

function report(entries: readonly NameSyllable[]): string[] {
  return entries.flatMap((entry) => nameSyllableProblems(entry).map((problem) => `${entry.syllable}: ${problem}`));
}

describe("the data set", () => {
  it("has the sizes docs/product.md §4 asks for", () => {
    expect(DATA_SET.givenNames.length).toBeGreaterThanOrEqual(600);
    expect(DATA_SET.middleNames.length).toBeGreaterThanOrEqual(60);
    expect(DATA_SET.surnames.length).toBeGreaterThanOrEqual(100);
  });

  it("offers exactly the 12 themes of the contract, each with a label and keywords", () => {
    expect(DATA_SET.themes.map((theme) => theme.id)).toEqual([...THEME_IDS]);
    for (const theme of DATA_SET.themes) {
      expect(theme.label.trim()).not.toBe("");
      expect(theme.keywords.length).toBeGreaterThan(0);
    }
  });

  it("has a valid syllable, chữ Hán, meaning, element, gender, style and themes in every given name", () => {
    expect(report(DATA_SET.givenNames)).toEqual([]);
  });

  it("says in no meaning whom a name is given to: the label beside it does, from what families do", () => {
    // A meaning that says "hợp cả trai lẫn gái" under a name labelled for a girl contradicts the card.
    const claims = /(trai|con trai|bé trai) lẫn (gái|con gái|bé gái)/u;
    const meanings = [
      ...DATA_SET.givenNames.map((n) => [n.syllable, n.meaning] as const),
      ...DATA_SET.middleNames.map((n) => [n.syllable, n.meaning] as const),
      ...pairData.pairs.map((row) => [String(row[0]), String(row[3])] as const),
    ];
    expect(meanings.filter(([, meaning]) => claims.test(meaning)).map(([name]) => name)).toEqual([]);
  });

  it("has every field valid in every middle name", () => {
    expect(report(DATA_SET.middleNames)).toEqual([]);
  });

  it("writes each surname as 1–2 valid syllables with one chữ Hán per syllable and an element", () => {
    const problems = DATA_SET.surnames.flatMap((entry) =>
      surnameProblems(entry).map((problem) => `${entry.surname}: ${problem}`),
    );
    expect(problems).toEqual([]);
    const totalShare = DATA_SET.surnames.reduce((sum, entry) => sum + (entry.populationShare ?? 0), 0);
    expect(totalShare).toBeLessThanOrEqual(100);
  });

  // The analysis names the element of each syllable: one character must not be Mộc in a given name
  // and Thổ in a middle name or surname, or two suggestions would contradict each other.
  it("gives one chữ Hán the same element wherever the data set uses it", () => {
    const uses = new Map<string, string[]>();
    const add = (character: string, element: string, where: string) =>
      uses.set(character, [...(uses.get(character) ?? []), `${element} (${where})`]);
    for (const entry of DATA_SET.givenNames) if (entry.hanTu) add(entry.hanTu, entry.element, entry.syllable);
    for (const entry of DATA_SET.middleNames) if (entry.hanTu) add(entry.hanTu, entry.element, `đệm ${entry.syllable}`);
    for (const entry of DATA_SET.surnames) {
      if (entry.hanTu && !entry.surname.includes(" ")) add(entry.hanTu, entry.element, `họ ${entry.surname}`);
    }
    const conflicts = [...uses]
      .filter(([, list]) => new Set(list.map((use) => use.split(" ")[0])).size > 1)
      .map(([character, list]) => `${character}: ${list.join(", ")}`);
    expect(conflicts).toEqual([]);
  });

  it("lists no syllable twice within given names, middle names or surnames, whatever the spelling", () => {
    expect(duplicates(DATA_SET.givenNames.map((entry) => entry.syllable))).toEqual([]);
    expect(duplicates(DATA_SET.middleNames.map((entry) => entry.syllable))).toEqual([]);
    expect(duplicates(DATA_SET.surnames.map((entry) => entry.surname))).toEqual([]);
  });
});

describe("the themes a given name carries", () => {
  it("are what the syllable means: Ngọc (jade) and Cường (strong) say nothing of success", () => {
    // Readers found names built on such a tag "off theme" for a family who chose thành đạt.
    const themesOf = (syllable: string) => DATA_SET.givenNames.find((n) => n.syllable === syllable)!.themes;
    expect(themesOf("Ngọc")).not.toContain("thanh-dat");
    expect(themesOf("Cường")).not.toContain("thanh-dat");
    expect(themesOf("Đạt")).toContain("thanh-dat");
  });
});
