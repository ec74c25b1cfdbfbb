// Readers for the public reference files the data tests check the data set against.
// The files are copied into ./reference/ (with their licences) so the tests need nothing outside the repository;
// README.md there says where each comes from. The hunspell word list is the exception: the test
// bootstrap installs Debian's hunspell-vi, and it is not committed.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fixEth, syllableKey } from "../../vietnamese/normalize.ts";

const REFERENCE_DIR = fileURLToPath(new URL("./reference/", import.meta.url));

/** Debian's hunspell-vi list: a count line, then one word a line with optional /flags, old tone placement. */
const HUNSPELL_VI = "/usr/share/hunspell/vi_VN.dic";

function readLines(relativePath: string): string[] {
  return readFileSync(REFERENCE_DIR + relativePath, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** Every syllable key with the readings of each character in Unihan kVietnamese and in hanviet.tsv. */
export function hanVietReadings(): ReadonlyMap<string, readonly string[]> {
  const readings = new Map<string, string[]>();
  const add = (character: string, reading: string) => {
    const list = readings.get(character) ?? [];
    if (!list.includes(reading)) list.push(reading);
    readings.set(character, list);
  };
  // Four "#" lines of notice, then a header: codepoint, character, kVietnamese, kDefinition.
  for (const line of readLines("unihan-vietnamese.tsv")
    .filter((l) => !l.startsWith("#"))
    .slice(1)) {
    const [, character, kVietnamese] = line.split("\t");
    for (const reading of kVietnamese!.split(" ")) add(character!, reading.normalize("NFC"));
  }
  // Header, then character, readings separated by "|", pinyin.
  for (const line of readLines("hanviet-pinyin-wordlist/hanviet.tsv").slice(1)) {
    const [character, hanviet] = line.split("\t");
    for (const reading of hanviet!.split("|")) add(character!, reading.normalize("NFC"));
  }
  return readings;
}

/**
 * Whether one of the readings found for a character is the syllable, compared by syllableKey so the
 * old and new tone placements (hoà / hòa) and i / y (lý / lí) count as the same reading.
 */
export function readsAs(
  readings: ReadonlyMap<string, readonly string[]>,
  character: string,
  syllable: string,
): boolean {
  const key = syllableKey(syllable);
  return (readings.get(character) ?? []).some((reading) => syllableKey(reading) === key);
}

/** The lines of a vietnamese-namedb name list, NFC, with its Ð (U+00D0) typed for Đ mapped back. */
export function namedbNames(file: "boy.txt" | "girl.txt" | "boy_one_word.txt" | "girl_one_word.txt"): string[] {
  return readLines(`vietnamese-namedb/${file}`).map((line) => fixEth(line.trim()).normalize("NFC"));
}

/** The counts of a UIT-sample file (header, then name, count, share), keyed by the name as written. */
export function uitCounts(kind: "given-name" | "middle-name" | "surname"): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const line of readLines(`vietnamese-namedb/uit_member-${kind}-counts.tsv`).slice(1)) {
    const [name, count] = line.split("\t");
    counts.set(fixEth(name!).normalize("NFC"), Number(count));
  }
  return counts;
}

interface Cc0SurnameRow {
  rank: number;
  han: string;
  /** One or two readings: the file writes "Huỳnh/Hoàng" and "Vũ/Võ" on one row. */
  surnames: string[];
  /** Share in percent, only for the ranked top rows. */
  percent: number | null;
}

/** The Vietnamese rows of popular-names-by-country (CC0): rank, han, surname, count, percent (a fraction). */
export function cc0Surnames(): Cc0SurnameRow[] {
  return readLines("popular-names-by-country/vn-surnames.csv")
    .slice(1)
    .map((line) => {
      const [rank, han, surname, , fraction] = line.split(",");
      return {
        rank: Number(rank),
        han: han!,
        surnames: surname!.normalize("NFC").split("/"),
        percent: fraction ? Number(fraction) * 100 : null,
      };
    });
}

/** The syllable keys of every word in Debian's hunspell-vi list; throws with a fix when it is missing. */
export function hunspellSyllableKeys(): ReadonlySet<string> {
  if (!existsSync(HUNSPELL_VI)) {
    throw new Error(`${HUNSPELL_VI} is missing: run the test bootstrap or apt-get install hunspell-vi`);
  }
  const lines = readFileSync(HUNSPELL_VI, "utf8").split("\n").slice(1);
  const words = lines.flatMap((line) => line.replace(/\/.*$/u, "").split(/[\s-]+/u)).filter(Boolean);
  return new Set(words.map(syllableKey));
}
