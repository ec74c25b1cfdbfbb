// What a name is whatever the family asked (NameFacts): whether families give it and to whom, how
// much it reads as one of today's names, what readers made of it, its meaning and whether it echoes
// a place. Quality is read from these alone, so they never change with themes, a wish or years.
//
// Ranking scores about a thousand names per report, and mostly the same names report after report:
// rankingFactsOf keeps each name's facts once worked out, with the syllables of the prepared data
// set they were read from, so a later report reads them again instead of working them out anew.
import type { NameParts } from "./analyse-name.ts";
import { PAIR_LEAN, modernityOf, naturalnessOf, neutralityOf } from "./name-naturalness.ts";
import { leanOfName, NAME_PAIRS, type NamePair } from "./name-pairs.ts";
import { isPlaceAllowedAsName, LINEAGE_MIDDLES } from "./name-rules.ts";
import type { SyllableInfo } from "./prepared-data-set.ts";
import { readerAppealOf } from "./reader-appeal.ts";
import type { NameFeatures } from "./score-inputs.ts";
import type { Gender, ThemeId } from "./types.ts";

export type NameFacts = Pick<
  NameFeatures,
  | "naturalness"
  | "commonness"
  | "naturalnessReason"
  | "attested"
  | "modernity"
  | "readerAppeal"
  | "neutrality"
  | "lean"
  | "placeEcho"
  | "givenThemes"
  | "middleThemes"
  | "meaningShare"
>;

/** The themes a middle syllable lends a name: none for a lineage middle name (Văn, Thị, Công …). */
export const meaningfulThemes = (m: SyllableInfo): readonly ThemeId[] => (LINEAGE_MIDDLES.has(m.key) ? [] : m.themes);

/** 0–1: a meaning written for the pair, one composed from syllables we know, or a syllable we cannot explain. */
function meaningShareOf({ middles, given, pair }: NameParts): number {
  if (pair?.meaning) return 1;
  return unexplained(given) || middles.some(unexplained) ? 0.4 : 0.85;
}

const unexplained = (s: SyllableInfo) => s.meaning === null && !LINEAGE_MIDDLES.has(s.key);

/** The facts of a name, as `parts` writes it, for a baby of this gender; the reason in words only `withText`. */
export function nameFactsOf(parts: NameParts, gender: Gender, withText: boolean): NameFacts {
  const { given, middles } = parts;
  const last = middles.at(-1);
  const natural = naturalnessOf(parts, gender, withText);
  // A real pair already knows its lean.
  const lean = parts.pair ? PAIR_LEAN[parts.pair.gender] : leanOfName(last?.key ?? null, given.key);
  return {
    naturalness: natural.share,
    commonness: natural.raw,
    naturalnessReason: natural.reason,
    attested: parts.attested,
    modernity: modernityOf(parts),
    readerAppeal: readerAppealOf(last?.key ?? null, given.key),
    neutrality: neutralityOf(parts, lean),
    lean,
    placeEcho: last && isPlaceAllowedAsName(last.key, given.key) ? `${last.syllable} ${given.syllable}` : null,
    givenThemes: given.themes,
    middleThemes: middles.map(meaningfulThemes),
    meaningShare: meaningShareOf(parts),
  };
}

/** One name's facts, with what they were read from: the pair and the syllable objects. */
interface Known {
  pair: NamePair;
  middle: SyllableInfo;
  given: SyllableInfo;
  facts: NameFacts;
}

/**
 * By gender, then by the pair's index. The syllables are a prepared data set's objects: a name is
 * never found again with another data set's syllables, nor with a pair the parents wrote otherwise.
 */
const KNOWN: Record<Gender, (Known | null)[]> = {
  trai: new Array<Known | null>(NAME_PAIRS.length).fill(null),
  gai: new Array<Known | null>(NAME_PAIRS.length).fill(null),
  "chua-biet": new Array<Known | null>(NAME_PAIRS.length).fill(null),
};

/**
 * The facts of a name the ranking scores (without the reason's words), read from `written` (the
 * name as its pair writes it). Those of a real pair alone after the surname are kept under the
 * pair, as `parts` (the name as the ranking built it) has it.
 */
export function rankingFactsOf(parts: NameParts, written: NameParts, gender: Gender): NameFacts {
  const { pair, middles, given } = parts;
  if (!pair || !parts.attested || middles.length !== 1) return nameFactsOf(written, gender, false);
  const slots = KNOWN[gender];
  const known = slots[pair.index];
  if (known && known.pair === pair && known.middle === middles[0] && known.given === given) return known.facts;
  const facts = nameFactsOf(written, gender, false);
  slots[pair.index] = { pair, middle: middles[0]!, given, facts };
  return facts;
}
