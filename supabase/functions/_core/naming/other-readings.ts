// Names that are one word read two ways (data/other-readings.json): Phúc and Phước, Hoàng and
// Huỳnh, Bảo and Bửu. The Southern reading of a character, or the one that avoided a Nguyễn lord's
// name, is the same name to a family: one who avoids a grandparent's Phúc avoids Phước too.
import data from "./data/other-readings.json" with { type: "json" };
import { syllableKey } from "../vietnamese/normalize.ts";

export const OTHER_READING_ROWS = data.readings as [string, string][];
export const DIFFERENT_WORD_ROWS = data.differentWords as [string, string][];

/** By syllableKey, the other readings of the same name, as the data set writes them. */
const OTHERS = new Map<string, string[]>();
for (const [a, b] of OTHER_READING_ROWS) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const key = syllableKey(from);
    OTHERS.set(key, [...(OTHERS.get(key) ?? []), to]);
  }
}

/** The other ways the syllable with this key is read as a name (Phước for Phúc); none for most. */
export const otherReadingsOf = (key: string): readonly string[] => OTHERS.get(key) ?? [];
