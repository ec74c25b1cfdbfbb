// The score of a name in two parts and the reasons behind it, in the words a parent would use.
//
// Quality (0–100) is how good the name is as a name whatever the family chose: whether families
// really give it (naturalness), its meaning, its sound, and the checks. Fit (0–100) is how well it
// answers this family: the chosen themes, the wish words, the baby's mệnh, the parents' years. Each
// criterion is one entry of QUALITY or FIT (score-criteria.ts); a part is the points earned over the
// points of the criteria that apply, so adding a wish or years never touches quality.
// score-formula.ts combines the two parts into the score.
// Numerology is reported but never scored.
import { CHECK_COST, FIT, QUALITY, SOFT_WARNING_COST, type Criterion } from "./score-criteria.ts";
import {
  bandOf,
  combinedScore,
  FAMILY_WARNING_FIT_COST,
  QUALITY_WEIGHT,
  type Band,
  type ScoreParts,
} from "./score-formula.ts";
import { APPEAL_GAIN, APPEAL_LOSS, appealPointsOf, LIKED_CEILING } from "./reader-appeal.ts";
import type { NameFeatures, ScoreContext } from "./score-inputs.ts";
import { weighPart, type Judged, type WeighedCriterion } from "./score-weighed.ts";

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

/**
 * A name readers liked says so on its card, even where its quality was already full; what the
 * appeal added or took (`moved`, after the 0–100 bounds) is weighed like a criterion.
 */
function appealWords(
  points: number,
  moved: number,
  reasons: string[] | null,
  weighed: WeighedCriterion[] | null,
): void {
  const liked = points >= APPEAL_GAIN / 2;
  if (liked) reasons?.push(LIKED_BY_READERS);
  weighed?.push({
    id: "cam-nhan",
    gain: Math.max(0, moved) * QUALITY_WEIGHT,
    loss: Math.max(0, -moved) * QUALITY_WEIGHT,
    pro: liked ? LIKED_BY_READERS : null,
    con: points <= -APPEAL_LOSS / 2 ? MARKED_DOWN_BY_READERS : null,
  });
}

const LIKED_BY_READERS = "Được người Việt đọc thử chấm cao hơn các tên khác đọc cùng lúc";
const MARKED_DOWN_BY_READERS = "người Việt đọc thử chấm tên này thấp hơn các tên khác đọc cùng lúc";

/** How many checks a name failed, as a parent reads it: there are four. */
const COUNT_WORDS: Record<number, string> = { 1: "một", 2: "hai", 3: "ba", 4: "bốn" };

/** Score a name; reasons are written only when asked, since ranking scores thousands of names. */
export function scoreName(features: NameFeatures, context: ScoreContext, withReasons = true): ScoreResult {
  const reasons: string[] | null = withReasons ? [] : null;
  const weighed: WeighedCriterion[] | null = withReasons ? [] : null;
  const quality = partOf(QUALITY, features, context, reasons, weighed, "quality");
  // The readers' appeal moves the quality part by points; their liking stops at 99, since a full
  // quality (and so a score of 100) takes every criterion met by the name itself.
  const appeal = appealPointsOf(features.readerAppeal, features.attested);
  const appealed =
    appeal > 0
      ? Math.min(Math.max(quality.value, LIKED_CEILING), quality.value + appeal)
      : Math.max(0, quality.value + appeal);
  if (reasons || weighed) appealWords(appeal, appealed - quality.value, reasons, weighed);
  const fit = partOf(FIT, features, context, reasons, weighed, "fit");
  const checkCost = CHECK_COST * features.failedChecks + SOFT_WARNING_COST * features.softWarnings;
  if (reasons && features.failedChecks > 0)
    reasons.push(`Lưu ý: tên chưa qua ${COUNT_WORDS[features.failedChecks] ?? features.failedChecks} bước kiểm tra`);
  // A family warning costs the fit part itself (down to 0; what it cannot take costs the score).
  const familyCost = FAMILY_WARNING_FIT_COST * fit.warnings;
  const fitShown = Math.max(0, fit.value - familyCost);
  const unabsorbed = familyCost - (fit.value - fitShown);
  const parts: ScoreParts = { quality: Math.round(Math.max(0, appealed - checkCost)), fit: Math.round(fitShown) };
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
