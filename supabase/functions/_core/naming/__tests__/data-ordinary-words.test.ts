import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import wordData from "../data/ordinary-words.json" with { type: "json" };

const additions = readFileSync(new URL("../data/curation/ordinary-word-additions.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .slice(1)
  .map((l) => l.split("\t"));

describe("the reviewed additions to the ordinary words", () => {
  it("each carry a reading and a source, and are in the shipped list", () => {
    const words = new Set(wordData.words);
    for (const [word, reading, source] of additions) {
      expect(reading, word).toBeTruthy();
      expect(source, word).toBeTruthy();
      expect(words.has(word!), word).toBe(true);
    }
  });
});
