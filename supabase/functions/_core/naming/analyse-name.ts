// The full analysis of one name (họ + đệm + tên, docs/product.md §4): per-syllable meaning, chữ Hán, element
// and its relation to the mệnh; the whole name's meaning; tone balance; numerology; the checks that
// exclude a name (kiêng húy, nói lái, a repeated syllable); and the score with its reasons.
import { relateToBirth } from "./elements.ts";
import { relateToParent } from "./parents.ts";
import { findNoiLaiInName, findPhraseInName, type NoiLaiHit } from "./noi-lai.ts";
import { numerologyOf } from "./numerology.ts";
import type { SurnameInfo, SyllableInfo } from "./prepared-data-set.ts";
import type {
  BirthProfile,
  ElementRelation,
  NameCheck,
  SyllableAnalysis,
  Suggestion,
  ToneAnalysis,
} from "./report-types.ts";
import { scoreName, type NameFeatures, type ScoreContext } from "./score.ts";
import { analyseToneSequence, toneClassOf, toneVerdictOf } from "./tones.ts";
import type { Element, Gender, NameLean } from "./types.ts";
import type { Tone } from "../vietnamese/normalize.ts";
import { commonness, leanAlone, leanOfName, pairLean, twoPartMiddleCommonness, type NamePair } from "./name-pairs.ts";
import { findHanTuChoice } from "./data/han-tu-choices.ts";
import {
  describeRuleBreak,
  findRuleBreak,
  isPlaceAllowedAsName,
  LINEAGE_MIDDLES,
  type RuleBreak,
} from "./name-rules.ts";
import type { ThemeId } from "./types.ts";
import { wishMatchesOf, type WishTerm } from "./wish.ts";
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
  /** syllableKeys of every syllable of the kiêng húy list. */
  avoidKeys: ReadonlySet<string>;
  score: ScoreContext;
}

const relationTo = (profile: BirthProfile | null, element: Element | null): ElementRelation | null =>
  profile && element ? relateToBirth(element, profile.element) : null;

const syllablesOf = (parts: NameParts): string[] => [
  ...parts.surname.syllables,
  ...parts.middles.map((m) => m.syllable),
  parts.given.syllable,
];

const LEAN_WORDS: Record<NameLean, string> = { trai: "con trai", gai: "con gái", "ca-hai": "cả con trai lẫn con gái" };
const GENDER_LEAN: Record<Gender, NameLean> = { trai: "trai", gai: "gai", "chua-biet": "ca-hai" };

/** What a pair for both genders whose given name leans to the other keeps of its naturalness. */
const GIVEN_AGAINST_FACTOR = 0.8;
const OTHER_LEAN: Partial<Record<Gender, NameLean>> = { trai: "gai", gai: "trai" };

/**
 * Whether the name leans to the other gender than this baby's: "pair" when the table gives the
 * pair itself to the other gender, "given" when the pair is given to both or unknown and the given
 * name alone leans there (Hà, Hiếu); never
 * for a baby whose gender is not known, whose report mixes boys' and girls' names on purpose.
 */
function leanAgainst(parts: NameParts, gender: Gender): "pair" | "given" | null {
  const other = OTHER_LEAN[gender];
  if (!other) return null;
  const last = parts.middles.at(-1);
  // Ranking reads thousands of names: a real pair already knows its lean.
  const pair = parts.pair ? parts.pair.gender : last ? pairLean(last.key, parts.given.key) : null;
  // A pair of one gender is that gender's name, whatever its given name alone would say (Tuấn Anh).
  if (pair && pair !== "cả hai") return AS_LEAN[pair] === other ? "pair" : null;
  return leanAlone(parts.given.key) === other ? "given" : null;
}

/** Whether the given name alone leans to this baby's gender (a girl's Khuê, a boy's Khôi). */
const leansWith = (parts: NameParts, gender: Gender): boolean =>
  gender !== "chua-biet" && leanAlone(parts.given.key) === GENDER_LEAN[gender];

const AS_LEAN = { nam: "trai", nữ: "gai" } as const;
const PAIR_LEAN = { ...AS_LEAN, "cả hai": "ca-hai" } as const;

/**
 * The commonness (name-pairs.ts) from which a real name is simply natural: a pair several people of
 * the sample bear (a naturalness of 0.3 + 0.7 × 0.7 = 0.79, above the shortlist's "commonly given"
 * 0.65). Beyond it commonness is no merit: the commonest pairs of that sample of adults are often
 * their generation's names (Mạnh Cường, Mỹ Dung), which native readers grade below names of today.
 */
const COMMON_ENOUGH = 0.7;

/**
 * Whether families give this name, and why: the largest part of quality. `share` is what the score
 * counts (commonness saturated at COMMON_ENOUGH); `raw` keeps counting how common the name is, for
 * the shortlist, which fills a report with the commonest names first. It reads the pair alone,
 * never the request, so a boy's name proposed to a family who does not know the gender yet is as
 * natural as in a boy's report.
 */
function naturalnessOf(
  parts: NameParts,
  gender: Gender,
  withText: boolean,
): { share: number; raw: number; reason: string | null } {
  const last = parts.middles.at(-1);
  const text = last ? `${last.syllable} ${parts.given.syllable}` : parts.given.syllable;
  const against = leanAgainst(parts, gender);
  if (!parts.attested) {
    // A new combination reads as a name of this baby's gender only as far as its given name does:
    // a girl's Đức Khuê sounds possible, a girl's Đức Khôi does not, and a pair families give to
    // the other gender (a girl's Đức Anh) is that gender's name, not a new one.
    const share = against === "pair" ? 0.05 : against === "given" ? 0.1 : leansWith(parts, gender) ? 0.3 : 0.2;
    return { share, raw: share, reason: `Tổ hợp mới, ít gặp: chưa thấy gia đình nào đặt "${text}" cho con` };
  }
  // A real pair is always well above any new combination; among real ones, the commoner the surer:
  // how many people bear the pair weighs most, so a rare literary pair does not pass for a common one.
  // A pair given to both whose given name alone leans to the other gender (a boy's Thanh Hà, a
  // girl's Minh Hiếu) is less sure for this baby.
  // A lineage middle name says nothing of the given name (Nguyễn Văn Hùng): such a name is as
  // common as real names ending with its given name are.
  const lineage = last !== undefined && parts.pair === null && LINEAGE_MIDDLES.has(last.key);
  const common = commonness(lineage ? null : (last?.key ?? null), parts.given.key, parts.pair);
  const factor = against === "given" ? GIVEN_AGAINST_FACTOR : 1;
  // Commonness counts up to COMMON_ENOUGH and no further (the score's naturalness saturates).
  const raw = (0.3 + 0.7 * common) * factor;
  const share = (0.3 + 0.7 * Math.min(1, common / COMMON_ENOUGH)) * factor;
  // Ranking scores thousands of names and reads no reason: the words are written only when asked.
  const lean = withText ? (leanOfName(last?.key ?? null, parts.given.key) ?? GENDER_LEAN[gender]) : null;
  const reason = lean ? `"${text}" là tên nhiều gia đình Việt đặt cho ${LEAN_WORDS[lean]}` : null;
  if (parts.middles.length < 2) return { share, raw, reason };
  // A four-syllable name also opens with a two-part middle name: one people really bear (Thị Thu,
  // Ngọc Bảo, Hoàng Gia) reads as a name; an unseen one (Bảo Thanh, Gia Thái) reads as invented.
  const [first, second] = parts.middles as [SyllableInfo, SyllableInfo];
  const opening = twoPartMiddleCommonness(first.key, second.key);
  return {
    share: share * (0.5 + 0.5 * opening),
    raw: raw * (0.5 + 0.5 * opening),
    reason:
      reason && opening > 0
        ? `${reason}, mở đầu bằng tên đệm "${first.syllable} ${second.syllable}" quen thuộc`
        : reason,
  };
}

/**
 * 0–1: how much the name reads as one of today's babies, from the style the data set gives its
 * given name and the middle name before it (data/README.md): both of today 1, one of them 0.75,
 * neither 0.5; a one-syllable given name by its own style. A syllable the data set does not know
 * counts as of its time.
 */
function modernityOf({ middles, given }: NameParts): number {
  const modern = (s: SyllableInfo) => (s.style === "hiện đại" ? 1 : 0);
  const last = middles.at(-1);
  return last ? 0.5 + 0.25 * modern(given) + 0.25 * modern(last) : 0.5 + 0.5 * modern(given);
}

/**
 * 0–1: how well the name suits a boy and a girl alike. A pair families give to both is 1 (Nhật Anh,
 * Bảo An); a one-syllable name families use alone for both, too (An, Giang). A name that leans one
 * way keeps three quarters of the share of its syllables the data set gives to both (Thanh Nguyên
 * 0.75, Ngọc Linh 0.375, Mạnh Cường 0): a girl's name built of syllables for both reads milder than
 * one whose every syllable is a girl's, and readers grade it nearly as well.
 */
function neutralityOf({ middles, given }: NameParts, lean: NameLean | null): number {
  if (lean === "ca-hai") return 1;
  const last = middles.at(-1);
  const syllables = last && !LINEAGE_MIDDLES.has(last.key) ? [last, given] : [given];
  return (0.75 * syllables.filter((s) => s.gender === "cả hai").length) / syllables.length;
}

/** The themes a middle syllable lends a name: none for a lineage middle name (Văn, Thị, Công …). */
export const meaningfulThemes = (m: SyllableInfo): readonly ThemeId[] => (LINEAGE_MIDDLES.has(m.key) ? [] : m.themes);

/** The tones read in full only when a reason is written; a factory, so no named closure is made per name. */
function toneReader(tones: Tone[]): () => ToneAnalysis {
  return () => analyseToneSequence(tones);
}

/** 0–1: a meaning written for the pair, one composed from syllables we know, or a syllable we cannot explain. */
function meaningShareOf({ middles, given, pair }: NameParts): number {
  if (pair?.meaning) return 1;
  const unexplained = [...middles, given].some((s) => s.meaning === null && !LINEAGE_MIDDLES.has(s.key));
  return unexplained ? 0.4 : 0.85;
}

export function featuresOf(
  parts: NameParts,
  context: AnalysisContext,
  failedChecks = 0,
  softWarnings = 0,
  withText = true,
): NameFeatures {
  const { given, middles } = parts;
  const tones = [...parts.surname.tones, ...middles.map((m) => m.tone), given.tone];
  // Most requests say nothing beyond their themes: then no wish word is looked for.
  const chosen =
    context.scoredWishTerms.length === 0
      ? []
      : [...middles, given].map((s) => ({ key: s.key, themes: s === given ? s.themes : meaningfulThemes(s) }));
  const natural = naturalnessOf(parts, context.gender, withText);
  // Ranking reads thousands of names: a real pair already knows its lean.
  const lean = parts.pair ? PAIR_LEAN[parts.pair.gender] : leanOfName(middles.at(-1)?.key ?? null, given.key);
  return {
    naturalness: natural.share,
    commonness: natural.raw,
    naturalnessReason: natural.reason,
    modernity: modernityOf(parts),
    neutrality: neutralityOf(parts, lean),
    lean,
    placeEcho:
      middles.length > 0 && isPlaceAllowedAsName(middles.at(-1)!.key, given.key)
        ? `${middles.at(-1)!.syllable} ${given.syllable}`
        : null,
    givenThemes: given.themes,
    middleThemes: middles.map(meaningfulThemes),
    scoredWishMatches:
      chosen.length === 0 ? [] : wishMatchesOf(context.scoredWishTerms, chosen, context.score.selectedThemes),
    givenRelation: relationTo(context.profile, given.element),
    middleRelations: middles.map((m) => relationTo(context.profile, m.element)),
    toneVerdict: toneVerdictOf(tones),
    tones: toneReader(tones),
    givenElement: given.element,
    middleElements: middles.map((m) => m.element),
    meaningShare: meaningShareOf(parts),
    failedChecks,
    softWarnings,
  };
}

/** The themes a name carries: the parents' picks first, then the given name's, then the middle names'. */
function themesOfName(given: SyllableInfo, middles: readonly SyllableInfo[], selected: readonly ThemeId[]): ThemeId[] {
  const all = [...given.themes, ...middles.flatMap(meaningfulThemes)];
  return [...new Set([...selected.filter((t) => all.includes(t)), ...all])];
}

interface CheckFindings {
  avoided: SyllableInfo | null;
  noiLai: NoiLaiHit | null;
  reading: NoiLaiHit | null;
  /** A hard rule broken: place, ordinary word, repeat, the surname's other reading, a stacked middle name. */
  rule: RuleBreak | null;
}

function findingsOf(parts: NameParts, context: AnalysisContext): CheckFindings {
  return {
    avoided: [...parts.middles, parts.given].find((s) => context.avoidKeys.has(s.key)) ?? null,
    noiLai: findNoiLaiInName(syllablesOf(parts), parts.surname.syllables.length),
    reading: findPhraseInName(syllablesOf(parts), parts.surname.syllables.length),
    rule: findRuleBreak(
      parts.surname.syllables,
      parts.middles.map((m) => m.syllable),
      parts.given.syllable,
    ),
  };
}

const failedCount = (f: CheckFindings) =>
  [f.avoided, f.noiLai, f.reading, f.rule].filter((found) => found !== null).length;
const passes = (f: CheckFindings) => failedCount(f) === 0;

function checksOf({ avoided, noiLai, reading, rule }: CheckFindings, context: AnalysisContext): NameCheck[] {
  return [
    avoided
      ? {
          kind: "kieng-huy",
          passed: false,
          detail: `Trùng chữ "${avoided.syllable}" trong tên cần tránh của gia đình.`,
        }
      : {
          kind: "kieng-huy",
          passed: true,
          detail:
            context.avoidKeys.size > 0
              ? "Không trùng chữ nào trong tên cần tránh của gia đình."
              : "Gia đình không nêu tên cần tránh.",
        },
    noiLai
      ? { kind: "noi-lai", passed: false, detail: `Nói lái "${noiLai.pair.join(" ")}" thành "${noiLai.result}".` }
      : { kind: "noi-lai", passed: true, detail: "Nói lái các cặp chữ trong tên không ra từ thô tục hay xui xẻo." },
    reading
      ? { kind: "doc-lien", passed: false, detail: `Hai chữ "${reading.result}" đọc liền thành "${reading.phrase}".` }
      : { kind: "doc-lien", passed: true, detail: "Đọc liền các chữ cạnh nhau không thành từ xấu." },
    rule
      ? { kind: "quy-tac", passed: false, detail: describeRuleBreak(rule) }
      : {
          kind: "quy-tac",
          passed: true,
          detail: "Không chữ nào lặp lại hay trùng họ, không trùng địa danh hay từ thông thường.",
        },
  ];
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
  const features = featuresOf(asThePairWritesIt(parts), context, 0, 0, false);
  const result = scoreName(features, context.score, false);
  return { exact: result.exact, quality: result.parts.quality, natural: features.commonness };
}

/** Whether a name passes every check (kiêng húy, nói lái, a phrase read straight, the hard rules). */
export function passesChecks(parts: NameParts, context: AnalysisContext): boolean {
  return passes(findingsOf(parts, context));
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

/** The chữ Hán of the chosen part, the pair's own characters first (垂楊 for Thùy Dương); null if any syllable has none. */
function hanTuOf({ middles, given, pair }: NameParts): string | null {
  // A pair without characters of its own (or whose characters the parents changed) is written
  // syllable by syllable.
  const before = pair?.hanTu ? middles.slice(0, -1) : middles;
  const tail = pair?.hanTu ? pair.hanTu : given.hanTu;
  if (!tail || before.some((s) => !s.hanTu)) return null;
  return before.map((s) => s.hanTu).join("") + tail;
}

/**
 * The name's syllables as the pair writes them: where the pair's chữ Hán differs from a syllable's
 * usual one (楊 the willow in Thùy Dương, not 陽 the sun), that syllable shows the pair's character,
 * with that character's element (楊 Mộc, not 陽 Hỏa), and no meaning of its own, since the one the
 * data set holds is the other character's.
 */
function asThePairWritesIt(parts: NameParts): NameParts {
  const characters = parts.pair?.hanTu ? Array.from(parts.pair.hanTu) : null;
  const last = parts.middles.at(-1);
  if (!characters || !last) return parts;
  const middle = writtenAs(last, characters[0]!);
  const given = writtenAs(parts.given, characters[1]!);
  if (middle === last && given === parts.given) return parts;
  return { ...parts, middles: [...parts.middles.slice(0, -1), middle], given };
}

/** A syllable written with one of its listed characters: that character's element, and no meaning of its own. */
function writtenAs(s: SyllableInfo, character: string): SyllableInfo {
  if (s.hanTu === character) return s;
  const choice = findHanTuChoice(s.syllable, character);
  return { ...s, hanTu: character, meaning: null, element: choice?.element ?? s.element };
}

/** The full analysis of one name, with `passed` false when a check excludes it. */
export function analyseName(
  parts: NameParts,
  context: AnalysisContext,
  softWarnings = 0,
): { suggestion: Suggestion; passed: boolean; exact: number } {
  const { middles } = parts;
  const fullName = syllablesOf(parts).join(" ");
  const findings = findingsOf(parts, context);
  // Elements, and so the ngũ hành reading and its score, follow the characters the name is written with.
  const written = asThePairWritesIt(parts);
  const given = written.given;
  const features = featuresOf(written, context, failedCount(findings), softWarnings);
  const { score, exact, parts: scoreParts, band, reasons } = scoreName(features, context.score);
  const tones = features.tones();
  const themes = themesOfName(parts.given, middles, context.score.selectedThemes);
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
    genderLean: leanOfName(middles.at(-1)?.key ?? null, parts.given.key),
    reasons,
    wishMatches: wishMatchesOf(context.wishTerms, [...middles, parts.given]),
    themes,
    meaningDetail: meaningDetail(written.given, written.middles),
    syllables: syllableAnalyses(written, context, tones),
    tonePattern: tones,
    numerology: numerologyOf(fullName),
    checks: checksOf(findings, context),
    ...(parts.attested ? {} : { rare: true }),
  };
  return { suggestion, passed: passes(findings), exact };
}
