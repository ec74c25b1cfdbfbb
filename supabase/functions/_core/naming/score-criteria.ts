// The criteria of the score, one entry each: its weight, when it applies, the share (0–1) of the
// weight a name earns, its reason, and whether what it found is a warning. QUALITY holds those of
// the name as a name, FIT those of this family's request; score.ts adds them up into the two parts.
import type { ToneAnalysis } from "./report-types.ts";
import type { NameFeatures, ScoreContext } from "./score-inputs.ts";
import { joinLabels, themeShare, themeShareSum } from "./score-themes.ts";
import { birthReason, birthShare, parentsAgree, parentsReason, parentsShare } from "./score-elements.ts";
import { QUALITY_WEIGHT, WARNING_COST } from "./score-formula.ts";
import { ONE_KIND_SOUND } from "./tones.ts";

export type CriterionId =
  | "tu-nhien"
  | "hop-thoi"
  | "y-nghia"
  | "thanh-dieu"
  | "rieng-dia-danh"
  // Not a weighed criterion: the readers' appeal moves quality by points (reader-appeal.ts).
  | "cam-nhan"
  | "cam-hung"
  | "mong-muon"
  | "ngu-hanh"
  | "hop-tuoi-bo-me"
  | "hop-ca-hai";

export interface Criterion {
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

/**
 * Tones that alternate earn the whole share, a mix that does not three quarters, one kind throughout
 * half. All level (Trần Minh Anh, Lê Thanh Hương) or all sharp (Nguyễn Tuấn Kiệt) is how many
 * well-loved names sound, and readers never marked one down for it: a lesser share, not a warning.
 */
const TONE_VALUE: Record<ToneAnalysis["verdict"], number> = {
  "xen-ke": 1,
  "can-doi": 0.75,
  "toan-bang": 0.5,
  "toan-trac": 0.5,
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
      // Only tones that alternate are called balanced; a mix that does not (trắc – trắc – trắc –
      // bằng) is said as it is, and so is one kind throughout.
      if (tones.verdict === "toan-bang") return `Toàn thanh bằng, ${ONE_KIND_SOUND["toan-bang"]}: ${spoken}`;
      if (tones.verdict === "toan-trac") return `Toàn thanh trắc, ${ONE_KIND_SOUND["toan-trac"]}: ${spoken}`;
      return tones.verdict === "xen-ke"
        ? `Thanh điệu xen kẽ, có trầm có bổng: ${spoken}`
        : `Có cả thanh bằng lẫn thanh trắc: ${spoken}`;
    },
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

/**
 * A failed check costs this many quality points, a softer warning this many: a warned name is never
 * as good. A failed check (kiêng húy, nói lái, a phrase read straight, a hard rule) rules a name out
 * of the suggestions, and a parent's own such name reads "Không nên" whatever else it earns: the
 * best quality (100) less 75 is 25, and 0.65 × 25 + 0.35 × 100 − 3 is under 50.
 */
export const CHECK_COST = 75;
export const SOFT_WARNING_COST = 10;
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
    // The themes carried fully, then those only touched (through a middle name, or a later meaning of
    // the given name), as the verdict weighs them: a card that said "Thể hiện cảm hứng Trí tuệ và
    // Bình an" of Minh Hòa, whose Trí tuệ is its middle name's, left its fit of 75 unexplained.
    reason: (f, c) => {
      const full = c.selectedThemes.filter((theme) => themeShare(f, theme) >= 1).map(c.themeLabel);
      const faint = c.selectedThemes
        .filter((theme) => themeShare(f, theme) > 0 && themeShare(f, theme) < 1)
        .map(c.themeLabel);
      if (full.length === 0) return faint.length > 0 ? `Gợi nhẹ cảm hứng ${joinLabels(faint)}` : null;
      return faint.length > 0
        ? `Thể hiện cảm hứng ${joinLabels(full)}, gợi nhẹ ${joinLabels(faint)}`
        : `Thể hiện cảm hứng ${joinLabels(full)}`;
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
    reason: (f, c) => (f.givenRelation ? birthReason(f.givenRelation, c.familyCanAgree) : null),
    warns: (f, c) => f.givenRelation?.kind === "tuong-khac" && c.familyCanAgree,
  },
  {
    // Tradition, when the parents gave their years; lighter than naturalness, as every criterion is.
    id: "hop-tuoi-bo-me",
    weight: 5,
    applies: (c) => c.parents.length > 0,
    share: (f, c) => parentsShare(f.givenElement, f.middleElements, c.parents),
    reason: (f, c) => parentsReason(f.givenElement, c.parents, c.familyCanAgree),
    warns: (f, c) => !parentsAgree(f.givenElement, c.parents) && c.familyCanAgree,
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
