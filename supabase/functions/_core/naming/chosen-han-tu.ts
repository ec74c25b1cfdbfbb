// The chữ Hán parents choose for a syllable (Minh 明 or 銘). The analysis follows the choice: the
// syllable's character, its element and its meaning become those of the chosen character, and a
// pair's own characters (垂楊 for Thùy Dương) stand only while the parents keep them.
import { findHanTuChoice } from "./data/han-tu-choices.ts";
import type { NamePair } from "./name-pairs.ts";
import type { SyllableInfo } from "./prepared-data-set.ts";

/**
 * The index of the first character that is not one names write the syllable with, or null when
 * every character is listed. `syllables` and `hanTu` are aligned; a length mismatch is index 0.
 */
export function firstUnlistedHanTu(syllables: readonly string[], hanTu: readonly string[]): number | null {
  if (syllables.length !== hanTu.length) return 0;
  const index = syllables.findIndex((syllable, i) => findHanTuChoice(syllable, hanTu[i]!) === null);
  return index === -1 ? null : index;
}

/**
 * The syllable as the engine reads it when written with `hanTu` (a listed character). Another
 * character than the data set's is another word: it keeps none of the themes or wish words the
 * data set gives the syllable's own (鳴 of Minh, a bird's song, says nothing of trí tuệ), as a
 * pair's own characters do not (pair-writing.ts).
 */
export function withChosenHanTu(info: SyllableInfo, hanTu: string): SyllableInfo {
  if (info.hanTu === hanTu) return info;
  const choice = findHanTuChoice(info.syllable, hanTu);
  if (!choice) return info;
  return {
    ...info,
    hanTu: choice.hanTu,
    element: choice.element,
    // "X là …" is the shape every meaning of the data set has, so the whole-name meaning reads the same.
    meaning: `${info.syllable} là ${choice.meaning}.`,
    themes: [],
    ownCharacter: false,
  };
}

/**
 * The pair as it stands under the parents' choice for its two syllables (null: no choice): it keeps
 * its own characters and the meaning written for them unless a choice differs from them.
 */
export function pairUnderChoice(
  pair: NamePair | null,
  middleHanTu: string | null,
  givenHanTu: string | null,
): NamePair | null {
  if (!pair?.hanTu) return pair;
  const [own0, own1] = Array.from(pair.hanTu);
  const differs = (chosen: string | null, own: string | undefined) => chosen !== null && chosen !== own;
  return differs(middleHanTu, own0) || differs(givenHanTu, own1) ? { ...pair, hanTu: null, meaning: null } : pair;
}

/**
 * The report's suggestions after one name was analysed again under the parents' characters: that
 * name in place of its old analysis, and the list sorted again by the score it shows (its element,
 * and so its score, may have changed). Ties keep their old order. choose-han-tu stores the result
 * whole, so the position on the page follows the score.
 */
export function resortedAfterSwitch<T extends { fullName: string; score: number }>(
  suggestions: readonly T[],
  updated: T,
): T[] {
  return suggestions
    .map((s, index) => ({ s: s.fullName === updated.fullName ? updated : s, index }))
    .sort((a, b) => b.s.score - a.s.score || a.index - b.index)
    .map(({ s }) => s);
}
