// The order of a Vietnamese dictionary, for the names' index: syllable by syllable, each by its
// letters in the Vietnamese alphabet (a ă â b c d đ e ê g h i k l m n o ô ơ p q r s t u ư v x y),
// then by its tone (ngang, huyền, hỏi, ngã, sắc, nặng). Code-point order put Đ after V and "Ánh"
// after every "Anh"; Intl's collations differ between the build machine's and a browser's ICU.
import { stripTone, toneOf, type Tone } from "@core/vietnamese/normalize.ts";

/** The letters in their Vietnamese order; f j w z, which only loanwords use, where Latin puts them. */
const ALPHABET = "aăâbcdđeêfghijklmnoôơpqrstuưvwxyz";
const TONE_ORDER: readonly Tone[] = ["ngang", "huyen", "hoi", "nga", "sac", "nang"];

/** A letter's place in ALPHABET; anything else after every letter, by code point. */
const rankOf = (letter: string): number => {
  const index = ALPHABET.indexOf(letter);
  return index === -1 ? ALPHABET.length + letter.codePointAt(0)! : index;
};

/** The letters of a syllable without its tone mark, lower case: "Đức" → "đưc". */
const lettersOf = (syllable: string): string[] => [...stripTone(syllable.normalize("NFC")).toLowerCase()];

function compareSyllables(a: string, b: string): number {
  const [x, y] = [lettersOf(a), lettersOf(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const difference = rankOf(x[i]!) - rankOf(y[i]!);
    if (difference !== 0) return difference;
  }
  if (x.length !== y.length) return x.length - y.length;
  return TONE_ORDER.indexOf(toneOf(a)) - TONE_ORDER.indexOf(toneOf(b));
}

/** Compares two names as a Vietnamese dictionary orders them; for `Array.prototype.sort`. */
export function compareVietnamese(a: string, b: string): number {
  const [x, y] = [a.trim().split(/\s+/u), b.trim().split(/\s+/u)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const difference = compareSyllables(x[i]!, y[i]!);
    if (difference !== 0) return difference;
  }
  return x.length - y.length;
}

/** The letter a name is listed under: its first letter with its own marks (Ă, Â, Đ, Ê, Ô, Ơ, Ư), without the tone. */
export const initialOf = (name: string): string =>
  lettersOf(name.trim().split(/\s+/u)[0] ?? "")[0]?.toUpperCase() ?? "";
