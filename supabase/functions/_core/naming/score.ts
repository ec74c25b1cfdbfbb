// The score of a name in two parts and the reasons behind it, in the words a parent would use.
//
// Quality (0–100) is how good the name is as a name whatever the family chose: whether families
// really give it (naturalness), its meaning, its sound, and the checks. Fit (0–100) is how well it
// answers this family: the chosen themes, the wish words, the baby's mệnh, the parents' years. Each
// criterion is one entry of QUALITY or FIT: its weight, when it applies, the share (0–1) of the
// weight a name earns, and its reason; a part is the points earned over the points of the criteria
// that apply, so adding a wish or years never touches quality. score-formula.ts combines the two;
// score-elements.ts weighs the five elements for the two criteria that read them, score-themes.ts
// the chosen themes for "cảm hứng".
// Numerology is reported but never scored.
import type { ParentProfile, ParentRole } from "./parents.ts";
import type { ElementRelation, ToneAnalysis } from "./report-types.ts";
import type { Element, NameLean, ThemeId } from "./types.ts";
import { joinLabels, themeShare, themeShareSum } from "./score-themes.ts";
import { birthReason, birthShare, parentsAgree, parentsReason, parentsShare } from "./score-elements.ts";
import {
  bandOf,
  combinedScore,
  FAMILY_WARNING_FIT_COST,
  QUALITY_WEIGHT,
  WARNING_COST,
  type Band,
  type ScoreParts,
} from "./score-formula.ts";
import { weighPart, type Judged, type WeighedCriterion } from "./score-weighed.ts";

export interface ScoreContext {
  selectedThemes: readonly ThemeId[];
  /** The phrases of the wish that say something the chosen themes do not already say, as the parents wrote them. */
  wishTexts: readonly string[];
  hasProfile: boolean;
  themeLabel: (id: ThemeId) => string;
  /** The parents whose birth year was given ("hợp tuổi bố mẹ"); empty when neither was. */
  parents: readonly { role: ParentRole; profile: ParentProfile }[];
  /** Whether the parents do not know the baby's gender yet: then a name that suits either answers them best. */
  genderUnknown: boolean;
}

export interface NameFeatures {
  /**
   * 0–1: how surely families give this name to a baby of this gender (name-naturalness.ts): a name
   * families commonly give is simply natural, however much commoner others are.
   */
  naturalness: number;
  /** 0–1: the same, still counting how common the name is beyond that: what the shortlist fills with first. */
  commonness: number;
  /**
   * 0–1: how much the name reads as one of today's babies rather than of their parents' generation,
   * from the style of its two last syllables (name-naturalness.ts).
   */
  modernity: number;
  /**
   * 0–1: how well the name suits a boy and a girl alike: 1 for a pair families give to both, less
   * the more its syllables lean one way (name-naturalness.ts).
   */
  neutrality: number;
  /** Whether families are known to give the name; false for a new combination. */
  attested: boolean;
  /** Who families give the name to, to say it in words; null where the table does not know. */
  lean: NameLean | null;
  /** The place the middle and given names also name (Hải Dương), or null. */
  placeEcho: string | null;
  /** The reason behind the naturalness, already in words, or null. */
  naturalnessReason: string | null;
  givenThemes: readonly ThemeId[];
  /** The themes of each middle syllable that carries a meaning (lineage middle names carry none). */
  middleThemes: readonly (readonly ThemeId[])[];
  /** The parents' words this name answers beyond the chosen themes. */
  scoredWishMatches: readonly string[];
  givenRelation: ElementRelation | null;
  middleRelations: readonly (ElementRelation | null)[];
  toneVerdict: ToneAnalysis["verdict"];
  /** The tones of the full name, read only to write the reasons. */
  tones: () => ToneAnalysis;
  /** Elements of the given name and of each middle name (null where the data set has none). */
  givenElement: Element | null;
  middleElements: readonly (Element | null)[];
  /** 0–1: a meaning written for the pair, one composed from known syllables, or a syllable we cannot explain. */
  meaningShare: number;
  /**
   * How many checks the name fails (kiêng húy, nói lái, a phrase, a hard rule). Always 0 for a
   * suggestion, which must pass them all; a parent's own name may not, and then loses points.
   */
  failedChecks: number;
  /** Softer warnings of a parent's own name (the other gender's pair, a figure it recalls …); 0 for a suggestion. */
  softWarnings: number;
}

export interface ScoreResult {
  score: number;
  /** Unrounded, to order names whose rounded scores tie. */
  exact: number;
  parts: ScoreParts;
  band: Band;
  reasons: string[];
  /** How many warnings the score counted (the criteria's "Lưu ý" and the failed or soft checks). */
  warnings: number;
  /** What each criterion earned and lost, in score points; only with the reasons. */
  weighed: WeighedCriterion[];
}

export type CriterionId =
  | "tu-nhien"
  | "hop-thoi"
  | "y-nghia"
  | "thanh-dieu"
  | "rieng-dia-danh"
  | "cam-hung"
  | "mong-muon"
  | "ngu-hanh"
  | "hop-tuoi-bo-me"
  | "hop-ca-hai";

interface Criterion {
  id: CriterionId;
  weight: number;
  /** Whether this family's request gives the criterion anything to judge (a wish, a birth date, parents). */
  applies: (context: ScoreContext) => boolean;
  share: (features: NameFeatures, context: ScoreContext) => number;
  reason: (features: NameFeatures, context: ScoreContext) => string | null;
  /** Whether what it found is a warning ("Lưu ý"), which costs points and keeps the name below 85. */
  warns?: (features: NameFeatures, context: ScoreContext) => boolean;
}

/** The most of hợp thời a new combination earns: what a name of the parents' generation earns. */
const NEW_COMBINATION_MODERNITY = 0.5;

const TONE_VALUE: Record<ToneAnalysis["verdict"], number> = {
  "xen-ke": 1,
  "can-doi": 0.75,
  "toan-bang": 0.2,
  "toan-trac": 0.2,
};

/** Quality: the same for a name whatever the family chose. */
export const QUALITY: readonly Criterion[] = [
  {
    id: "tu-nhien",
    weight: 70,
    applies: () => true,
    share: (f) => f.naturalness,
    reason: (f) => f.naturalnessReason,
  },
  {
    // A name of today: a name of the parents' generation is natural but reads as dated to them.
    id: "hop-thoi",
    weight: 45,
    applies: () => true,
    // A combination no family gives reads as of today no more than a plain name: its syllables'
    // style does not make it a name, and it stays under the quality floor.
    share: (f) => (f.attested ? f.modernity : Math.min(NEW_COMBINATION_MODERNITY, f.modernity)),
    reason: (f) => (f.modernity >= 1 ? "Tên mang nét hiện đại, hợp với các bé ngày nay" : null),
  },
  {
    id: "y-nghia",
    weight: 15,
    applies: () => true,
    share: (f) => f.meaningShare,
    reason: () => null,
  },
  {
    id: "thanh-dieu",
    weight: 15,
    applies: () => true,
    share: (f) => TONE_VALUE[f.toneVerdict],
    reason: (f) => {
      const tones = f.tones();
      const spoken = tones.pattern
        .split("-")
        .map((c) => (c === "B" ? "bằng" : "trắc"))
        .join(" – ");
      return tones.flagged
        ? `Lưu ý: ${tones.verdict === "toan-bang" ? "toàn thanh bằng" : "toàn thanh trắc"} (${spoken})`
        : `Thanh điệu cân đối: ${spoken}`;
    },
    warns: (f) => f.toneVerdict === "toan-bang" || f.toneVerdict === "toan-trac",
  },
  {
    // A name that is also a province or town (Hải Dương, Thái Bình) is a real name, but heard as the place first.
    id: "rieng-dia-danh",
    weight: 10,
    applies: () => true,
    share: (f) => (f.placeEcho ? 0 : 1),
    reason: (f) => (f.placeEcho ? `Lưu ý: “${f.placeEcho}” cũng là tên một địa danh, dễ gợi đến nơi ấy trước` : null),
    warns: (f) => f.placeEcho !== null,
  },
];

/** A failed check costs this many quality points, a softer warning this many: a warned name is never as good. */
const CHECK_COST = 40;
const SOFT_WARNING_COST = 10;
/** What each costs the score, in points: its quality points at quality's weight, and the warning. */
export const FAILED_CHECK_LOSS = CHECK_COST * QUALITY_WEIGHT + WARNING_COST;
export const SOFT_WARNING_LOSS = SOFT_WARNING_COST * QUALITY_WEIGHT + WARNING_COST;

/** Fit: how well the name answers what this family asked. */
export const FIT: readonly Criterion[] = [
  {
    id: "cam-hung",
    weight: 50,
    applies: () => true,
    // Two themes well carried are a full share: a name cannot say five things at once.
    share: (f, c) =>
      Math.min(1, themeShareSum(f, c.selectedThemes) / Math.max(1, Math.min(2, c.selectedThemes.length))),
    reason: (f, c) => {
      const covered = c.selectedThemes.filter((theme) => themeShare(f, theme) > 0).map((theme) => c.themeLabel(theme));
      return covered.length > 0 ? `Thể hiện cảm hứng ${joinLabels(covered)}` : null;
    },
  },
  {
    id: "mong-muon",
    weight: 25,
    applies: (c) => c.wishTexts.length > 0,
    share: (f, c) => Math.min(1, f.scoredWishMatches.length / Math.min(2, c.wishTexts.length)),
    reason: (f) =>
      f.scoredWishMatches.length > 0
        ? `Đáp ứng mong muốn: ${f.scoredWishMatches.map((w) => `“${w}”`).join(", ")}`
        : null,
  },
  {
    id: "ngu-hanh",
    weight: 1,
    applies: (c) => c.hasProfile,
    share: (f) => birthShare(f.givenRelation, f.middleRelations),
    reason: (f) => (f.givenRelation ? birthReason(f.givenRelation) : null),
    warns: (f) => f.givenRelation?.kind === "tuong-khac",
  },
  {
    // Tradition, when the parents gave their years; lighter than naturalness, as every criterion is.
    id: "hop-tuoi-bo-me",
    weight: 5,
    applies: (c) => c.parents.length > 0,
    share: (f, c) => parentsShare(f.givenElement, f.middleElements, c.parents),
    reason: (f, c) => parentsReason(f.givenElement, c.parents),
    warns: (f, c) => !parentsAgree(f.givenElement, c.parents),
  },
  {
    // With the gender not known yet, a name that suits a boy and a girl alike answers the family
    // better; a name that leans one way is still offered (the report mixes them, labelled), lower.
    // Light beside the themes: readers who see each name's label judge a boy's name as a boy's
    // name and reward a name for both little more than a well-chosen one of either gender.
    id: "hop-ca-hai",
    weight: 20,
    applies: (c) => c.genderUnknown,
    share: (f) => f.neutrality,
    reason: (f) =>
      f.neutrality >= 1
        ? "Hợp cả bé trai lẫn bé gái, khi gia đình chưa biết giới tính"
        : f.lean === "trai" || f.lean === "gai"
          ? `Nghiêng về tên ${f.lean === "trai" ? "con trai" : "con gái"}, hợp nếu bé là ${f.lean === "trai" ? "bé trai" : "bé gái"}`
          : null,
  },
];

interface PartResult {
  value: number;
  warnings: number;
}

/**
 * One part (0–100): the points earned over the points of the criteria that apply. With reasons
 * asked for, the reasons are pushed, and what each criterion earned and lost in score points.
 */
function partOf(
  criteria: readonly Criterion[],
  f: NameFeatures,
  c: ScoreContext,
  reasons: string[] | null,
  weighed: WeighedCriterion[] | null,
  part: "quality" | "fit",
): PartResult {
  let earned = 0;
  let possible = 0;
  let warnings = 0;
  const judged: Judged[] | null = weighed ? [] : null;
  for (const criterion of criteria) {
    if (!criterion.applies(c)) continue;
    const share = criterion.share(f, c);
    earned += criterion.weight * share;
    possible += criterion.weight;
    const warns = criterion.warns?.(f, c) ?? false;
    if (warns) warnings += 1;
    if (!reasons) continue;
    const reason = criterion.reason(f, c);
    if (reason) reasons.push(reason);
    judged?.push({ id: criterion.id, weight: criterion.weight, share, reason, warns });
  }
  if (judged) weighed!.push(...weighPart(judged, possible, part, f, c));
  return { value: possible > 0 ? (100 * earned) / possible : 100, warnings };
}

/** How many checks a name failed, as a parent reads it: there are four. */
const COUNT_WORDS: Record<number, string> = { 1: "một", 2: "hai", 3: "ba", 4: "bốn" };

/** Score a name; reasons are written only when asked, since ranking scores thousands of names. */
export function scoreName(features: NameFeatures, context: ScoreContext, withReasons = true): ScoreResult {
  const reasons: string[] | null = withReasons ? [] : null;
  const weighed: WeighedCriterion[] | null = withReasons ? [] : null;
  const quality = partOf(QUALITY, features, context, reasons, weighed, "quality");
  const fit = partOf(FIT, features, context, reasons, weighed, "fit");
  const checkCost = CHECK_COST * features.failedChecks + SOFT_WARNING_COST * features.softWarnings;
  if (reasons && features.failedChecks > 0)
    reasons.push(
      `Lưu ý: tên chưa qua ${COUNT_WORDS[features.failedChecks] ?? features.failedChecks} bước kiểm tra (xem cảnh báo)`,
    );
  // A family warning costs the fit part itself (down to 0; what it cannot take costs the score).
  const familyCost = FAMILY_WARNING_FIT_COST * fit.warnings;
  const fitShown = Math.max(0, fit.value - familyCost);
  const unabsorbed = familyCost - (fit.value - fitShown);
  const parts: ScoreParts = { quality: Math.round(Math.max(0, quality.value - checkCost)), fit: Math.round(fitShown) };
  const costly = quality.warnings + features.failedChecks + features.softWarnings;
  const warnings = costly + fit.warnings;
  // The score is made from the rounded parts the card shows, so anyone can redo the sum.
  const exact = combinedScore(parts, costly, fit.warnings, unabsorbed);
  return {
    score: Math.round(exact),
    exact,
    parts,
    band: bandOf(Math.round(exact)),
    reasons: reasons ?? [],
    warnings,
    weighed: weighed ?? [],
  };
}
