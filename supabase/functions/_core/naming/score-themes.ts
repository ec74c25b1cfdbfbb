// How much of a family's chosen themes a name carries, for the score's "cảm hứng" criterion
// (score.ts). It changes with how readers hear a theme in a name, the rest of the score with the
// naming rules: they hear a theme in the given name's first meaning, faintly in its later ones,
// and by half in a middle name.
import type { ThemeId } from "./types.ts";

/** What a name's syllables say: the given name's themes in order, each middle name's. */
interface ThemesOfName {
  givenThemes: readonly ThemeId[];
  middleThemes: readonly (readonly ThemeId[])[];
}

/**
 * How much of a chosen theme the name carries: fully as the given name's first meaning, 0.3 less for
 * each later meaning (readers hear the first: Tâm, kindness first, says peace only faintly), never
 * below the half a middle name carries.
 */
export function themeShare(name: ThemesOfName, theme: ThemeId): number {
  const rank = name.givenThemes.indexOf(theme);
  if (rank >= 0) return Math.max(0.5, 1 - 0.3 * rank);
  return name.middleThemes.some((themes) => themes.includes(theme)) ? 0.5 : 0;
}

/** The shares of every chosen theme, summed in a loop: ranking asks it for every name it scores. */
export function themeShareSum(name: ThemesOfName, selectedThemes: readonly ThemeId[]): number {
  let sum = 0;
  for (const theme of selectedThemes) sum += themeShare(name, theme);
  return sum;
}

/** Labels as a sentence lists them: "Trí tuệ, Ánh sáng và Thiên nhiên". */
export const joinLabels = (labels: readonly string[]): string =>
  labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} và ${labels.at(-1)}`;
