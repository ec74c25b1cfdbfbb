// The chữ Hán parents may choose per syllable (data/han-tu-choices.tsv) stay true: each character is
// read as its syllable by the same dictionaries and the same exceptions as the data set's own chữ Hán
// (data-han-tu.test.ts), each syllable keeps the data set's character as its one common choice, and
// the shipped JSON is what the committed script makes from the TSV.
import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { DATA_SET } from "../data/data-set.ts";
import { findHanTuChoice, HAN_TU_CHOICES, type HanTuChoice, hanTuChoicesOf } from "../data/han-tu-choices.ts";
import { HAN_TU_EXCEPTIONS } from "../data/han-tu-exceptions.ts";
import { NAME_PAIRS } from "../name-pairs.ts";
import { ELEMENTS, type NameSyllable } from "../types.ts";
import { hanVietReadings, hunspellSyllableKeys, readsAs } from "./reference-files.ts";

const label = (c: { syllable: string; hanTu: string | null }) => `${c.syllable} ${c.hanTu}`;

// A syllable's own character is the given name's where it is one (Hồng 紅), else the middle name's
// (Hồng is 鴻 as a middle name; that character is listed too, as a choice).
const withHanTu = [...DATA_SET.givenNames, ...DATA_SET.middleNames].filter(
  (s): s is NameSyllable & { hanTu: string } => s.hanTu !== null,
);
const ownHanTu = new Map<string, string>();
for (const s of withHanTu) if (!ownHanTu.has(s.syllable)) ownHanTu.set(s.syllable, s.hanTu);

describe("chữ Hán choices", () => {
  it("hold every character the name-pair table writes a pair with, so its element is known (楊 of Thùy Dương)", () => {
    const unlisted = NAME_PAIRS.flatMap((pair) =>
      pair.hanTu
        ? [pair.middle, pair.given].flatMap((syllable, i) => {
            const character = Array.from(pair.hanTu!)[i]!;
            return findHanTuChoice(syllable, character) ? [] : [`${pair.middle} ${pair.given}: ${character}`];
          })
        : [],
    );
    expect(unlisted).toEqual([]);
  });

  it("list only characters read as their syllable by Unihan or hanviet.tsv, or a sourced exception", () => {
    const readings = hanVietReadings();
    const unread = HAN_TU_CHOICES.filter(
      (c) => !readsAs(readings, c.hanTu, c.syllable) && HAN_TU_EXCEPTIONS[c.syllable]?.hanTu !== c.hanTu,
    );
    expect(unread.map(label)).toEqual([]);
  });

  it("write one Han character per row", () => {
    expect(HAN_TU_CHOICES.filter((c) => !/^\p{Script=Han}$/u.test(c.hanTu)).map(label)).toEqual([]);
  });

  it("hold no row twice, whatever the tone placement", () => {
    const keys = HAN_TU_CHOICES.map((c) => `${syllableKey(c.syllable)} ${c.hanTu}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("mark exactly one common character per syllable, the one the data set gives it", () => {
    const commonOf = new Map<string, string[]>();
    for (const c of HAN_TU_CHOICES)
      commonOf.set(c.syllable, [...(commonOf.get(c.syllable) ?? []), ...(c.common ? [c.hanTu] : [])]);
    const wrong = [...commonOf].flatMap(([syllable, common]) => {
      return common.length === 1 && common[0] === ownHanTu.get(syllable)
        ? []
        : [`${syllable}: common ${common.join("") || "none"}, data set ${ownHanTu.get(syllable)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("cover every character of the given and middle names, with the element the data set gives it", () => {
    const missing = withHanTu.filter((s) => findHanTuChoice(s.syllable, s.hanTu)?.element !== s.element);
    expect(missing.map((s) => `${label(s)} ${s.element}`)).toEqual([]);
  });

  it("list only syllables of the data set that carry a chữ Hán", () => {
    expect(HAN_TU_CHOICES.filter((c) => !ownHanTu.has(c.syllable)).map(label)).toEqual([]);
  });

  it("give every character one of the five elements, the same wherever the character appears", () => {
    expect(HAN_TU_CHOICES.filter((c) => !ELEMENTS.includes(c.element)).map(label)).toEqual([]);
    const firstRow = new Map<string, HanTuChoice>();
    const split: string[] = [];
    for (const c of HAN_TU_CHOICES) {
      const first = firstRow.get(c.hanTu) ?? firstRow.set(c.hanTu, c).get(c.hanTu)!;
      if (first.element !== c.element) split.push(`${label(c)} ${c.element}, but ${label(first)} ${first.element}`);
    }
    expect(split).toEqual([]);
  });

  it("gloss every character with a short Vietnamese phrase", () => {
    // Checked word by word against hunspell-vi and the data set's own name syllables (the list lacks
    // điềm). A place or person (Huế, Côn Lôn) may be missing from both, so a gloss fails only when
    // more than a fifth of its words are: then it is English or a placeholder.
    const known = new Set([...hunspellSyllableKeys(), ...withHanTu.map((s) => syllableKey(s.syllable))]);
    const bad = HAN_TU_CHOICES.filter((c) => {
      const words = c.meaning.split(/[\s,.:;()'"]+/u).filter(Boolean);
      const unknown = words.filter((word) => !known.has(syllableKey(word)));
      return (
        words.length === 0 ||
        c.meaning.length > 60 ||
        /\p{Script=Han}/u.test(c.meaning) ||
        unknown.length > words.length / 5
      );
    });
    expect(bad.map((c) => `${label(c)}: "${c.meaning}"`)).toEqual([]);
  });
});

describe("hanTuChoicesOf", () => {
  it("finds a syllable's characters by any tone placement, the common one first", () => {
    expect(hanTuChoicesOf("hoà", ["Thái", "Hoà"]).map((c) => c.hanTu)).toEqual(
      hanTuChoicesOf("Hòa", ["Thái", "Hòa"]).map((c) => c.hanTu),
    );
    expect(hanTuChoicesOf("Hòa", ["Thái", "Hòa"])[0]).toMatchObject({ hanTu: "和", common: true });
    expect(hanTuChoicesOf("Minh", ["Minh", "Anh"]).map((c) => c.hanTu)).toEqual(expect.arrayContaining(["明", "銘"]));
  });

  it("offers a character read only inside one word where the name holds that word", () => {
    const thu = (name: string[]) => hanTuChoicesOf("Thư", name).map((c) => c.hanTu);
    expect(thu(["Anh", "Thư"])).toContain("雌");
    expect(thu(["Minh", "Thư"])).not.toContain("雌");
    expect(thu(["Minh", "Thư"])).toContain("書");
    expect(findHanTuChoice("Thư", "雌")).not.toBeNull();
    // Written as the word is, or not known yet: offered; once Anh is the cherry 櫻, no longer.
    expect(hanTuChoicesOf("Thư", ["Anh", "Thư"], ["英", "雌"]).map((c) => c.hanTu)).toContain("雌");
    expect(hanTuChoicesOf("Thư", ["Anh", "Thư"], [null, null]).map((c) => c.hanTu)).toContain("雌");
    expect(hanTuChoicesOf("Thư", ["Anh", "Thư"], ["櫻", "雌"]).map((c) => c.hanTu)).not.toContain("雌");
  });

  it("offers nothing for a pure Vietnamese word, and no Ân character under An", () => {
    expect(hanTuChoicesOf("Mây", ["Mây"])).toEqual([]);
    expect(findHanTuChoice("An", "恩")).toBeNull();
    expect(findHanTuChoice("Ân", "恩")).not.toBeNull();
  });
});
