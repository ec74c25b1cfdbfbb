// Turns the rows of given-names.json and middle-names.json (made by
// scripts/naming-data/build-name-data.ts from the TSVs beside them) into the engine's NameSyllable.
import type { Element, GenderLean, NameStyle, NameSyllable, ThemeId } from "../types.ts";

/** syllable, hanTu, meaning, element, gender, themes, style, keywords (null: none). */
export type NameRow = [string, string | null, string, Element, GenderLean, ThemeId[], NameStyle, string[] | null];

export function nameSyllablesOf(rows: readonly NameRow[]): readonly NameSyllable[] {
  return rows.map(([syllable, hanTu, meaning, element, gender, themes, style, keywords]) => ({
    syllable,
    hanTu,
    meaning,
    element,
    gender,
    themes,
    style,
    ...(keywords ? { keywords } : {}),
  }));
}
