// Every entry of the data set has the shape docs/product.md §4 promises, so the engine never meets a field it
// cannot explain to parents.
import { describe, expect, it } from "vitest";
import { formatName, placeToneModern, syllableKey, titleCase } from "../../vietnamese/normalize.ts";
import { isVietnameseSyllable } from "../../vietnamese/syllable.ts";
import { DATA_SET } from "../data/data-set.ts";
import { ELEMENTS, GENDER_LEANS, NAME_STYLES, THEME_IDS, type NameSyllable } from "../types.ts";

const SINGLE_HAN = /^\p{Script=Han}$/u;

/** Keys that occur more than once, with the spellings that collide. */
function duplicates(names: readonly string[]): string[] {
  const seen = new Map<string, string[]>();
  for (const name of names) seen.set(syllableKey(name), [...(seen.get(syllableKey(name)) ?? []), name]);
  return [...seen.values()].filter((spellings) => spellings.length > 1).map((spellings) => spellings.join(" = "));
}

/** What is wrong with the stored form of one syllable, or null. */
function syllableProblem(syllable: string): string | null {
  if (syllable !== syllable.normalize("NFC")) return "not NFC";
  if (syllable !== titleCase(syllable)) return "not title case";
  if (syllable !== placeToneModern(syllable)) return `old tone placement (want ${placeToneModern(syllable)})`;
  if (!isVietnameseSyllable(syllable)) return "not a Vietnamese syllable";
  return null;
}

/** What is wrong with a given-name or middle-name entry; an empty list when it is valid. */
function nameSyllableProblems(entry: NameSyllable): string[] {
  const problems: string[] = [];
  const syllable = syllableProblem(entry.syllable);
  if (syllable) problems.push(syllable);
  if (entry.hanTu !== null && !SINGLE_HAN.test(entry.hanTu)) problems.push(`hanTu "${entry.hanTu}" is not one chữ Hán`);
  if (!ELEMENTS.includes(entry.element)) problems.push(`element ${entry.element}`);
  if (!GENDER_LEANS.includes(entry.gender)) problems.push(`gender ${entry.gender}`);
  if (!NAME_STYLES.includes(entry.style)) problems.push(`style ${entry.style}`);
  if (entry.themes.length < 1 || entry.themes.length > 3) problems.push(`${entry.themes.length} themes`);
  if (new Set(entry.themes).size !== entry.themes.length) problems.push("a theme twice");
  for (const theme of entry.themes) if (!THEME_IDS.includes(theme)) problems.push(`theme ${theme}`);
  // One or two sentences for parents: long enough to say something, short enough for a card.
  const meaning = entry.meaning;
  const sentences = meaning.split(/[.!?…](?:\s|$)/u).filter((part) => part.trim() !== "");
  if (meaning !== meaning.trim() || meaning !== meaning.normalize("NFC")) problems.push("meaning not trimmed NFC");
  if (meaning.length < 25 || meaning.length > 200) problems.push(`meaning of ${meaning.length} characters`);
  if (!/[.!?…]$/u.test(meaning)) problems.push("meaning without final punctuation");
  if (sentences.length > 2) problems.push(`meaning of ${sentences.length} sentences`);
  if (!/^\p{Lu}/u.test(meaning)) problems.push("meaning not capitalised");
  for (const keyword of entry.keywords ?? []) {
    if (keyword !== keyword.trim().toLowerCase().normalize("NFC") || keyword === "") problems.push(`keyword "${keyword}"`);
  }
  return problems;
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

  it("has every field valid in every middle name", () => {
    expect(report(DATA_SET.middleNames)).toEqual([]);
  });

  it("writes each surname as 1–2 valid syllables with one chữ Hán per syllable and an element", () => {
    const problems = DATA_SET.surnames.flatMap((entry) => {
      const syllables = entry.surname.split(" ");
      const found: string[] = [];
      if (entry.surname !== formatName(entry.surname)) found.push(`not stored form (want ${formatName(entry.surname)})`);
      if (syllables.length > 2) found.push(`${syllables.length} syllables`);
      for (const syllable of syllables) {
        const problem = syllableProblem(syllable);
        if (problem) found.push(`${syllable}: ${problem}`);
      }
      if (entry.hanTu !== null && [...entry.hanTu].length !== syllables.length) found.push(`hanTu "${entry.hanTu}" length`);
      if (entry.hanTu !== null && ![...entry.hanTu].every((c) => SINGLE_HAN.test(c))) found.push(`hanTu "${entry.hanTu}"`);
      if (!ELEMENTS.includes(entry.element)) found.push(`element ${entry.element}`);
      const share = entry.populationShare;
      if (share !== undefined && !(share > 0 && share < 100)) found.push(`share ${share}`);
      return found.map((problem) => `${entry.surname}: ${problem}`);
    });
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
