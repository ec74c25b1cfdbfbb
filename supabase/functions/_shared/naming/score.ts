// The 0–100 score of a name and the reasons behind it, in the words a parent would use.
//
// Each criterion earns a share (0–1) of its weight; the score is the points earned over the points
// the request makes possible, so a name is not marked down for a criterion that cannot apply (no
// birth date → no ngũ hành; no understood wish → no wish criterion; a two-part name → no pairing).
//   cảm hứng (themes picked on the form) 35 · mong muốn (wish) 20 · ngũ hành (mệnh) 25 ·
//   thanh điệu (tone balance) 15 · tên đệm và tên cùng một ý 5 ·
//   a given name families really give to a baby of this gender 20, and a tên đệm + tên pair they
//   really give 25 (so suggestions sound like names, not only mean something fine).
// Numerology is reported but never scored: it is a cultural curiosity, not a measure of a name.
import type { ElementRelation, ToneAnalysis } from "./report-types.ts";
import type { ThemeId } from "./types.ts";

export const SCORE_WEIGHTS = { themes: 35, wish: 20, element: 25, tone: 15, pairing: 5, familiar: 20, realPair: 15 } as const;

export interface ScoreContext {
  selectedThemes: readonly ThemeId[];
  /** How many phrases of the wish the engine understood. */
  wishTermCount: number;
  hasProfile: boolean;
  themeLabel: (id: ThemeId) => string;
}

export interface NameFeatures {
  givenThemes: readonly ThemeId[];
  /** The themes of each middle syllable. */
  middleThemes: readonly (readonly ThemeId[])[];
  wishMatches: readonly string[];
  givenRelation: ElementRelation | null;
  middleRelations: readonly (ElementRelation | null)[];
  /** 0–1: how commonly families give this given name to a baby of this gender (name-familiarity.ts). */
  familiarity: number;
  /** 0–1: whether families give "last middle name + given name" together (name-familiarity.ts); null without a middle name. */
  pairFamiliarity: number | null;
  /** The last middle name and the given name as written, for the reason. */
  pairText: string | null;
  toneVerdict: ToneAnalysis["verdict"];
  /** The tones of the full name, read only to write the reasons. */
  tones: () => ToneAnalysis;
}

export interface ScoreResult {
  score: number;
  /** Unrounded, to order names whose rounded scores tie. */
  exact: number;
  reasons: string[];
}

/** How well each relation to the mệnh sits in the tradition: the name feeding the mệnh is best. */
function relationValue(relation: ElementRelation | null): number {
  if (!relation) return 0.5;
  if (relation.kind === "binh-hoa") return 0.8;
  if (relation.kind === "tuong-sinh") return relation.direction === "ten-toi-menh" ? 1 : 0.6;
  return relation.direction === "ten-toi-menh" ? 0 : 0.2;
}

const TONE_VALUE: Record<ToneAnalysis["verdict"], number> = { "xen-ke": 1, "can-doi": 0.75, "toan-bang": 0.2, "toan-trac": 0.2 };

function elementReason(relation: ElementRelation): string {
  const { nameElement: name, birthElement: birth, label } = relation;
  if (relation.kind === "binh-hoa") return `Cùng hành ${birth} với mệnh của bé (bình hòa)`;
  if (relation.kind === "tuong-sinh") {
    return relation.direction === "ten-toi-menh"
      ? `Hợp mệnh ${birth} của bé (${label})`
      : `Mệnh ${birth} của bé nuôi dưỡng tên hành ${name} (${label})`;
  }
  return `Lưu ý: tên hành ${name}, theo ngũ hành là ${label} với mệnh ${birth} của bé`;
}

const joinLabels = (labels: string[]): string =>
  labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} và ${labels.at(-1)}`;

/** Score a name; reasons are written only when asked, since ranking scores thousands of names. */
export function scoreName(features: NameFeatures, context: ScoreContext, withReasons = true): ScoreResult {
  let earned = 0;
  let possible = 0;
  const reasons: string[] = [];

  const covered: string[] = [];
  let themeShare = 0;
  for (const theme of context.selectedThemes) {
    const rank = features.givenThemes.indexOf(theme);
    // The given name's first theme is what it says most plainly.
    const share = rank >= 0 ? 1 - 0.1 * rank : features.middleThemes.some((themes) => themes.includes(theme)) ? 0.5 : 0;
    if (withReasons && share > 0) covered.push(context.themeLabel(theme));
    themeShare += share;
  }
  earned += SCORE_WEIGHTS.themes * Math.min(1, themeShare / Math.max(1, Math.min(2, context.selectedThemes.length)));
  possible += SCORE_WEIGHTS.themes;
  if (withReasons && covered.length > 0) reasons.push(`Thể hiện cảm hứng ${joinLabels(covered)}`);

  if (context.wishTermCount > 0) {
    earned += SCORE_WEIGHTS.wish * Math.min(1, features.wishMatches.length / Math.min(2, context.wishTermCount));
    possible += SCORE_WEIGHTS.wish;
    if (withReasons && features.wishMatches.length > 0) {
      reasons.push(`Đáp ứng mong muốn: ${features.wishMatches.map((w) => `'${w}'`).join(", ")}`);
    }
  }

  if (context.hasProfile) {
    const middles = features.middleRelations.filter((r) => r !== null);
    const middleValue = middles.length > 0 ? middles.reduce((sum, r) => sum + relationValue(r), 0) / middles.length : 0.5;
    earned += SCORE_WEIGHTS.element * (0.7 * relationValue(features.givenRelation) + 0.3 * middleValue);
    possible += SCORE_WEIGHTS.element;
    if (withReasons && features.givenRelation) reasons.push(elementReason(features.givenRelation));
  }

  earned += SCORE_WEIGHTS.tone * TONE_VALUE[features.toneVerdict];
  possible += SCORE_WEIGHTS.tone;
  if (withReasons) {
    const tones = features.tones();
    const spoken = tones.pattern.split("-").map((c) => (c === "B" ? "bằng" : "trắc")).join(" – ");
    reasons.push(
      tones.flagged
        ? `Lưu ý: ${tones.verdict === "toan-bang" ? "toàn thanh bằng" : "toàn thanh trắc"} (${spoken})`
        : `Thanh điệu cân đối: ${spoken}`,
    );
  }

  earned += SCORE_WEIGHTS.familiar * features.familiarity;
  possible += SCORE_WEIGHTS.familiar;
  if (features.pairFamiliarity !== null) {
    earned += SCORE_WEIGHTS.realPair * features.pairFamiliarity;
    possible += SCORE_WEIGHTS.realPair;
  }
  if (withReasons && features.pairFamiliarity === 1) {
    reasons.push(`"${features.pairText}" là tên nhiều gia đình Việt đã đặt cho con`);
  } else if (withReasons && features.familiarity === 1) {
    reasons.push("Tên quen thuộc, được nhiều gia đình Việt chọn cho con");
  }

  if (features.middleThemes.length > 0) {
    const shared = features.givenThemes.find((t) => features.middleThemes.some((themes) => themes.includes(t)));
    possible += SCORE_WEIGHTS.pairing;
    if (shared) {
      earned += SCORE_WEIGHTS.pairing;
      if (withReasons) reasons.push(`Tên đệm và tên cùng gửi gắm ý ${context.themeLabel(shared)}`);
    }
  }

  const exact = Math.max(0, Math.min(100, (100 * earned) / possible));
  return { score: Math.round(exact), exact, reasons };
}
