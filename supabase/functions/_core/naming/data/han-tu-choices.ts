// The chữ Hán parents may choose for each syllable of a name: Minh 明 (sáng) or 銘 (ghi khắc), Thư 書
// (sách vở) or 舒 (thư thái). han-tu-choices.tsv is the edited source; the JSON made from it by
// scripts/naming-data/build-han-tu-choices.ts is what is imported, because Deno and the web bundle
// both load JSON modules and neither loads TSV.
//
// Every syllable of the given and middle names that has a chữ Hán has at least one row; the common
// row is the character the data set gives the syllable (`NameSyllable.hanTu`), so a syllable the
// parents leave open keeps meaning what it meant before. Only characters families use in names are
// listed, not every homophone in the dictionaries.
import choiceData from "./han-tu-choices.json" with { type: "json" };
import { syllableKey } from "../../vietnamese/normalize.ts";
import type { Element } from "../types.ts";

export interface HanTuChoice {
  /** The syllable as the data set writes it: title case, modern tone placement ("Hòa"). */
  syllable: string;
  /** One chữ Hán (traditional form) whose Hán-Việt reading is the syllable. */
  hanTu: string;
  /** A short Vietnamese gloss of the character as a name uses it ("ghi khắc, ghi nhớ"). */
  meaning: string;
  /** The ngũ hành of this character, by its radical and meaning as naming guides assign it. */
  element: Element;
  /** True for the one character of the syllable families write most, the data set's own hanTu. */
  common: boolean;
  /**
   * The one word this character writes the syllable in (雌 of Thư reads "female" and is a name's
   * only in Anh Thư), or null when any name may use it.
   */
  onlyIn: string | null;
}

type Row = [string, string, string, Element, boolean, string | null];

/** Every row of han-tu-choices.tsv, in file order. */
export const HAN_TU_CHOICES: readonly HanTuChoice[] = (choiceData.choices as Row[]).map(
  ([syllable, hanTu, meaning, element, common, onlyIn]) => ({ syllable, hanTu, meaning, element, common, onlyIn }),
);

// Common character first, then file order, so a list shown to parents opens with the usual one.
const BY_KEY = new Map<string, HanTuChoice[]>();
for (const choice of HAN_TU_CHOICES) {
  const key = syllableKey(choice.syllable);
  const list = BY_KEY.get(key) ?? [];
  if (choice.common) list.unshift(choice);
  else list.push(choice);
  BY_KEY.set(key, list);
}

/**
 * The characters a syllable of this name may be written with, the commonest first; empty for a pure
 * Vietnamese word (Mây) or a syllable the data set lacks. Any spelling of the syllable finds them
 * ("hoà", "Hòa"). A character read only inside one word is offered only where the name holds that
 * word, written as the word is: 雌 for the Thư of Anh Thư, not for Minh Thư, nor once its Anh is
 * 櫻 (the cherry). `written` (aligned with `name`, null where not known) is how the name is written
 * now; the word's other syllables must be written with their usual character.
 */
export function hanTuChoicesOf(
  syllable: string,
  name: readonly string[],
  written: readonly (string | null)[] = [],
): readonly HanTuChoice[] {
  const choices = BY_KEY.get(syllableKey(syllable)) ?? [];
  if (choices.every((choice) => choice.onlyIn === null)) return choices;
  const keys = name.map(syllableKey);
  const own = syllableKey(syllable);
  const holds = (onlyIn: string) => {
    const word = onlyIn.split(" ").map(syllableKey);
    for (let at = 0; at + word.length <= keys.length; at++) {
      if (!word.every((w, k) => keys[at + k] === w)) continue;
      const usual = (w: string, k: number) => {
        const character = written[at + k];
        return w === own || character == null || character === BY_KEY.get(w)?.[0]?.hanTu;
      };
      if (word.every(usual)) return true;
    }
    return false;
  };
  return choices.filter((choice) => choice.onlyIn === null || holds(choice.onlyIn));
}

/** The one choice for this syllable and character, or null when names do not write it so. */
export function findHanTuChoice(syllable: string, hanTu: string): HanTuChoice | null {
  return (BY_KEY.get(syllableKey(syllable)) ?? []).find((choice) => choice.hanTu === hanTu) ?? null;
}
