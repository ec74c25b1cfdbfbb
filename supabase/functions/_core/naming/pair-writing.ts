// A name as its pair writes it in chữ Hán: the pair's own characters (垂楊 for Thùy Dương) before
// the syllables' usual ones, and what a syllable written with another character keeps of its data.
import type { NameParts } from "./analyse-name.ts";
import { NAME_PAIRS, type NamePair } from "./name-pairs.ts";
import { findHanTuChoice } from "./data/han-tu-choices.ts";
import type { SyllableInfo } from "./prepared-data-set.ts";

/** The chữ Hán of the chosen part, the pair's own characters first (垂楊 for Thùy Dương); null if any syllable has none. */
export function hanTuOf({ middles, given, pair }: NameParts): string | null {
  // A pair without characters of its own (or whose characters the parents changed) is written
  // syllable by syllable.
  const before = pair?.hanTu ? middles.slice(0, -1) : middles;
  const tail = pair?.hanTu ? pair.hanTu : given.hanTu;
  if (!tail || before.some((s) => !s.hanTu)) return null;
  return before.map((s) => s.hanTu).join("") + tail;
}

/**
 * The name's syllables as the pair writes them: where the pair's chữ Hán differs from a syllable's
 * usual one (楊 the willow in Thùy Dương, not 陽 the sun), that syllable shows the pair's character,
 * with that character's element (楊 Mộc, not 陽 Hỏa) and gloss, and none of the themes or wish words
 * the data set gives the other character: 櫻 of Anh Đào is no "tài giỏi".
 */
export function asThePairWritesIt(parts: NameParts): NameParts {
  const { pair, given } = parts;
  const last = parts.middles.at(-1);
  if (!pair?.hanTu || !last) return parts;
  const written = writingOf(pair, pair.hanTu, last, given);
  if (written.middle === last && written.given === given) return parts;
  return { ...parts, middles: [...parts.middles.slice(0, -1), written.middle], given: written.given };
}

/** How a pair writes its two syllables, kept by the pair's index: ranking reads the same pairs report after report. */
interface PairWriting {
  pair: NamePair;
  from: readonly [SyllableInfo, SyllableInfo];
  middle: SyllableInfo;
  given: SyllableInfo;
}
const WRITINGS = new Array<PairWriting | null>(NAME_PAIRS.length).fill(null);

/**
 * The pair's syllables written with its characters, the same objects each time for the same
 * syllables, so what is worked out per syllable (the wish words it answers) is found again.
 */
function writingOf(pair: NamePair, hanTu: string, last: SyllableInfo, given: SyllableInfo): PairWriting {
  const known = WRITINGS[pair.index];
  if (known && known.pair === pair && known.from[0] === last && known.from[1] === given) return known;
  const [middleCharacter, givenCharacter] = Array.from(hanTu);
  const writing: PairWriting = {
    pair,
    from: [last, given],
    middle: writtenAs(last, middleCharacter!),
    given: writtenAs(given, givenCharacter!),
  };
  WRITINGS[pair.index] = writing;
  return writing;
}

/** A syllable written with another character: that character's element and gloss, no themes or wish words of its own. */
function writtenAs(s: SyllableInfo, character: string): SyllableInfo {
  if (s.hanTu === character) return s;
  const choice = findHanTuChoice(s.syllable, character);
  return {
    ...s,
    hanTu: character,
    meaning: choice ? `${s.syllable} là ${choice.meaning}.` : null,
    element: choice?.element ?? s.element,
    themes: [],
    ownCharacter: false,
  };
}
