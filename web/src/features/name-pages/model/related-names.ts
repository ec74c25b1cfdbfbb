// Names a page points to, derived by one rule each from the table itself, never from a hand list.
// Both lists compare what the given names themselves mean (their themes), since the tên carries a
// name's meaning; a middle name's themes only break ties.
// - similar meaning: names whose given name shares a theme with this one's, those that share its main
//   meaning (the first theme) first, then the most shared themes, one name per given name and per
//   middle name, for babies of a compatible gender;
// - for a brother or sister: a name a parent could give beside this one. Both are for the same
//   gender (or one is for both), their given names differ in sound and in tone (Khôi and Trí, not
//   Thư and Sương, two level tones that run together when the children are called), and they go
//   together in meaning: either the two given names make a wish of their own (An and Khang make
//   An Khang, a pair the table explains), or they share a theme (Minh Khôi and Minh Trí both speak
//   of a bright mind), the sibling then keeping this name's middle name when families give it so.
// A name is never in both lists, and the page of a name for both points to boys' and girls' names alike.
import { THEMES } from "@core/naming/data/themes.ts";
import type { NameLean, ThemeId } from "@core/naming/types.ts";
import { foldAccents } from "@core/vietnamese/normalize.ts";
import type { NameFacts } from "@/features/name-pages/model/name-facts.ts";

export interface RelatedName {
  slug: string;
  name: string;
  lean: NameLean;
  /** Why it goes with this one: the shared themes, the middle name, the wish the two make. */
  why?: string;
}

const SIMILAR_COUNT = 6;
const SAME_MIDDLE_COUNT = 4;
const COMPLETING_COUNT = 4;

const THEME_WORD = new Map(THEMES.map((theme) => [theme.id, theme.label.toLowerCase()]));

/** "cùng ý trí tuệ, thi ca". */
const sharedWords = (themes: readonly ThemeId[]) => `cùng ý ${themes.map((t) => THEME_WORD.get(t)).join(", ")}`;

const link = (facts: NameFacts, why?: string): RelatedName => ({
  slug: facts.slug,
  name: facts.name,
  lean: facts.lean,
  ...(why ? { why } : {}),
});

/** Two names a family could give the same child, or two children of one family by the rule above. */
const compatibleLeans = (a: NameLean, b: NameLean) => a === b || a === "ca-hai" || b === "ca-hai";
const commonerFirst = (a: NameFacts, b: NameFacts) => b.seen - a.seen || (a.name < b.name ? -1 : 1);

/**
 * The themes a name speaks with: its given name's, or where the given name is written with a
 * character of no theme of ours (垂楊, the willow of Thùy Dương), its middle name's.
 */
export const meaningThemes = (facts: NameFacts): readonly ThemeId[] =>
  facts.givenThemes.length > 0 ? facts.givenThemes : facts.themes;

/** The themes `a` speaks with that `b`'s given name carries too, in `a`'s order. */
const sharedGivenThemes = (a: NameFacts, b: NameFacts) =>
  meaningThemes(a).filter((theme) => b.givenThemes.includes(theme));

const sharedThemes = (a: NameFacts, b: NameFacts) => a.themes.filter((theme) => b.themes.includes(theme)).length;

/**
 * How closely two given names share their main meaning, the first of their themes, which is what
 * a parent hears in a name: 3 when it is one and the same (An and Khang, both bình an first), 2 when
 * `b` carries `a`'s among its others, 1 when `a` carries `b`'s, 0 when they share later meanings
 * only (An and Linh, whose hạnh phúc is neither's first).
 */
function sameMainMeaning(a: NameFacts, b: NameFacts): number {
  const [mainA, mainB] = [meaningThemes(a)[0], b.givenThemes[0]];
  if (mainA === undefined || mainB === undefined) return 0;
  if (mainA === mainB) return 3;
  if (b.givenThemes.includes(mainA)) return 2;
  return meaningThemes(a).includes(mainB) ? 1 : 0;
}

/**
 * Whether two names can be a brother's and a sister's (or two brothers', two sisters'): of a
 * compatible gender, with given names that differ in sound (without their marks: Ân and An, Thu and
 * Thư are one sound to a child's ear) and in tone, and neither name's middle
 * name sounding like the other's given name (Anh Thư beside Thu Hồng, Minh Khôi beside Khôi Minh).
 */
function canBeSiblings(a: NameFacts, b: NameFacts): boolean {
  return (
    compatibleLeans(a.lean, b.lean) &&
    soundOf(a.givenKey) !== soundOf(b.givenKey) &&
    a.syllables[1].tone !== b.syllables[1].tone &&
    soundOf(a.middleKey) !== soundOf(b.givenKey) &&
    soundOf(b.middleKey) !== soundOf(a.givenKey)
  );
}

/** A syllable's sound to a child's ear: its key ("thuy:hoi") without the tone and the marks, so Thủy and Thùy are one. */
const soundOf = (key: string) => foldAccents(key.split(":")[0]!);

/**
 * The first `count` of `ranked`, in its order, with at most half for boys and half for girls: the
 * page of a name for both must not point a parent to boys' names only. Short of names of one side,
 * the other fills the list.
 */
function balancedByLean<T>(ranked: readonly T[], count: number, leanOf: (item: T) => NameLean): T[] {
  const half = Math.ceil(count / 2);
  const taken: T[] = [];
  const over: T[] = [];
  const sides = { trai: 0, gai: 0 };
  for (const item of ranked) {
    if (taken.length === count) break;
    const lean = leanOf(item);
    if (lean !== "ca-hai" && sides[lean] >= half) over.push(item);
    else {
      if (lean !== "ca-hai") sides[lean] += 1;
      taken.push(item);
    }
  }
  const chosen = new Set([...taken, ...over.slice(0, count - taken.length)]);
  return ranked.filter((item) => chosen.has(item));
}

/** The first `count` of `ranked` for the page of `facts`: balanced between boys and girls on a name for both. */
const forThisName = <T>(facts: NameFacts, ranked: readonly T[], count: number, leanOf: (item: T) => NameLean): T[] =>
  facts.lean === "ca-hai" ? balancedByLean(ranked, count, leanOf) : ranked.slice(0, count);

interface RelatedIndex {
  similarTo(facts: NameFacts): RelatedName[];
  siblingsOf(facts: NameFacts): RelatedName[];
}

/** Indexes every name once, so each page's related names cost a few look-ups. */
export function relatedIndex(all: readonly NameFacts[]): RelatedIndex {
  const byMiddle = new Map<string, NameFacts[]>();
  const byGiven = new Map<string, NameFacts[]>();
  const byGivenTheme = new Map<ThemeId, NameFacts[]>();
  const pairs = new Map<string, NameFacts>();
  /** For each syllable, the syllables it makes a pair of the table with, in either order. */
  const partners = new Map<string, Set<string>>();
  const push = <K>(map: Map<K, NameFacts[]>, key: K, facts: NameFacts) =>
    map.set(key, [...(map.get(key) ?? []), facts]);
  const partner = (a: string, b: string) => {
    const set = partners.get(a);
    if (set) set.add(b);
    else partners.set(a, new Set([b]));
  };
  for (const facts of all) {
    pairs.set(`${facts.middleKey} ${facts.givenKey}`, facts);
    partner(facts.middleKey, facts.givenKey);
    partner(facts.givenKey, facts.middleKey);
    // A name that recalls a figure or a funeral is never offered as a related one.
    if (facts.warnings.length > 0) continue;
    push(byMiddle, facts.middleKey, facts);
    push(byGiven, facts.givenKey, facts);
    for (const theme of facts.givenThemes) push(byGivenTheme, theme, facts);
  }
  for (const list of [...byMiddle.values(), ...byGiven.values()]) list.sort(commonerFirst);
  // Each name's place in commonerFirst's order, a number to compare: a page ranks hundreds of names.
  const commonerRank = new Map([...all].sort(commonerFirst).map((facts, rank) => [facts, rank]));

  function similarTo(facts: NameFacts): RelatedName[] {
    const candidates = new Set<NameFacts>();
    for (const theme of meaningThemes(facts))
      for (const other of byGivenTheme.get(theme) ?? [])
        if (other.givenKey !== facts.givenKey && compatibleLeans(other.lean, facts.lean)) candidates.add(other);
    const ranked = [...candidates]
      .map((other) => ({
        other,
        main: sameMainMeaning(facts, other),
        given: sharedGivenThemes(facts, other),
        all: sharedThemes(facts, other),
        rank: commonerRank.get(other)!,
      }))
      .sort((a, b) => b.main - a.main || b.given.length - a.given.length || b.all - a.all || a.rank - b.rank);
    // One name per given name and per middle name: six ways to say the meaning, not one given name
    // under six middle names, nor Thanh Mai, Thanh Hà, Thanh Thúy. The page's own middle name only
    // where the list would be short without it; a name for both points to boys' and girls' names
    // alike; the list keeps the ranking's order.
    const givenSeen = new Set<string>();
    const middleSeen = new Set<string>();
    const varied = (entries: readonly (typeof ranked)[number][], ownMiddleToo: boolean) =>
      entries.filter(({ other }) => {
        if (givenSeen.has(other.givenKey) || middleSeen.has(other.middleKey)) return false;
        if (!ownMiddleToo && other.middleKey === facts.middleKey) return false;
        givenSeen.add(other.givenKey);
        middleSeen.add(other.middleKey);
        return true;
      });
    const chosen = new Set(forThisName(facts, varied(ranked, false), SIMILAR_COUNT, ({ other }) => other.lean));
    for (const entry of varied(ranked, true)) if (chosen.size < SIMILAR_COUNT) chosen.add(entry);
    return ranked.filter((entry) => chosen.has(entry)).map(({ other, given }) => link(other, sharedWords(given)));
  }

  function siblingsOf(facts: NameFacts): RelatedName[] {
    const [middle, given] = facts.syllables;
    const fits = (other: NameFacts) => other.slug !== facts.slug && canBeSiblings(facts, other);
    // Given names that make a real pair with this one, in either order: a wish of their own when
    // the table explains the pair (An Khang), else two words that share a theme (Huyền Thư).
    const completing: { sibling: NameFacts; why: string; explained: boolean }[] = [];
    // Most given names make no pair with this one: skipped without building their pairs' keys.
    const partnerKeys = partners.get(facts.givenKey);
    for (const [other, names] of byGiven) {
      if (!partnerKeys?.has(other)) continue;
      const joined = pairs.get(`${facts.givenKey} ${other}`) ?? pairs.get(`${other} ${facts.givenKey}`);
      if (!joined) continue;
      const fitting = names.filter(fits);
      // The sibling keeps this name's middle name when families give that pair; else the commonest.
      const sibling = fitting.find((n) => n.middleKey === facts.middleKey) ?? fitting[0];
      if (!sibling) continue;
      const explained = joined.meaningWritten;
      if (!explained && sharedGivenThemes(facts, sibling).length === 0) continue;
      completing.push({
        sibling,
        explained,
        why: `${given.syllable} và ${sibling.syllables[1].syllable} ghép thành “${joined.name}”`,
      });
    }
    // A name the page already lists for its meaning is not offered again for a sibling.
    const seen = new Set(similarTo(facts).map((n) => n.slug));
    const chosen = forThisName(
      facts,
      completing
        .filter(({ sibling }) => !seen.has(sibling.slug))
        .sort((a, b) => Number(b.explained) - Number(a.explained) || commonerFirst(a.sibling, b.sibling)),
      COMPLETING_COUNT,
      ({ sibling }) => sibling.lean,
    ).map(({ sibling, why }) => link(sibling, why));
    for (const n of chosen) seen.add(n.slug);
    const sameMiddle = forThisName(
      facts,
      (byMiddle.get(facts.middleKey) ?? [])
        .filter((other) => fits(other) && !seen.has(other.slug))
        .map((other) => ({ other, shared: sharedGivenThemes(facts, other) }))
        .filter(({ shared }) => shared.length > 0)
        .sort((a, b) => b.shared.length - a.shared.length || commonerFirst(a.other, b.other)),
      SAME_MIDDLE_COUNT,
      ({ other }) => other.lean,
    ).map(({ other, shared }) => link(other, `cùng tên đệm ${middle.syllable}, ${sharedWords(shared)}`));
    return [...chosen, ...sameMiddle];
  }

  return { similarTo, siblingsOf };
}
