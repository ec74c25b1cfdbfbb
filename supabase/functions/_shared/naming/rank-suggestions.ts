// Ranking: from the prepared data set and one request, the 20 best names that pass every check, no
// two with the same given name, middle names varied, the requested length and the baby's gender.
//
// Scoring every given name with every middle name would cost tens of thousands of analyses, so the
// search is narrowed in two steps that cannot change which names are best by much: the given names
// and the middle names are first scored on their own (themes, wish, mệnh), and only the leaders
// of each are combined and scored as whole names.
import { analyseName, evaluateName, type AnalysisContext, type NameParts } from "./analyse-name.ts";
import { lookUpSyllable, surnameInfoOf, type PreparedDataSet, type SyllableInfo } from "./prepared-data-set.ts";
import type { BirthProfile, Suggestion } from "./report-types.ts";
import { relateToBirth } from "./elements.ts";
import { scoreName } from "./score.ts";
import { analyseToneSequence } from "./tones.ts";
import { attestedMiddlesOf, familiarity } from "./name-familiarity.ts";
import type { Gender, GenderLean, InspirationInput } from "./types.ts";
import { findWishTerms, wishMatchesOf } from "./wish.ts";
import { formatName, syllableKey } from "../vietnamese/normalize.ts";

export const SUGGESTION_COUNT = 20;
/** "Varied middle names": no engine-chosen middle syllable in more than this many suggestions. */
export const MAX_MIDDLE_USES = 2;
// Shortlist sizes: large enough that the 20 best whole names are found among them, small enough to
// keep a report within a few milliseconds.
const GIVEN_SHORTLIST = 40;
const MIDDLE_SHORTLIST = 10;
const FIRST_OF_TWO_MIDDLES = 5;
const SECOND_OF_TWO_MIDDLES = 10;

/**
 * The middle names that open a four-syllable name ("Trần Thị Minh Thư", "Nguyễn Ngọc Bảo Anh",
 * "Lê Hoàng Gia Bảo"): the commonest first middle names of two in the UIT sample of
 * vietnamese-namedb (uit_member-middle-name-counts.tsv, surnames used as middle names left out).
 */
const FIRST_OF_TWO = new Set(
  ["Thị", "Ngọc", "Hoàng", "Văn", "Đình", "Đức", "Minh", "Quốc", "Hữu", "Trọng", "Quang", "Công", "Thanh", "Bảo", "Gia", "Phương", "Kim"].map(syllableKey),
);
/** Văn and Thị mark gender and open a name; they never stand second of two middle names. */
const LEADING_ONLY = new Set(["Văn", "Thị"].map(syllableKey));

const LEANS_FOR: Record<Gender, readonly GenderLean[]> = {
  trai: ["nam", "cả hai"],
  gai: ["nữ", "cả hai"],
  "chua-biet": ["cả hai"],
};

/** Final order: score, then the given name (so tied names do not clump by middle name), then the full name. */
const byRank = (a: Candidate, b: Candidate) =>
  b.exact - a.exact || compare(a.parts.given.syllable, b.parts.given.syllable) || compare(a.fullName, b.fullName);

// Code-point order, not localeCompare: the order must not depend on the runtime's ICU data.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Candidate {
  parts: NameParts;
  fullName: string;
  exact: number;
}

const byScoreThenName = (a: { exact: number; fullName: string }, b: { exact: number; fullName: string }) =>
  b.exact - a.exact || compare(a.fullName, b.fullName);

/** The context every analysis of this request shares. */
export function analysisContext(input: InspirationInput, profile: BirthProfile | null, data: PreparedDataSet): AnalysisContext {
  const wished = input.middleName ? syllableKey(input.middleName) : null;
  // The parents' own middle-name wish wins over their avoid list: they chose it knowingly.
  const avoidKeys = new Set(input.avoid.flatMap((entry) => formatName(entry).split(" ")).filter(Boolean).map(syllableKey));
  if (wished) avoidKeys.delete(wished);
  const wishTerms = findWishTerms(input.wish, data.wishIndex);
  return {
    gender: input.gender,
    profile,
    wishTerms,
    avoidKeys,
    score: {
      selectedThemes: input.themes,
      wishTermCount: wishTerms.length,
      hasProfile: profile !== null,
      themeLabel: (id) => data.themes.get(id)?.label ?? id,
    },
  };
}

/** One syllable's own merit for this request (themes, wish, mệnh), to shortlist it. */
function soloScore(info: SyllableInfo, context: AnalysisContext): number {
  return scoreName(
    {
      givenThemes: info.themes,
      middleThemes: [],
      wishMatches: wishMatchesOf(context.wishTerms, [info]),
      familiarity: familiarity(info.key, context.gender),
      pairFamiliarity: null,
      pairText: null,
      givenRelation: context.profile && info.element ? relateToBirth(info.element, context.profile.element) : null,
      middleRelations: [],
      // One syllable alone has no tone balance: the same constant for every syllable.
      toneVerdict: "can-doi",
      tones: () => analyseToneSequence([info.tone]),
    },
    context.score,
    false,
  ).exact;
}

interface Scored<T> {
  item: T;
  exact: number;
  fullName: string;
}

function rankSolo(pool: readonly SyllableInfo[], context: AnalysisContext): Scored<SyllableInfo>[] {
  return pool.map((item) => ({ item, exact: soloScore(item, context), fullName: item.syllable })).sort(byScoreThenName);
}

const shortlist = (pool: readonly SyllableInfo[], context: AnalysisContext, size: number): SyllableInfo[] =>
  rankSolo(pool, context).slice(0, size).map((x) => x.item);

/** The middle-name sequences to try: none, one, or two, as the requested length needs. */
function middleOptions(slots: number, wished: SyllableInfo | null, pool: readonly SyllableInfo[], context: AnalysisContext): SyllableInfo[][] {
  if (slots <= 1) return [[]];
  if (slots === 2) return wished ? [[wished]] : shortlist(pool, context, MIDDLE_SHORTLIST).map((m) => [m]);
  const firsts = wished ? [{ item: wished, exact: 0 }] : rankSolo(pool.filter((m) => FIRST_OF_TWO.has(m.key)), context).slice(0, FIRST_OF_TWO_MIDDLES);
  const seconds = rankSolo(pool.filter((m) => !LEADING_ONLY.has(m.key)), context).slice(0, SECOND_OF_TWO_MIDDLES);
  // Every pair of the two shortlists, so the middle-name cap still leaves enough variety to pick from.
  return firsts.flatMap((first) => seconds.filter((second) => second.item.key !== first.item.key).map((second) => [first.item, second.item]));
}

/**
 * Middle names families really put before this given name ("Minh" before "Khôi"), tried on top of
 * the shortlist: a real pair may rank high without its middle name leading on themes alone.
 */
function attestedOptions(given: SyllableInfo, slots: number, wished: SyllableInfo | null, pool: readonly SyllableInfo[], context: AnalysisContext): SyllableInfo[][] {
  if (slots <= 1 || wished) return [];
  const known = attestedMiddlesOf(given.key, context.gender);
  const middles = pool.filter((m) => known.has(m.key));
  if (slots === 2) return middles.map((m) => [m]);
  const firsts = rankSolo(pool.filter((m) => FIRST_OF_TWO.has(m.key)), context).slice(0, FIRST_OF_TWO_MIDDLES);
  return middles
    .filter((second) => !LEADING_ONLY.has(second.key))
    .flatMap((second) => firsts.filter((first) => first.item.key !== second.key).map((first) => [first.item, second]));
}

/** Greedy pick in score order: a given name once, each middle syllable at most `cap` times. */
function pick(ranked: readonly Candidate[], wishedKey: string | null, cap: number, chosen: Candidate[]): void {
  const givens = new Set(chosen.map((c) => c.parts.given.key));
  const uses = new Map<string, number>();
  for (const c of chosen) for (const m of c.parts.middles) uses.set(m.key, (uses.get(m.key) ?? 0) + 1);
  for (const candidate of ranked) {
    if (chosen.length >= SUGGESTION_COUNT) return;
    const { given, middles } = candidate.parts;
    if (givens.has(given.key)) continue;
    if (middles.some((m) => m.key !== wishedKey && (uses.get(m.key) ?? 0) >= cap)) continue;
    chosen.push(candidate);
    givens.add(given.key);
    for (const m of middles) uses.set(m.key, (uses.get(m.key) ?? 0) + 1);
  }
}

export function rankSuggestions(input: InspirationInput, profile: BirthProfile | null, data: PreparedDataSet): Suggestion[] {
  const context = analysisContext(input, profile, data);
  const surname = surnameInfoOf(input.surname, data);
  const slots = Math.max(1, input.length - surname.syllables.length);
  const leans = LEANS_FOR[input.gender];
  const usable = (info: SyllableInfo) => leans.includes(info.gender) && !context.avoidKeys.has(info.key);
  const wished = input.middleName && slots >= 2 ? lookUpSyllable(input.middleName, data, true) : null;

  const givens = shortlist(data.givenNames.filter(usable), context, GIVEN_SHORTLIST);
  const middlePool = data.middleNames.filter(usable);
  const options = middleOptions(slots, wished, middlePool, context);
  const candidates: Candidate[] = [];
  for (const given of givens) {
    for (const middles of [...options, ...attestedOptions(given, slots, wished, middlePool, context)]) {
      const parts: NameParts = { surname, middles, given };
      const { passed, exact } = evaluateName(parts, context);
      if (passed) candidates.push({ parts, exact, fullName: [surname.text, ...middles.map((m) => m.syllable), given.syllable].join(" ") });
    }
  }
  candidates.sort(byRank);

  const chosen: Candidate[] = [];
  // A narrow request (few middle names fit the gender and the avoid list) may not fill 20 under
  // the cap: loosen it step by step rather than return fewer names.
  for (const cap of [MAX_MIDDLE_USES, MAX_MIDDLE_USES + 2, Number.POSITIVE_INFINITY]) {
    if (chosen.length < SUGGESTION_COUNT) pick(candidates, wished?.key ?? null, cap, chosen);
  }
  return chosen.sort(byRank).map((c) => analyseName(c.parts, context).suggestion);
}
