// What each criterion of a name's score (score.ts) did to it, in score points, and what a parent is
// told of it: the verdict under a parent's own name names what cost the name the most points and
// what earned it the most. A caution ("Lưu ý …") says a loss by itself; a name that simply does not
// carry a chosen theme has no reason on its card, so its shortfall is written here. Worked out only
// when the reasons are written, never while ranking.
import type { CriterionId } from "./score-criteria.ts";
import type { NameFeatures, ScoreContext } from "./score-inputs.ts";
import { FAMILY_WARNING_FIT_COST, FIT_WEIGHT, QUALITY_WEIGHT, WARNING_COST } from "./score-formula.ts";
import { isCaution } from "./cautions.ts";
import { joinLabels, themeShare } from "./score-themes.ts";
import { parentsAgree } from "./score-elements.ts";
import { ONE_KIND_SOUND } from "./tones.ts";

/** One criterion's share of the score in score points, and what a parent is told of it. */
export interface WeighedCriterion {
  id: CriterionId;
  /** share × weight / possible × 100 × the part's weight in the formula. */
  gain: number;
  /** (1 − share) × the same, plus what its warning costs the score. */
  loss: number;
  /** What speaks for the name (never a caution), or null. */
  pro: string | null;
  /** What the name misses of it: its caution, else its shortfall, or null. */
  con: string | null;
}

/** What partOf found of one criterion that applies. */
export interface Judged {
  id: CriterionId;
  weight: number;
  share: number;
  reason: string | null;
  warns: boolean;
}

/** How a part counts in the score, and what a warning of its criteria costs the score. */
const PARTS = {
  quality: { weight: QUALITY_WEIGHT, warningCost: WARNING_COST },
  // A family warning costs the fit part itself, which weighs FIT_WEIGHT in the score.
  fit: { weight: FIT_WEIGHT, warningCost: FAMILY_WARNING_FIT_COST * FIT_WEIGHT },
} as const;

type Words = (f: NameFeatures, c: ScoreContext) => string | null;

/** Below this, a name reads as of the parents' generation rather than of today's babies. */
const DATED = 0.5;

/** What the name misses, for the criteria whose reason does not already say it as a caution. */
const SHORTFALL: Partial<Record<CriterionId, Words>> = {
  "hop-thoi": (f) =>
    f.modernity < DATED
      ? "nghe như tên thế hệ bố mẹ hơn tên các bé ngày nay"
      : f.modernity < 1
        ? "chưa mang hẳn nét tên các bé ngày nay"
        : null,
  "y-nghia": (f) => (f.meaningShare < 0.5 ? "có chữ chưa rõ ý nghĩa" : null),
  "cam-hung": (f, c) => {
    const missing = c.selectedThemes.filter((theme) => themeShare(f, theme) === 0).map(c.themeLabel);
    if (missing.length > 0) return `chưa mang cảm hứng ${joinLabels(missing)} bố mẹ chọn`;
    const faint = c.selectedThemes.filter((theme) => themeShare(f, theme) < 1).map(c.themeLabel);
    return faint.length > 0 ? `mới gợi nhẹ cảm hứng ${joinLabels(faint)}` : null;
  },
  // A word the name answers through a chosen theme it carries (Khánh Huyền's Cái đẹp for "dịu dàng")
  // is the theme's to count, not missing: the card says the name answers it.
  "mong-muon": (f, c) => {
    const missing = c.wishTexts.filter(
      (text, i) =>
        !f.scoredWishMatches.includes(text) && !c.wishChosenThemes[i]!.some((theme) => themeShare(f, theme) > 0),
    );
    return missing.length > 0 ? `chưa có ý ${missing.map((text) => `“${text}”`).join(", ")}` : null;
  },
  "thanh-dieu": (f) =>
    f.toneVerdict === "toan-bang"
      ? `toàn thanh bằng, ${ONE_KIND_SOUND["toan-bang"]}`
      : f.toneVerdict === "toan-trac"
        ? `toàn thanh trắc, ${ONE_KIND_SOUND["toan-trac"]}`
        : null,
  "hop-ca-hai": (f) =>
    f.neutrality < 1 && (f.lean === "trai" || f.lean === "gai")
      ? `nghiêng về tên ${f.lean === "trai" ? "con trai" : "con gái"} hơn là tên hợp cả hai`
      : null,
};

/**
 * What speaks for the name where the card's reason would say more than the verdict may; every
 * other criterion's reason speaks for it unless it is a caution.
 */
const PRAISE: Partial<Record<CriterionId, (f: NameFeatures, c: ScoreContext, reason: string) => string | null>> = {
  // Only the themes carried fully: one carried faintly is what the verdict may hold against the name.
  "cam-hung": (f, c) => {
    const full = c.selectedThemes.filter((theme) => themeShare(f, theme) >= 1).map(c.themeLabel);
    return full.length > 0 ? `Thể hiện cảm hứng ${joinLabels(full)}` : null;
  },
  // "Nghiêng về tên con trai" says what the name is, not what makes it good for a baby of either gender.
  "hop-ca-hai": (f, _c, reason) => (f.neutrality >= 1 ? reason : null),
  // The family's elements speak for the name only where they suit it: a relation said plainly
  // because no element would suit the whole family is no reason for the name.
  "ngu-hanh": (f, _c, reason) => (f.givenRelation?.kind === "tuong-khac" ? null : reason),
  "hop-tuoi-bo-me": (f, c, reason) => (parentsAgree(f.givenElement, c.parents) ? reason : null),
  // One kind of tone throughout is said on the card, but it is what the verdict holds against the name.
  "thanh-dieu": (f, _c, reason) => (f.toneVerdict === "toan-bang" || f.toneVerdict === "toan-trac" ? null : reason),
};

/** The criteria of one part in score points: (1 − share) × weight / possible × 100 × the part's weight, and so on. */
export function weighPart(
  judged: readonly Judged[],
  possible: number,
  part: keyof typeof PARTS,
  f: NameFeatures,
  c: ScoreContext,
): WeighedCriterion[] {
  const { weight, warningCost } = PARTS[part];
  const scale = (100 * weight) / possible;
  return judged.map(({ id, weight: points, share, reason, warns }) => {
    const caution = reason !== null && isCaution(reason);
    const praise = PRAISE[id];
    return {
      id,
      gain: points * share * scale,
      loss: points * (1 - share) * scale + (warns ? warningCost : 0),
      pro: reason === null || caution ? null : praise ? praise(f, c, reason) : reason,
      con: caution ? reason : (SHORTFALL[id]?.(f, c) ?? null),
    };
  });
}
