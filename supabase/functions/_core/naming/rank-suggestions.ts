// Ranking: from the prepared data set and one request, the 20 best names, sorted by the score the
// report shows (shortlist.ts says which 20). Names are built from real two-syllable given names
// (name-pairs.ts): a three-syllable name is surname + a pair; a four-syllable one puts a first
// middle name before a pair (from a short list, or one people bear before the pair's middle name,
// never a family name the parents did not wish); a two-syllable one is surname + a syllable real names
// end with. A new combination (a wished middle name no family puts before that given name) is
// scored like any name, and its low naturalness keeps it out unless nothing else fits.
import { analyseName, type AnalysisContext, type NameParts } from "./analyse-name.ts";
import { passesChecks } from "./name-checks.ts";
import {
  attestedPair,
  endsManyNames,
  endsNamesOfBoth,
  endsRealName,
  leanAlone,
  leanOpening,
  lineageAttests,
  pairLean,
  pairsFor,
  twoPartMiddleCommonness,
  twoPartOpeners,
  type NamePair,
} from "./name-pairs.ts";
import { LINEAGE_MIDDLES } from "./name-rules.ts";
import { soundOf } from "./onset-rhyme.ts";
import {
  lookUpSyllable,
  surnameInfoOf,
  type PreparedDataSet,
  type SurnameInfo,
  type SyllableInfo,
} from "./prepared-data-set.ts";
import { compare, RankedCandidate } from "./ranked-candidate.ts";
import { RankedList } from "./ranked-list.ts";
import type { Suggestion } from "./report-types.ts";
import { SUGGESTION_COUNT } from "./report-types.ts";
import { pickShortlist } from "./shortlist.ts";
import type { Gender, InspirationInput } from "./types.ts";

/** Four-syllable names: the pairs tried under each first middle name, the best of them as three-syllable names. */
const PAIR_SHORTLIST = 160;
/** New combinations try only the first middle names of the list (the commonest come first) to stay fast. */
const RARE_MIDDLES = 24;
/**
 * How many people of the sample must bear a two-part middle name for it to open a suggestion beyond
 * the short list of first middle names: one bearer is a single family's choice (Thế Thanh, Huy Hải).
 */
const MIN_OPENING_BEARERS = 2;

/**
 * The first middle names of a four-syllable name, by gender: the ones Vietnamese families put before
 * a two-syllable given name (Trần Thị Minh Thư, Nguyễn Ngọc Bảo Anh, Lê Hoàng Gia Bảo), as the
 * commonest two-part middle names of the UIT sample of vietnamese-namedb show. A second family name
 * (Nguyễn Trần Bảo Ngọc) is common too, but it is usually the mother's surname, which the form does
 * not ask: the report opens with one only when it is the parents' wished middle name. Thị stays,
 * though a parent found it dated: blind readers of set p graded its names above the others.
 */
const FIRST_MIDDLES: Record<Gender, readonly string[]> = {
  trai: ["Minh", "Gia", "Bảo", "Hoàng"],
  gai: ["Thị", "Ngọc", "Minh", "Gia", "Bảo", "Hoàng"],
  "chua-biet": ["Minh", "Gia", "Bảo"],
};

/**
 * With the gender not known, a wished middle name families give one gender only (Quang, Văn for a
 * boy; Thu, Thị for a girl) chooses the suggestions' gender, as a Tôn Thất surname does: readers
 * heard a girl's Quang Anh Thư as the wrong child's name. The score still reads the gender as not
 * known (a name for both suits the family better, and a name says which way it leans), and the
 * result page says why the names lean one way; the parents' own names are read as the request says,
 * so only the suggestions take this context.
 */
function withWishedMiddleGender(context: AnalysisContext, data: PreparedDataSet): AnalysisContext {
  if (context.gender !== "chua-biet" || context.fixedMiddleKey === null) return context;
  const lean = data.middleByKey.get(context.fixedMiddleKey)?.gender;
  if (lean !== "nam" && lean !== "nữ") return context;
  const gender = lean === "nam" ? "trai" : "gai";
  return { ...context, gender };
}

class CandidateList {
  readonly items: RankedCandidate[] = [];
  constructor(
    private readonly surname: SurnameInfo,
    private readonly context: AnalysisContext,
  ) {}

  /** Adds a name scored as if it passes the checks; they run later, only for names the pick reaches. */
  add(middles: SyllableInfo[], given: SyllableInfo, pair: NamePair | null, attested: boolean): number {
    const parts: NameParts = { surname: this.surname, middles, given, pair, attested };
    const candidate = new RankedCandidate(parts, this.context);
    this.items.push(candidate);
    return candidate.exact;
  }

  /** Adds a name only if it passes every check, and returns its score (-1 when it fails one). */
  addChecked(middles: SyllableInfo[], given: SyllableInfo, pair: NamePair | null, attested: boolean): number {
    return passesChecks({ surname: this.surname, middles, given, pair, attested }, this.context)
      ? this.add(middles, given, pair, attested)
      : -1;
  }
}

/**
 * Whether fewer than `count` different given names pass the checks: walks the names (sorted best
 * first) and stops at `count`, so the checks run for few names when many pass.
 */
function fewerRealGivensThan(ranked: RankedList, count: number): boolean {
  const givens = new Set<string>();
  for (let i = 0; i < ranked.length; i++) {
    const candidate = ranked.at(i)!;
    if (givens.has(candidate.parts.given.key) || !candidate.passes()) continue;
    givens.add(candidate.parts.given.key);
    if (givens.size >= count) return false;
  }
  return true;
}

/** The 20 suggestions of a request, analysed in full; `context` is analysisContext's for the same request. */
export function rankSuggestions(
  input: InspirationInput,
  requestContext: AnalysisContext,
  data: PreparedDataSet,
): Suggestion[] {
  const context = withWishedMiddleGender(requestContext, data);
  const gender = context.gender;
  const surname = surnameInfoOf(input.surname, data);
  const slots = Math.max(1, input.length - surname.syllables.length);
  const usable = (key: string) => !context.avoidKeys.has(key);
  const wished = input.middleName && slots >= 2 ? lookUpSyllable(input.middleName, data, true) : null;
  const middleOf = (text: string) => lookUpSyllable(text, data, true);
  // The data set has read every pair's syllables once (thousands of names per report).
  const middleOfPair = (p: NamePair) => data.pairSyllables[p.index]!.middle;
  const givenOfPair = (p: NamePair) => data.pairSyllables[p.index]!.given;
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
    // A one-syllable given name is read as families use the syllable alone: Hải, Khang or Bình alone
    // name a boy, Hạnh, Ngọc or Châu alone a girl, whatever a pair they end may be given to.
    const alone = (info: SyllableInfo) => {
      const lean = leanAlone(info.key);
      return (
        gender === "chua-biet" ||
        lean === "ca-hai" ||
        (gender === "trai" ? lean === "trai" && info.gender !== "nữ" : lean === "gai" && info.gender !== "nam")
      );
    };
    // After a two-syllable surname, a given name on the surname's rhyme jingles (Âu Dương Hương).
    const surnameRhyme = surname.syllables.length > 1 ? soundOf(surname.syllables.at(-1)!).rhyme : null;
    const rhymes = (info: SyllableInfo) => surnameRhyme !== null && soundOf(info.syllable).rhyme === surnameRhyme;
    for (const info of data.givenNames)
      if (usable(info.key) && endsStrictly(info) && alone(info) && !rhymes(info)) attested.add([], info, null, true);
  } else if (slots === 2 && !wished) {
    for (const p of pairs) attested.add([middleOfPair(p)], givenOfPair(p), p, true);
  } else if (slots === 2 && wished) {
    for (const info of data.givenNames) {
      if (!usable(info.key) || !endsName(info)) continue;
      const pair = attestedPair(wished.key, info.key, gender);
      const real = pair !== null || lineageAttests(wished.key, info.key, gender);
      if (real) attested.add([wished], info, pair, true);
      else if (endsManyNames(info.key)) rareFor(info).add([wished], info, null, false);
    }
  } else {
    // Four syllables: the best pairs as three-syllable names first, then each under every first middle name.
    const firsts = wished ? [wished] : FIRST_MIDDLES[gender].map(middleOf).filter((m) => usable(m.key));
    const scoredPairs: { p: NamePair; exact: number }[] = [];
    const probe = new CandidateList(surname, context);
    for (const p of pairs) {
      if (LINEAGE_MIDDLES.has(p.middleKey)) continue;
      const exact = probe.addChecked([middleOfPair(p)], givenOfPair(p), p, true);
      if (exact >= 0) scoredPairs.push({ p, exact });
    }
    scoredPairs.sort((a, b) => b.exact - a.exact || compare(a.p.given, b.p.given));
    // Two middle names that are themselves a pair of the other gender make the name read as that
    // gender's name with a syllable tacked on: a boy's Minh Anh Tuấn opens with the girl's name Minh
    // Anh, and a name for both leans the way such a pair does. That holds under the parents' own
    // wished middle name too: they chose Ngọc for a boy, not the girl's Ngọc Anh it would make with
    // the pair's middle name (set x's readers heard Đặng Ngọc Anh Dũng as a girl's name and Dũng).
    // Whom the name is for: the report's gender, or with the gender not known the pair's own lean.
    const leanOfPair = (p: NamePair) => (gender === "chua-biet" ? p.gender : gender === "trai" ? "nam" : "nữ");
    const opensAsOtherGender = (first: SyllableInfo, p: NamePair) => {
      const lean = pairLean(first.key, p.middleKey);
      return lean !== null && lean !== "cả hai" && lean !== leanOfPair(p);
    };
    const shortlisted = new Set<NamePair>();
    for (const { p } of scoredPairs.slice(0, PAIR_SHORTLIST)) {
      shortlisted.add(p);
      for (const first of firsts)
        if (!opensAsOtherGender(first, p)) attested.add([first, middleOfPair(p)], givenOfPair(p), p, true);
    }
    // Beyond the shortlist, every pair whose middle name makes a two-part middle name people really
    // bear with one of the first middle names (Thị Thu, Ngọc Bảo): the most natural openings.
    for (const { p } of scoredPairs) {
      if (shortlisted.has(p)) continue;
      for (const first of firsts) {
        if (twoPartMiddleCommonness(first.key, p.middleKey) > 0 && !opensAsOtherGender(first, p))
          attested.add([first, middleOfPair(p)], givenOfPair(p), p, true);
      }
    }
    // Without a wished middle name, every pair also opens with the other first middle names people
    // really put before its middle name (Đức Minh, Quang Nhật), but never with a surname: the report
    // would be guessing the mother's (Trần Minh, Lê Thanh are common, and a Phạm mother's family
    // would not see itself in them). Such an opening leans the way the name does: a boy's name opens
    // with a boy's middle name, not one of both (readers heard a boy's Ngọc Minh Dũng as soft and
    // Thanh Hoàng Việt as stacked); the short list above holds the openings of both that families use.
    // A name for both opens only with a middle name that opens boys' and girls' names alike: Ngọc is
    // written for both but opens mostly girls' names, and readers heard Ngọc Thanh Bình as a girl's.
    if (!wished) {
      const listed = new Set(firsts.map((f) => f.key));
      const opens = (key: string, p: NamePair) => {
        const info = data.middleByKey.get(key);
        return (
          info !== undefined &&
          info.gender === leanOfPair(p) &&
          (leanOfPair(p) !== "cả hai" || leanOpening(key) === "ca-hai") &&
          !listed.has(key) &&
          usable(key) &&
          !data.surnames.has(key) &&
          !LINEAGE_MIDDLES.has(key) &&
          !opensAsOtherGender(info, p)
        );
      };
      for (const { p } of scoredPairs) {
        for (const { key, bearers } of twoPartOpeners(p.middleKey)) {
          if (bearers >= MIN_OPENING_BEARERS && opens(key, p))
            attested.add([data.middleByKey.get(key)!, middleOfPair(p)], givenOfPair(p), p, true);
        }
      }
    }
  }

  // Too few real names left (a wished middle name few families use, a long avoid list): new
  // combinations of a middle name and a syllable that ends real names fill the rest.
  const real = new RankedList(attested.items);
  const addNewCombinations = () => {
    const leanOk = (m: SyllableInfo) =>
      m.gender === "cả hai" || (gender === "trai" ? m.gender === "nam" : gender === "gai" && m.gender === "nữ");
    const lastMiddles = data.middleNames
      .filter((m) => usable(m.key) && leanOk(m) && (slots === 2 || !LINEAGE_MIDDLES.has(m.key)))
      .slice(0, RARE_MIDDLES);
    const first = slots === 3 ? (wished ?? middleOf(FIRST_MIDDLES[gender][0]!)) : null;
    for (const info of data.givenNames) {
      if (!usable(info.key) || !endsName(info) || !endsManyNames(info.key)) continue;
      for (const m of lastMiddles) {
        if (attestedPair(m.key, info.key, gender)) continue;
        rareFor(info).add(first ? [first, m] : [m], info, null, false);
      }
    }
  };
  const canCombine = slots >= 2 && !(slots === 2 && wished);
  const combined = canCombine && fewerRealGivensThan(real, SUGGESTION_COUNT);
  if (combined) addNewCombinations();

  const rules = { gender, themes: input.themes, wishedKey: wished?.key ?? null };
  const everyName = () =>
    rare.items.length + lastResort.items.length === 0
      ? real
      : new RankedList([...attested.items, ...rare.items, ...lastResort.items]);
  let chosen = pickShortlist(everyName(), rules);
  // The free three may have cost the report names ranked above them: new combinations fill the rest.
  if (chosen.length < SUGGESTION_COUNT && canCombine && !combined) {
    addNewCombinations();
    chosen = pickShortlist(everyName(), rules);
  }
  return chosen.map((c) => analyseName(c.parts, context).suggestion);
}
