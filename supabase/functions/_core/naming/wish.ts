// The parents' free-text wish ("mong con thông minh, khỏe mạnh"): find the words in it that the data
// set knows (theme keywords, syllable keywords) and remember them exactly as the parents wrote them,
// so each suggestion can say which of their words it answers. Matching ignores case and tone-mark
// placement; it ignores accents only for words the parents typed without any ("thong minh").
import { foldAccents, normalizeText, syllableKey } from "../vietnamese/normalize.ts";
import type { NameSyllable, Theme, ThemeId } from "./types.ts";

interface Token {
  key: string;
  folded: string;
  bare: boolean;
  start: number;
  end: number;
}

interface KeywordEntry {
  tokens: { key: string; folded: string }[];
  themes: Set<ThemeId>;
  /** syllableKey of every syllable that lists this keyword. */
  syllables: Set<string>;
}

/** Keywords indexed by their first word without accents. */
export type WishIndex = ReadonlyMap<string, readonly KeywordEntry[]>;

/** A phrase of the wish the engine understood. */
export interface WishTerm {
  /** As the parents wrote it (NFC, their case and accents). */
  text: string;
  themes: ReadonlySet<ThemeId>;
  syllables: ReadonlySet<string>;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = normalizeText(match[0]);
    const folded = foldAccents(word);
    tokens.push({
      key: syllableKey(word),
      folded,
      bare: folded === word,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

/** Index the theme keywords (and labels) and every syllable's keywords of a data set. */
export function buildWishIndex(themes: readonly Theme[], syllables: readonly NameSyllable[]): WishIndex {
  const byPhrase = new Map<string, KeywordEntry>();
  const entryFor = (phrase: string): KeywordEntry => {
    const tokens = tokenize(phrase).map(({ key, folded }) => ({ key, folded }));
    const id = tokens.map((t) => t.key).join(" ");
    let entry = byPhrase.get(id);
    if (!entry) {
      entry = { tokens, themes: new Set(), syllables: new Set() };
      byPhrase.set(id, entry);
    }
    return entry;
  };
  for (const theme of themes) {
    for (const phrase of [theme.label, ...theme.keywords]) entryFor(phrase).themes.add(theme.id);
  }
  for (const syllable of syllables) {
    for (const phrase of syllable.keywords ?? []) entryFor(phrase).syllables.add(syllableKey(syllable.syllable));
  }
  const index = new Map<string, KeywordEntry[]>();
  for (const entry of byPhrase.values()) {
    if (entry.tokens.length === 0) continue;
    const first = entry.tokens[0]!.folded;
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  // Longest keyword first, so "sức khỏe" wins over a shorter keyword at the same place.
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

const sameWord = (token: Token, word: { key: string; folded: string }): boolean =>
  token.key === word.key || (token.bare && token.folded === word.folded);

/** The phrases of the wish that the index knows, left to right, without overlaps or repeats. */
export function findWishTerms(wish: string | null, index: WishIndex): WishTerm[] {
  if (!wish) return [];
  const text = wish.normalize("NFC");
  const tokens = tokenize(text);
  const terms = new Map<string, WishTerm>();
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const entry = index.get(token.folded)?.find((candidate) =>
      candidate.tokens.every((word, offset) => {
        const at = tokens[i + offset];
        return at !== undefined && sameWord(at, word);
      }),
    );
    if (!entry) {
      i++;
      continue;
    }
    const last = tokens[i + entry.tokens.length - 1]!;
    const id = entry.tokens.map((t) => t.key).join(" ");
    // A phrase written twice is one wish: keep the parents' first wording.
    if (!terms.has(id))
      terms.set(id, { text: text.slice(token.start, last.end), themes: entry.themes, syllables: entry.syllables });
    i += entry.tokens.length;
  }
  return [...terms.values()];
}

/** The parents' words a name answers: a term names one of the syllables of its chosen part, or one of their themes. */
export function wishMatchesOf(
  terms: readonly WishTerm[],
  syllables: readonly { key: string; themes: readonly ThemeId[] }[],
): string[] {
  const matches: string[] = [];
  for (const term of terms) {
    if (syllables.some((syllable) => syllableAnswers(term, syllable.key, syllable.themes))) matches.push(term.text);
  }
  return matches;
}

/**
 * Whether one syllable (its key, the themes it lends the name) answers a term of the wish. Themes
 * in `alreadyCounted` (the themes picked on the form) do not count, so that the score does not
 * count one idea twice. Plain loops: the ranking asks this for every name it scores.
 */
export function syllableAnswers(
  term: WishTerm,
  key: string,
  themes: readonly ThemeId[],
  alreadyCounted: readonly ThemeId[] = [],
): boolean {
  if (term.syllables.has(key)) return true;
  for (const theme of themes) if (term.themes.has(theme) && !alreadyCounted.includes(theme)) return true;
  return false;
}

/** The terms that say something the chosen themes do not: a syllable's own keyword or another theme. */
export const termsBeyondThemes = (terms: readonly WishTerm[], selected: readonly ThemeId[]): WishTerm[] =>
  terms.filter((term) => term.syllables.size > 0 || [...term.themes].some((t) => !selected.includes(t)));
