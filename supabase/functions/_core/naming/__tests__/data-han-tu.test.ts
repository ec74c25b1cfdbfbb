// Every chữ Hán of the data set is read as the syllable it is written for: checked against Unihan
// kVietnamese and the hanviet word list, after syllableKey (hoà / hòa, lý / lí compare equal).
// A reading the dictionaries lack (the Southern Huỳnh for 黃) stays only when HAN_TU_EXCEPTIONS
// names its source.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATA_SET } from "../data/data-set.ts";
import { HAN_TU_EXCEPTIONS } from "../data/han-tu-exceptions.ts";
import { cc0Surnames, hanVietReadings, readsAs } from "./reference-files.ts";

interface Pairing {
  /** The entry as the data writes it ("Tôn Nữ" for a surname). */
  entry: string;
  syllable: string;
  character: string;
}

/** One syllable–character pair per syllable of every entry that carries a chữ Hán. */
function pairingsOf(entry: string, hanTu: string | null): Pairing[] {
  if (hanTu === null) return [];
  const characters = [...hanTu];
  return entry.split(" ").map((syllable, i) => ({ entry, syllable, character: characters[i] ?? "" }));
}

const entries = [
  ...DATA_SET.givenNames.map((name) => ({ entry: name.syllable, hanTu: name.hanTu })),
  ...DATA_SET.middleNames.map((name) => ({ entry: name.syllable, hanTu: name.hanTu })),
  ...DATA_SET.surnames.map((name) => ({ entry: name.surname, hanTu: name.hanTu })),
];
const readings = hanVietReadings();
const mismatches = entries
  .flatMap(({ entry, hanTu }) => pairingsOf(entry, hanTu))
  .filter(({ syllable, character }) => !readsAs(readings, character, syllable));

describe("chữ Hán readings", () => {
  it("match Unihan or hanviet.tsv for at least 98 % of the entries that carry one", () => {
    for (const { entry, syllable, character } of mismatches) {
      const found = readings.get(character)?.join(" ") ?? "(no reading)";
      console.info(`chữ Hán mismatch: ${entry} — ${syllable} ${character} — readings found: ${found}`);
    }
    const withHanTu = entries.filter(({ hanTu }) => hanTu !== null).length;
    const mismatchedEntries = new Set(mismatches.map(({ entry }) => entry)).size;
    const rate = 1 - mismatchedEntries / withHanTu;
    console.info(`chữ Hán match rate: ${withHanTu - mismatchedEntries}/${withHanTu} (${(rate * 100).toFixed(2)} %)`);
    expect(rate).toBeGreaterThanOrEqual(0.98);
  });

  it("keeps a sourced exception for every reading the dictionaries lack", () => {
    const unlisted = mismatches.filter(({ syllable, character }) => HAN_TU_EXCEPTIONS[syllable]?.hanTu !== character);
    expect(unlisted.map(({ syllable, character }) => `${syllable} ${character}`)).toEqual([]);
  });

  it("lists as an exception only readings that really are mismatches, each with its source", () => {
    for (const [syllable, exception] of Object.entries(HAN_TU_EXCEPTIONS)) {
      const used = mismatches.some((m) => m.syllable === syllable && m.character === exception.hanTu);
      expect(used, `${syllable} ${exception.hanTu} is no mismatch in the data: remove the exception`).toBe(true);
      expect(exception.source.length, `${syllable} needs a source`).toBeGreaterThan(20);
    }
  });

  it("reads every character a pair's own chữ Hán gives (curation/pair-details.tsv) as its syllable", () => {
    const rows = readFileSync(new URL("../data/curation/pair-details.tsv", import.meta.url), "utf8")
      .split("\n")
      .slice(1)
      .filter((l) => l.trim());
    const misread = rows
      .flatMap((row) => {
        const [pair, hanTu] = row.split("\t");
        return hanTu ? pairingsOf(pair!, hanTu) : [];
      })
      .filter(({ syllable, character }) => HAN_TU_EXCEPTIONS[syllable]?.hanTu !== character)
      .filter(({ syllable, character }) => !readsAs(readings, character, syllable));
    expect(misread.map(({ entry, syllable, character }) => `${entry}: ${syllable} ${character}`)).toEqual([]);
  });

  it("gives a chữ Hán to at least 85 % of the given-name syllables", () => {
    const withHanTu = DATA_SET.givenNames.filter((name) => name.hanTu !== null).length;
    expect(withHanTu / DATA_SET.givenNames.length).toBeGreaterThanOrEqual(0.85);
  });

  it("writes each surname of the CC0 list with the character that list gives", () => {
    const ours = new Map(DATA_SET.surnames.map((entry) => [entry.surname, entry.hanTu]));
    const differing = cc0Surnames().flatMap((row) =>
      row.surnames
        .filter((surname) => ours.has(surname) && ours.get(surname) !== row.han)
        .map((s) => `${s} ${row.han}`),
    );
    expect(differing).toEqual([]);
  });
});
