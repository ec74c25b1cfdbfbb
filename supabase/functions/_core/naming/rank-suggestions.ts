// Ranking: from the prepared data set and one request, the 20 best names that pass every hard rule,
// no two with the same given name, middle names varied, at the requested length, for the baby's
// gender. Names are built from real two-syllable given names (name-pairs.ts): a three-syllable name
// is surname + a pair; a four-syllable one puts a first middle name from a short list before a pair;
// a two-syllable one is surname + a syllable real names end with. Names families really give fill
// the report first; a new combination (a wished middle name no family puts before that given name)
// only fills what is left, after them, and is marked rare.
import { analyseName, evaluateName, exactScoreOf, passesChecks, type AnalysisContext, type NameParts } from "./analyse-name.ts";
import { attestedPair, endsNamesOfBoth, endsRealName, pairsFor, twoPartMiddleCommonness, type NamePair } from "./name-pairs.ts";
import { FAMILY_FIRST_MIDDLES, LINEAGE_MIDDLES } from "./name-rules.ts";
import { parentProfile } from "./parents.ts";
import { lookUpSyllable, surnameInfoOf, type PreparedDataSet, type SurnameInfo, type SyllableInfo } from "./prepared-data-set.ts";
import type { BirthProfile, Suggestion } from "./report-types.ts";
import { namingGender } from "./surname-gender.ts";
import type { Gender, InspirationInput } from "./types.ts";
import { findWishTerms, termsBeyondThemes } from "./wish.ts";
import { formatName, syllableKey } from "../vietnamese/normalize.ts";

export const SUGGESTION_COUNT = 20;
/** "Varied middle names": no middle name of a pair in more than this many suggestions. */
export const MAX_MIDDLE_USES = 2;
/** A first middle name of two (Ngọc in Ngọc Bảo Anh) may open more of them: it is a family's style. */
const MAX_FIRST_MIDDLE_USES = 5;
/** Four-syllable names: the pairs tried under each first middle name, the best of them as three-syllable names. */
const PAIR_SHORTLIST = 160;
/** New combinations try only the first middle names of the list (the commonest come first) to stay fast. */
const RARE_MIDDLES = 24;

/**
 * The first middle names of a four-syllable name, by gender: the ones Vietnamese families put before
 * a two-syllable given name (Trần Thị Minh Thư, Nguyễn Ngọc Bảo Anh, Lê Hoàng Gia Bảo), and a second
 * family name (Nguyễn Trần Bảo Ngọc), as the commonest two-part middle names of the UIT sample of
 * vietnamese-namedb show.
 */
const FIRST_MIDDLES: Record<Gender, readonly string[]> = {
  trai: ["Minh", "Gia", "Bảo", "Hoàng", ...FAMILY_FIRST_MIDDLES],
  gai: ["Thị", "Ngọc", "Minh", "Gia", "Bảo", "Hoàng", ...FAMILY_FIRST_MIDDLES],
  "chua-biet": ["Minh", "Gia", "Bảo", ...FAMILY_FIRST_MIDDLES],
};

/** A name scored as if it passes the checks. A class, not an object with a closure: thousands are made per report. */
class Candidate {
  private passed: boolean | undefined;
  constructor(
    readonly parts: NameParts,
    /** The score the name has if it passes every check. */
    readonly exact: number,
    readonly fullName: string,
    private readonly context: AnalysisContext,
  ) {}

  /** Whether it passes every check: run only when the pick reaches it, most names never are. */
  passes(): boolean {
    return (this.passed ??= passesChecks(this.parts, this.context));
  }
}

// Code-point order, not localeCompare: the order must not depend on the runtime's ICU data.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Score, then the given name (so tied names do not clump by middle name), then the full name. */
const byRank = (a: Candidate, b: Candidate) =>
  b.exact - a.exact || compare(a.parts.given.syllable, b.parts.given.syllable) || compare(a.fullName, b.fullName);

/** The context every analysis of this request shares; `gender` is the one the names are chosen for. */
export function analysisContext(input: InspirationInput, profile: BirthProfile | null, data: PreparedDataSet): AnalysisContext {
  const wished = input.middleName ? syllableKey(input.middleName) : null;
  // The parents' own middle-name wish wins over their avoid list: they chose it knowingly.
  const avoidKeys = new Set(input.avoid.flatMap((entry) => formatName(entry).split(" ")).filter(Boolean).map(syllableKey));
  if (wished) avoidKeys.delete(wished);
  const wishTerms = findWishTerms(input.wish, data.wishIndex);
  const scoredWishTerms = termsBeyondThemes(wishTerms, input.themes);
  return {
    gender: namingGender(input.surname, input.gender),
    profile,
    wishTerms,
    scoredWishTerms,
    avoidKeys,
    score: {
      selectedThemes: input.themes,
      wishTermCount: scoredWishTerms.length,
      hasProfile: profile !== null,
      themeLabel: (id) => data.themes.get(id)?.label ?? id,
      parents: (["father", "mother"] as const).flatMap((role) => {
        const year = role === "father" ? input.fatherBirthYear : input.motherBirthYear;
        return year == null ? [] : [{ role, profile: parentProfile(year) }];
      }),
    },
  };
}

class CandidateList {
  readonly items: Candidate[] = [];
  constructor(private readonly surname: SurnameInfo, private readonly context: AnalysisContext) {}

  /** Adds a name scored as if it passes the checks; they run later, only for names the pick reaches. */
  add(middles: SyllableInfo[], given: SyllableInfo, pair: NamePair | null, attested: boolean): number {
    const parts: NameParts = { surname: this.surname, middles, given, pair, attested };
    const exact = exactScoreOf(parts, this.context);
    const fullName = [this.surname.text, ...middles.map((m) => m.syllable), given.syllable].join(" ");
    this.items.push(new Candidate(parts, exact, fullName, this.context));
    return exact;
  }

  /** Adds a name only if it passes every check, and returns its score (-1 when it fails one). */
  addChecked(middles: SyllableInfo[], given: SyllableInfo, pair: NamePair | null, attested: boolean): number {
    const { passed } = evaluateName({ surname: this.surname, middles, given, pair, attested }, this.context);
    return passed ? this.add(middles, given, pair, attested) : -1;
  }
}

/**
 * Whether fewer than `count` different given names pass the checks: walks the names (sorted best
 * first) and stops at `count`, so the checks run for few names when many pass.
 */
function fewerRealGivensThan(ranked: readonly Candidate[], count: number): boolean {
  const givens = new Set<string>();
  for (const candidate of ranked) {
    if (givens.has(candidate.parts.given.key) || !candidate.passes()) continue;
    givens.add(candidate.parts.given.key);
    if (givens.size >= count) return false;
  }
  return true;
}

/** Greedy pick in rank order: a given name once, each middle syllable a limited number of times. */
function pick(ranked: readonly Candidate[], wishedKey: string | null, loosen: number, chosen: Candidate[]): void {
  const givens = new Set(chosen.map((c) => c.parts.given.key));
  const uses = new Map<string, number>();
  const count = (key: string) => uses.get(key) ?? 0;
  for (const c of chosen) for (const m of c.parts.middles) uses.set(m.key, count(m.key) + 1);
  for (const candidate of ranked) {
    if (chosen.length >= SUGGESTION_COUNT) return;
    const { given, middles } = candidate.parts;
    if (givens.has(given.key)) continue;
    if (!candidate.passes()) continue;
    const overused = middles.some((m, i) => {
      const cap = (middles.length === 2 && i === 0 ? MAX_FIRST_MIDDLE_USES : MAX_MIDDLE_USES) + loosen;
      return m.key !== wishedKey && count(m.key) >= cap;
    });
    if (overused) continue;
    chosen.push(candidate);
    givens.add(given.key);
    for (const m of middles) uses.set(m.key, count(m.key) + 1);
  }
}

export function rankSuggestions(input: InspirationInput, profile: BirthProfile | null, data: PreparedDataSet): Suggestion[] {
  const context = analysisContext(input, profile, data);
  const gender = context.gender;
  const surname = surnameInfoOf(input.surname, data);
  const slots = Math.max(1, input.length - surname.syllables.length);
  const usable = (key: string) => !context.avoidKeys.has(key);
  const wished = input.middleName && slots >= 2 ? lookUpSyllable(input.middleName, data, true) : null;
  const middleOf = (text: string) => lookUpSyllable(text, data, true);
  const givenOf = (text: string) => lookUpSyllable(text, data);
  const pairs = pairsFor(gender).filter((p) => usable(p.middleKey) && usable(p.givenKey));

  // With the gender unknown, a name may also end with a syllable real names of both genders end
  // with and whose own lean is both (Anh, not Phượng, which ends one boy's pair and many girls'):
  // the few real pairs for both genders end too few names.
  const endsStrictly = (info: SyllableInfo) =>
    endsRealName(info.key, gender) || (gender === "chua-biet" && info.gender === "cả hai" && endsNamesOfBoth(info.key));
  // So few syllables pass that a narrow request (a wished middle name) could run short of 20 names:
  // then, after every other, a new combination may end with any syllable real names of both
  // genders end with (a last resort, kept apart so that it never comes before the others).
  const endsName = (info: SyllableInfo) => endsStrictly(info) || (gender === "chua-biet" && endsNamesOfBoth(info.key));
  const attested = new CandidateList(surname, context);
  const rare = new CandidateList(surname, context);
  const lastResort = new CandidateList(surname, context);
  const rareFor = (info: SyllableInfo) => (endsStrictly(info) ? rare : lastResort);
  if (slots === 1) {
    for (const info of data.givenNames) if (usable(info.key) && endsStrictly(info)) attested.add([], info, null, true);
  } else if (slots === 2 && !wished) {
    for (const p of pairs) attested.add([middleOf(p.middle)], givenOf(p.given), p, true);
  } else if (slots === 2 && wished) {
    for (const info of data.givenNames) {
      if (!usable(info.key) || !endsName(info)) continue;
      const pair = attestedPair(wished.key, info.key, gender);
      (pair ? attested : rareFor(info)).add([wished], info, pair, pair !== null);
    }
  } else {
    // Four syllables: the best pairs as three-syllable names first, then each under every first middle name.
    const firsts = wished ? [wished] : FIRST_MIDDLES[gender].map(middleOf).filter((m) => usable(m.key));
    const scoredPairs: { p: NamePair; exact: number }[] = [];
    const probe = new CandidateList(surname, context);
    for (const p of pairs) {
      if (LINEAGE_MIDDLES.has(p.middleKey)) continue;
      const exact = probe.addChecked([middleOf(p.middle)], givenOf(p.given), p, true);
      if (exact >= 0) scoredPairs.push({ p, exact });
    }
    scoredPairs.sort((a, b) => b.exact - a.exact || compare(a.p.given, b.p.given));
    const shortlisted = new Set<NamePair>();
    for (const { p } of scoredPairs.slice(0, PAIR_SHORTLIST)) {
      shortlisted.add(p);
      for (const first of firsts) attested.add([first, middleOf(p.middle)], givenOf(p.given), p, true);
    }
    // Beyond the shortlist, every pair whose middle name makes a two-part middle name people really
    // bear with one of the first middle names (Thị Thu, Ngọc Bảo): the most natural openings.
    for (const { p } of scoredPairs) {
      if (shortlisted.has(p)) continue;
      for (const first of firsts) {
        if (twoPartMiddleCommonness(first.key, p.middleKey) > 0) attested.add([first, middleOf(p.middle)], givenOf(p.given), p, true);
      }
    }
  }

  // Too few real names left (a wished middle name few families use, a long avoid list): new
  // combinations of a middle name and a syllable that ends real names fill the rest.
  const real = attested.items.sort(byRank);
  if (fewerRealGivensThan(real, SUGGESTION_COUNT) && slots >= 2 && !(slots === 2 && wished)) {
    const leanOk = (m: SyllableInfo) => m.gender === "cả hai" || (gender === "trai" ? m.gender === "nam" : gender === "gai" && m.gender === "nữ");
    const lastMiddles = data.middleNames.filter((m) => usable(m.key) && leanOk(m) && (slots === 2 || !LINEAGE_MIDDLES.has(m.key))).slice(0, RARE_MIDDLES);
    const first = slots === 3 ? (wished ?? middleOf(FIRST_MIDDLES[gender][0]!)) : null;
    for (const info of data.givenNames) {
      if (!usable(info.key) || !endsName(info)) continue;
      for (const m of lastMiddles) {
        if (attestedPair(m.key, info.key, gender)) continue;
        rareFor(info).add(first ? [first, m] : [m], info, null, false);
      }
    }
  }

  const chosen: Candidate[] = [];
  // A narrow request (a long avoid list) may not fill 20 under the caps: loosen them step by step
  // before turning to new combinations, which always come after every real name.
  for (const loosen of [0, 2, Number.POSITIVE_INFINITY]) if (chosen.length < SUGGESTION_COUNT) pick(real, wished?.key ?? null, loosen, chosen);
  const fromReal = chosen.length;
  for (const loosen of [0, 2, Number.POSITIVE_INFINITY]) if (chosen.length < SUGGESTION_COUNT) pick(rare.items.sort(byRank), wished?.key ?? null, loosen, chosen);
  const fromRare = chosen.length;
  for (const loosen of [0, 2, Number.POSITIVE_INFINITY]) if (chosen.length < SUGGESTION_COUNT) pick(lastResort.items.sort(byRank), wished?.key ?? null, loosen, chosen);
  const ordered = [
    ...chosen.slice(0, fromReal).sort(byRank),
    ...chosen.slice(fromReal, fromRare).sort(byRank),
    ...chosen.slice(fromRare).sort(byRank),
  ];
  return ordered.map((c) => analyseName(c.parts, context).suggestion);
}
