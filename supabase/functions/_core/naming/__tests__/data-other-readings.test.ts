// The names read two ways (data/other-readings.json) are what the chữ Hán data says: each row's two
// syllables share a character, and every character two syllables share is decided, one name read
// two ways or two words, so a new choice cannot slip past the avoid list unseen.
import { describe, expect, it } from "vitest";
import { HAN_TU_CHOICES } from "../data/han-tu-choices.ts";
import { DIFFERENT_WORD_ROWS, OTHER_READING_ROWS, otherReadingsOf } from "../other-readings.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";

const charactersOf = (syllable: string) =>
  new Set(HAN_TU_CHOICES.filter((c) => c.syllable === syllable).map((c) => c.hanTu));
const unordered = ([a, b]: readonly [string, string]) => [a, b].sort().join(" ");

describe("names read two ways", () => {
  it("are two syllables written with one character", () => {
    const unshared = OTHER_READING_ROWS.filter(([a, b]) => ![...charactersOf(a)].some((c) => charactersOf(b).has(c)));
    expect(unshared).toEqual([]);
  });

  it("decide every character two syllables share: one name read two ways, or two words", () => {
    const bySyllables = new Map<string, string[]>();
    for (const { syllable, hanTu } of HAN_TU_CHOICES)
      bySyllables.set(hanTu, [...(bySyllables.get(hanTu) ?? []), syllable]);
    const decided = new Set([...OTHER_READING_ROWS, ...DIFFERENT_WORD_ROWS].map(unordered));
    const undecided = [...bySyllables].flatMap(([hanTu, syllables]) =>
      syllables.flatMap((a, i) =>
        syllables.slice(i + 1).flatMap((b) => (decided.has(unordered([a, b])) ? [] : [`${hanTu} ${a} ${b}`])),
      ),
    );
    expect(undecided).toEqual([]);
  });

  it("are found from either reading, and a syllable read one way only has none", () => {
    expect(otherReadingsOf(syllableKey("Phúc"))).toEqual(["Phước"]);
    expect(otherReadingsOf(syllableKey("Huỳnh"))).toEqual(["Hoàng"]);
    expect(otherReadingsOf(syllableKey("Trường"))).toEqual([]);
    expect(otherReadingsOf(syllableKey("Minh"))).toEqual([]);
  });
});
