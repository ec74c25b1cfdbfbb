// From names ranked by score, the 20 of a report: each passes every check and is good as a name
// (quality ≥ MIN_QUALITY), no given name twice, no pair twice in either order (Minh Thủy, Thủy
// Minh), middle names varied, no tone shape on more than half. The first three are what a free
// visitor sees: names families commonly give first of all; among those, together they touch every
// chosen theme where the data allows, and with the gender not known they are one boy's, one girl's
// and one both-gender name. The list stays sorted by score:
// the other 17 come from names ranked below the third, so nothing skipped for the three outranks it.
import { byRank, type RankedCandidate } from "./ranked-candidate.ts";
import type { RankedList } from "./ranked-list.ts";
import { SUGGESTION_COUNT } from "./report-types.ts";
import type { Gender, NameLean, ThemeId } from "./types.ts";

const PREVIEW_SLOTS = 3;
/** What a name must be worth as a name to be suggested at all: no filler in a paid report. */
export const MIN_QUALITY = 60;
/** "Varied middle names": no middle name of a pair in more than this many suggestions. */
export const MAX_MIDDLE_USES = 2;
/** A first middle name of two (Ngọc in Ngọc Bảo Anh) may open more of them: it is a family's style. */
const MAX_FIRST_MIDDLE_USES = 5;
/** How many points below the best name left a free slot may look for one that meets its own rules. */
export const FREE_TOLERANCE = 12;
/**
 * The naturalness (0–1) of a name families commonly give: a pair people of the sample bear, under a
 * two-part middle name people bear (a commonness of 0.5 or more, name-naturalness.ts). The report fills with such names first, loosening its variety
 * caps for them, before it takes a rarer one: variety gives way before naturalness does.
 */
export const COMMON_NATURALNESS = 0.65;
/**
 * The naturalness a free name of the lean the three still miss may have when no name families
 * commonly give is near the top: a real pair under an opening of its own (Minh Bảo Hân).
 */
export const MIX_NATURALNESS = 0.4;
/** With the gender not known, at least this many boys' names and as many girls'. */
export const MIN_PER_GENDER = 5;
/**
 * The lowest score of a name the report recommends: below it the band says "Không nên", which no
 * suggestion should say while names above it can fill the report.
 */
const MIN_RECOMMENDED_SCORE = 50;

interface ShortlistRules {
  gender: Gender;
  themes: readonly ThemeId[];
  /** The parents' wished middle name, which every name may carry. */
  wishedKey: string | null;
}

class Shortlist {
  readonly chosen: RankedCandidate[] = [];
  private readonly givens = new Set<string>();
  private readonly pairs = new Set<string>();
  private readonly middleUses = new Map<string, number>();
  private readonly shapes = new Map<string, number>();
  private readonly leans = new Map<NameLean | null, number>();
  constructor(private readonly rules: ShortlistRules) {}

  private uses = (key: string) => this.middleUses.get(key) ?? 0;
  /** A full list accepts nothing more: the steps that would only loosen its rules stop looking. */
  get full(): boolean {
    return this.chosen.length >= SUGGESTION_COUNT;
  }
  leanCount = (lean: NameLean) => this.leans.get(lean) ?? 0;

  /**
   * Whether the name may join under the report's rules; a last resort (a request so narrow that
   * nothing else fills 20, which the panel tests watch for) lowers the quality bar and drops the
   * mix rules (tone shapes, the gender mix) but never the checks nor a repeated name.
   */
  accepts(
    c: RankedCandidate,
    loosen: number,
    minQuality: number,
    mixed = true,
    minNatural = 0,
    minScore = MIN_RECOMMENDED_SCORE,
  ): boolean {
    if (this.full || c.quality < minQuality || c.natural < minNatural) return false;
    if (c.exact < minScore || this.otherGender(c)) return false;
    if (this.givens.has(c.parts.given.key) || this.pairs.has(c.pairKey)) return false;
    if (mixed && (this.shapes.get(c.toneShape) ?? 0) >= SUGGESTION_COUNT / 2) return false;
    const { middles } = c.parts;
    const overused = middles.some((m, i) => {
      const cap = (middles.length === 2 && i === 0 ? MAX_FIRST_MIDDLE_USES : MAX_MIDDLE_USES) + loosen;
      return m.key !== this.rules.wishedKey && this.uses(m.key) >= cap;
    });
    return !overused && (!mixed || this.leanWelcome(c)) && c.passes();
  }

  /**
   * A boy's report holds boys' names and names for both, a girl's report girls' and both: never a
   * name the report itself would label for the other gender, however few names are left. A wished
   * middle name of the other gender (a girl's Quang, a boy's Thu) leaves few such names, and the
   * report then holds fewer than 20 rather than a name the parents would read as the wrong child's.
   */
  private otherGender(c: RankedCandidate): boolean {
    const { gender } = this.rules;
    return gender !== "chua-biet" && c.lean === (gender === "trai" ? "gai" : "trai");
  }

  /** With the gender not known, the last places go to the boys' or girls' names still missing. */
  private leanWelcome(c: RankedCandidate): boolean {
    if (this.rules.gender !== "chua-biet") return true;
    const missing = (lean: NameLean) => Math.max(0, MIN_PER_GENDER - this.leanCount(lean));
    if (missing("trai") + missing("gai") < SUGGESTION_COUNT - this.chosen.length) return true;
    const lean = c.lean;
    return (lean === "trai" || lean === "gai") && missing(lean) > 0;
  }

  add(c: RankedCandidate): void {
    this.chosen.push(c);
    this.givens.add(c.parts.given.key);
    this.pairs.add(c.pairKey);
    for (const m of c.parts.middles) this.middleUses.set(m.key, this.uses(m.key) + 1);
    this.shapes.set(c.toneShape, (this.shapes.get(c.toneShape) ?? 0) + 1);
    this.leans.set(c.lean, (this.leans.get(c.lean) ?? 0) + 1);
  }
}

interface FreeRule {
  test: (c: RankedCandidate, list: Shortlist) => boolean;
  /** Whether it may skip only names within FREE_TOLERANCE points of the best one left. */
  bounded: boolean;
}

/** The free three's own rules, strictest first: each slot takes the best name the first feasible rule allows. */
function freeRules(rules: ShortlistRules): FreeRule[] {
  const uncovered = (list: Shortlist) => rules.themes.filter((t) => !list.chosen.some((c) => c.carries(t)));
  // Cover a missing theme when the slots left are no more than the themes missing.
  const themed = (c: RankedCandidate, list: Shortlist) => {
    const missing = uncovered(list);
    return (
      missing.length === 0 || missing.length < PREVIEW_SLOTS - list.chosen.length || missing.some((t) => c.carries(t))
    );
  };
  const leanNew = (c: RankedCandidate, list: Shortlist) =>
    rules.gender !== "chua-biet" || (c.lean !== null && !list.chosen.some((chosen) => chosen.lean === c.lean));
  // The three are the report's most natural names before anything else: each is a name families
  // commonly give, whatever rule it answers, as long as the report holds one near the top. The
  // gender mix of the three is a promise of the product: near the top, a real pair under an opening
  // of its own (MIX_NATURALNESS) keeps it before a common name far below does, since every name
  // between them would be lost to the report (a four-syllable report once sank to a girl's common
  // name 30 points down, and 14 of its 20 names scored "Không nên"); it looks as far as it must
  // only then, unless the parents' own middle name narrows the names to a few pairs. The themes are
  // a wish: they may cost the three at most FREE_TOLERANCE points.
  const common = (c: RankedCandidate) => c.natural >= COMMON_NATURALNESS;
  // With the gender not known, the lean of the last slots is all but fixed by the first, so after
  // the first a slot cannot count on a later one to carry a missing theme: it takes a name that
  // carries one while one is within reach.
  const carriesMissing = (c: RankedCandidate, list: Shortlist) => {
    const missing = uncovered(list);
    return missing.length === 0 || missing.some((t) => c.carries(t));
  };
  const unknownFirst: FreeRule[] =
    rules.gender === "chua-biet"
      ? [
          {
            test: (c, l) => l.chosen.length > 0 && common(c) && carriesMissing(c, l) && leanNew(c, l),
            bounded: true,
          },
        ]
      : [];
  return [
    ...unknownFirst,
    { test: (c, l) => common(c) && themed(c, l) && leanNew(c, l), bounded: true },
    { test: (c, l) => common(c) && leanNew(c, l), bounded: true },
    { test: (c, l) => c.natural >= MIX_NATURALNESS && leanNew(c, l), bounded: true },
    { test: (c, l) => common(c) && leanNew(c, l), bounded: rules.wishedKey !== null },
    { test: (c, l) => common(c) && themed(c, l), bounded: true },
    { test: common, bounded: false },
    { test: () => true, bounded: false },
  ];
}

/**
 * The rank of the first name from `from` on that `test` accepts, or -1; it stops at the first name
 * scoring under `lowest`, below which every name scores less.
 */
function findFrom(ranked: RankedList, from: number, test: (c: RankedCandidate) => boolean, lowest = -Infinity): number {
  for (let i = from; i < ranked.length; i++) {
    const c = ranked.at(i)!;
    if (c.exact < lowest) return -1;
    if (test(c)) return i;
  }
  return -1;
}

export function pickShortlist(ranked: RankedList, rules: ShortlistRules): RankedCandidate[] {
  const list = new Shortlist(rules);
  const free = freeRules(rules);
  let floor = -1;
  for (let slot = 0; slot < PREVIEW_SLOTS; slot++) {
    // A free rule may look only so far down: every name it skips is lost to the report, since
    // nothing may outrank the three; past FREE_TOLERANCE points, the next, looser rule is tried.
    const first = findFrom(ranked, floor + 1, (c) => list.accepts(c, 0, MIN_QUALITY));
    if (first < 0) break;
    const lowest = ranked.at(first)!.exact - FREE_TOLERANCE;
    for (const rule of free) {
      const index = findFrom(
        ranked,
        first,
        (c) => rule.test(c, list) && list.accepts(c, 0, MIN_QUALITY),
        rule.bounded ? lowest : -Infinity,
      );
      if (index < 0) continue;
      list.add(ranked.at(index)!);
      floor = Math.max(floor, index);
      break;
    }
  }
  const below = { from: floor + 1, to: ranked.length };
  // A narrow request (a wished middle name, a long avoid list) may not fill 20 under the caps:
  // loosen them step by step, then the mix (tone shapes, the gender mix: a wished middle name may
  // leave two tone shapes only); only then, as a last resort the panel tests watch for, take a name
  // below the quality bar.
  // Common names come first, loosening the middle-name caps a little for them; then rarer ones under
  // the same caps; only then are the caps dropped. Dropping them for common names first filled a
  // four-syllable report with one opening (eight Đức Minh names of twenty): readers graded the more
  // varied list a little higher, and found it about as natural. Each of those steps looks first among names the
  // report can recommend (MIN_RECOMMENDED_SCORE), then among all: the report names one it would
  // advise against only when nothing else fills 20 under the same rules.
  const cappedSteps = [
    [0, COMMON_NATURALNESS],
    [2, COMMON_NATURALNESS],
    [0, 0],
    [2, 0],
    [Infinity, COMMON_NATURALNESS],
    [Infinity, 0],
  ] as const;
  const fill = (
    loosen: number,
    minQuality: number,
    mixed: boolean,
    minNatural: number,
    minScore: number,
    names: { from: number; to: number } = below,
  ) => {
    for (let i = names.from; i < names.to && !list.full; i++) {
      const c = ranked.at(i)!;
      if (list.accepts(c, loosen, minQuality, mixed, minNatural, minScore)) list.add(c);
    }
  };
  for (const minScore of [MIN_RECOMMENDED_SCORE, 0]) {
    for (const [loosen, minNatural] of cappedSteps) fill(loosen, MIN_QUALITY, true, minNatural, minScore);
  }
  for (const minScore of [MIN_RECOMMENDED_SCORE, 0]) fill(Infinity, MIN_QUALITY, false, 0, minScore);
  // Still short (a wished middle name few pairs follow): a name the free three passed over, one that
  // outranks them but is not among the names families commonly give, is a better name than any
  // below the quality bar. It takes its place by score, so the first three are then not all common
  // names: in such a request no filler is the promise that weighs more.
  fill(Infinity, MIN_QUALITY, false, 0, 0, { from: 0, to: floor + 1 });
  fill(Infinity, 0, false, 0, 0);
  return list.chosen.sort(byRank);
}
