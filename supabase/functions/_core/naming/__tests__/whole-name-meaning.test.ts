// A name's meaning composed from its two syllables, when no meaning is written for the pair: each
// syllable's gloss set in a sentence a parent reads as Vietnamese, whatever the gloss holds.
import { describe, expect, it } from "vitest";
import { DATA_SET } from "../data/data-set.ts";
import { prepareDataSet } from "../prepared-data-set.ts";
import { wholeNameMeaning } from "../whole-name-meaning.ts";

const data = prepareDataSet(DATA_SET);

describe("a composed meaning", () => {
  // Every middle name before a handful of given names: each of the three sentence shapes is reached.
  const givens = ["Nguyệt", "An", "Khôi", "Thư", "Phong"].map((s) => data.givenNames.find((g) => g.syllable === s)!);
  const meanings = data.middleNames.flatMap((middle) =>
    givens.map((given) => ({ middle, given, text: wholeNameMeaning(given, [middle], null) })),
  );

  it("says both syllables, and the whole name, in each of its shapes", () => {
    expect(meanings.length).toBeGreaterThan(100);
    for (const { middle, given, text } of meanings) {
      expect(text, text).toContain(given.syllable);
      expect(text, text).toContain(middle.syllable);
    }
    const shapes = new Set(
      meanings.map(({ text }) => /ghép hai ý|^Trong tên|đứng cùng|tên đệm truyền thống/.exec(text)?.[0]),
    );
    expect(shapes).toEqual(new Set(["ghép hai ý", "Trong tên", "đứng cùng", "tên đệm truyền thống"]));
  });

  it("keeps a middle name's gloss that is itself a list out of the sentence's own commas", () => {
    // "Nguyệt là vầng trăng sáng dịu; đứng cùng Minh (ghi khắc, ghi nhớ), thành cái tên Minh Nguyệt."
    for (const { middle, text } of meanings.filter(({ text }) => text.includes("đứng cùng")))
      expect(text, text).toMatch(new RegExp(`đứng cùng ${middle.syllable} \\([^)]+\\), thành cái tên`, "u"));
  });
});
