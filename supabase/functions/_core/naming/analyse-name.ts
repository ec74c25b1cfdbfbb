// The full analysis of one name (họ + đệm + tên, docs/product.md §4): per-syllable meaning, chữ Hán, element
// and its relation to the mệnh; the whole name's meaning; tone balance; numerology; the checks that
// exclude a name (kiêng húy, nói lái, a repeated syllable); and the score with its reasons.
import { relateToBirth } from "./elements.ts";
import { relateToParent } from "./parents.ts";
import { checksOf, failedCount, findingsOf, passes, syllablesOf } from "./name-checks.ts";
import { numerologyOf } from "./numerology.ts";
import type { SurnameInfo, SyllableInfo } from "./prepared-data-set.ts";
import type { BirthProfile, ElementRelation, SyllableAnalysis, Suggestion, ToneAnalysis } from "./report-types.ts";
import { scoreName } from "./score.ts";
import type { NameFeatures, ScoreContext } from "./score-inputs.ts";
import type { WeighedCriterion } from "./score-weighed.ts";
import { analyseToneSequence, toneClassOf, toneVerdictOf } from "./tones.ts";
import type { Element, Gender } from "./types.ts";
import type { Tone } from "../vietnamese/normalize.ts";
import { leanOfGivenName, type NamePair } from "./name-pairs.ts";
import { meaningfulThemes, nameFactsOf, rankingFactsOf, type NameFacts } from "./name-facts.ts";
import { asThePairWritesIt, hanTuOf } from "./pair-writing.ts";
import type { ThemeId } from "./types.ts";
import { syllableAnswers, wishMatchesOf, type WishTerm } from "./wish.ts";
import { meaningDetail, wholeNameMeaning } from "./whole-name-meaning.ts";

export interface NameParts {
  surname: SurnameInfo;
  /** Zero, one or two middle names, in order. */
  middles: readonly SyllableInfo[];
  given: SyllableInfo;
  /** The table's entry for the last middle name and the given name, when families give them together. */
  pair: NamePair | null;
  /** False for a combination no family is known to give: a rarer, new combination. */
  attested: boolean;
}

export interface AnalysisContext {
  gender: Gender;
  profile: BirthProfile | null;
  wishTerms: readonly WishTerm[];
  /** The wish phrases that say more than the chosen themes, the only ones the score counts. */
  scoredWishTerms: readonly WishTerm[];
  /** syllableKeys of every syllable of the kiêng húy list, and of their other readings (other-readings.ts). */
  avoidKeys: ReadonlySet<string>;
  /** For an other reading the list did not write itself (Phước), the syllable it wrote (Phúc). */
  avoidedAs: ReadonlyMap<string, string>;
  /**
   * The middle name the family fixed for every suggestion (syllableKey), or null. With the surname it
   * is theirs: the checks judge only what a suggestion adds to it. A parent's own candidate is judged
   * whole (analyse-candidate.ts clears it).
   */
  fixedMiddleKey: string | null;
  score: ScoreContext;
}

const relationTo = (profile: BirthProfile | null, element: Element | null): ElementRelation | null =>
  profile && element ? relateToBirth(element, profile.element) : null;

/** The tones read in full only when a reason is written; a factory, so no named closure is made per name. */
function toneReader(tones: Tone[]): () => ToneAnalysis {
  return () => analyseToneSequence(tones);
}

/**
 * Everything the score reads of a name for this request: its facts (name-facts.ts, the same
 * whatever the family asked), then what it answers of this family's request.
 */
export function featuresOf(
  parts: NameParts,
  context: AnalysisContext,
  failedChecks = 0,
  softWarnings = 0,
  withText = true,
  facts: NameFacts = nameFactsOf(parts, context.gender, withText),
): NameFeatures {
  const { given, middles } = parts;
  const tones = [...parts.surname.tones];
  for (const m of middles) tones.push(m.tone);
  tones.push(given.tone);
  // Field by field, not spread: a spread here made ranking several times slower.
  return {
    naturalness: facts.naturalness,
    commonness: facts.commonness,
    naturalnessReason: facts.naturalnessReason,
    attested: facts.attested,
    modernity: facts.modernity,
    readerAppeal: facts.readerAppeal,
    neutrality: facts.neutrality,
    lean: facts.lean,
    placeEcho: facts.placeEcho,
    givenThemes: facts.givenThemes,
    middleThemes: facts.middleThemes,
    meaningShare: facts.meaningShare,
    // Most requests say nothing beyond their themes: then no wish word is looked for.
    scoredWishMatches: context.scoredWishTerms.length === 0 ? [] : scoredWishMatchesOf(parts, context),
    givenRelation: relationTo(context.profile, given.element),
    middleRelations: middles.map((m) => relationTo(context.profile, m.element)),
    toneVerdict: toneVerdictOf(tones),
    tones: toneReader(tones),
    givenElement: given.element,
    middleElements: middles.map((m) => m.element),
    failedChecks,
    softWarnings,
  };
}

/**
 * The parents' words beyond their themes that the chosen part answers (a lineage middle name lends
 * no theme), read from what each of its syllables answers.
 */
function scoredWishMatchesOf({ middles, given }: NameParts, context: AnalysisContext): string[] {
  const answered = wishAnswersOf(context);
  const terms = context.scoredWishTerms;
  const byGiven = answered.of(given, true);
  const byMiddles = middles.map((m) => answered.of(m, false));
  const matches: string[] = [];
  // Plain loops, no callback per term: ranking asks this for every name it scores.
  for (let i = 0; i < terms.length; i++) {
    let answers = byGiven[i]!;
    for (let m = 0; !answers && m < byMiddles.length; m++) answers = byMiddles[m]![i]!;
    if (answers) matches.push(terms[i]!.text);
  }
  return matches;
}

/**
 * Which of the request's scored wish terms each syllable answers, as the given name or as a middle
 * name, worked out once per request and syllable: ranking scores thousands of names built from a
 * few hundred syllables.
 */
class WishAnswers {
  private readonly asGiven = new Map<SyllableInfo, boolean[]>();
  private readonly asMiddle = new Map<SyllableInfo, boolean[]>();
  constructor(readonly context: AnalysisContext) {}

  of(s: SyllableInfo, isGiven: boolean): readonly boolean[] {
    const known = (isGiven ? this.asGiven : this.asMiddle).get(s);
    if (known) return known;
    // As in the words a card says the name answers (wishMatches): a word through a theme only where
    // the theme is the syllable's main meaning, so the score never counts a word the card may not claim.
    const themes = (isGiven ? s.themes : meaningfulThemes(s)).slice(0, 1);
    const counted = this.context.score.selectedThemes;
    const key = wishKeyOf(s);
    const answers = this.context.scoredWishTerms.map((term) => syllableAnswers(term, key, themes, counted));
    (isGiven ? this.asGiven : this.asMiddle).set(s, answers);
    return answers;
  }
}

// The answers of the request being ranked: one report's thousands of names share one context.
let wishAnswers: WishAnswers | null = null;
const wishAnswersOf = (context: AnalysisContext): WishAnswers =>
  wishAnswers?.context === context ? wishAnswers : (wishAnswers = new WishAnswers(context));

/** The themes a name carries: the parents' picks first, then the given name's, then the middle names'. */
function themesOfName(given: SyllableInfo, middles: readonly SyllableInfo[], selected: readonly ThemeId[]): ThemeId[] {
  const all = [...given.themes, ...middles.flatMap(meaningfulThemes)];
  return [...new Set([...selected.filter((t) => all.includes(t)), ...all])];
}

/** What ranking needs of a name: its exact score and its quality. */
interface QuickScore {
  exact: number;
  quality: number;
  /** 0–1: how natural the name reads (its naturalness share): what the shortlist weighs first. */
  natural: number;
}

/**
 * The score of a name that passes every check, without running the checks or writing text: the
 * very number analyseName shows, since both read the name as its pair writes it.
 */
export function quickScoreOf(parts: NameParts, context: AnalysisContext): QuickScore {
  const written = asThePairWritesIt(parts);
  const features = featuresOf(written, context, 0, 0, false, rankingFactsOf(parts, written, context.gender));
  const result = scoreName(features, context.score, false);
  return { exact: result.exact, quality: result.parts.quality, natural: features.commonness };
}

function syllableAnalyses(parts: NameParts, context: AnalysisContext, tones: ToneAnalysis): SyllableAnalysis[] {
  const { surname, middles, given } = parts;
  const surnameHan = surname.entry?.hanTu ? Array.from(surname.entry.hanTu) : [];
  return [
    // The surname is not chosen, so it gets no relation to the mệnh; a two-syllable surname has one
    // element for the whole, shown on its first syllable.
    ...surname.syllables.map((syllable, i): SyllableAnalysis => ({
      syllable,
      role: "ho",
      hanTu: surnameHan[i] ?? null,
      meaning: null,
      element: i === 0 ? (surname.entry?.element ?? null) : null,
      elementRelation: null,
      tone: tones.tones[i]!,
      toneClass: toneClassOf(tones.tones[i]!),
    })),
    ...[...middles, given].map((s, i): SyllableAnalysis => {
      const tone = tones.tones[surname.syllables.length + i]!;
      const parentRelations =
        s.element && context.score.parents.length > 0
          ? context.score.parents.map(({ role, profile }) => relateToParent(s.element!, profile, role))
          : null;
      return {
        syllable: s.syllable,
        role: s === given ? "ten" : "dem",
        hanTu: s.hanTu,
        meaning: s.meaning,
        element: s.element,
        elementRelation: relationTo(context.profile, s.element),
        tone,
        toneClass: toneClassOf(tone),
        ...(parentRelations ? { parentRelations } : {}),
      };
    }),
  ];
}

/** The key a wish's words find a syllable by: none for one written with another character than the data set's. */
const wishKeyOf = (s: SyllableInfo): string => (s.ownCharacter === false ? "" : s.key);

/** The full analysis of one name, with `passed` false when a check excludes it. */
export function analyseName(
  parts: NameParts,
  context: AnalysisContext,
  softWarnings = 0,
): { suggestion: Suggestion; passed: boolean; exact: number; weighed: WeighedCriterion[] } {
  const { middles } = parts;
  const fullName = syllablesOf(parts).join(" ");
  const findings = findingsOf(parts, context);
  // Elements, and so the ngũ hành reading and its score, follow the characters the name is written with.
  const written = asThePairWritesIt(parts);
  const given = written.given;
  const features = featuresOf(written, context, failedCount(findings), softWarnings);
  const { score, exact, parts: scoreParts, band, reasons, weighed } = scoreName(features, context.score);
  const tones = features.tones();
  const themes = themesOfName(given, written.middles, context.score.selectedThemes);
  const suggestion: Suggestion = {
    fullName,
    surname: parts.surname.text,
    givenName: given.syllable,
    middleName: middles.length > 0 ? middles.map((m) => m.syllable).join(" ") : null,
    hanTu: hanTuOf(parts),
    meaning: wholeNameMeaning(parts.given, middles, parts.pair),
    element: given.element,
    elementRelation: features.givenRelation,
    score,
    scoreParts,
    band,
    genderLean: leanOfGivenName(
      middles.map((m) => m.key),
      parts.given.key,
    ),
    reasons,
    // Each word through a syllable that carries it: its own keyword, or the theme the word belongs
    // to as the syllable's main meaning. A theme a syllable only touches (bình an of Linh, beside trí
    // tuệ) does not make Linh Phương answer "khỏe mạnh". A lineage middle name (Thị, Văn) carries none.
    wishMatches: wishMatchesOf(context.wishTerms, [
      ...written.middles.map((m) => ({ key: wishKeyOf(m), themes: meaningfulThemes(m).slice(0, 1) })),
      { key: wishKeyOf(given), themes: given.themes.slice(0, 1) },
    ]),
    themes,
    meaningDetail: meaningDetail(written.given, written.middles),
    syllables: syllableAnalyses(written, context, tones),
    tonePattern: tones,
    numerology: numerologyOf(fullName),
    checks: checksOf(findings, context, parts),
    ...(parts.attested ? {} : { rare: true }),
  };
  return { suggestion, passed: passes(findings), exact, weighed };
}
