// How the result page writes a score, shared by the cards and their early view (early/), which must
// draw the very same words. The formula and the bands are docs/naming.md's ("The score").
import {
  BAND_LABELS,
  FIT_WEIGHT,
  QUALITY_WEIGHT,
  WARNED_CEILING,
  WARNING_COST,
  type Band,
  type ScoreParts,
} from "@core/naming/score-formula.ts";
import { familyWarningOf, type FamilyWarning } from "@core/naming/cautions.ts";
import { APPEAL_GAIN, APPEAL_LOSS, LIKED_CEILING } from "@core/naming/reader-appeal.ts";

export { BAND_LABELS };

/**
 * The two parts in a parent's words: how good the name is as a name, and how much it carries what
 * the parents entered (themes, wish, the baby's mệnh, their years). Not "suits our family": a
 * parent reading that beside 0 under a name they love hears a judgement the part does not make.
 */
export const PART_LABEL = { quality: "Tên đẹp", fit: "Khớp điều đã chọn" } as const;

/** "Tên đẹp: 82 · Khớp điều đã chọn: 71". */
export const scorePartsText = (parts: ScoreParts) =>
  `${PART_LABEL.quality}: ${parts.quality} · ${PART_LABEL.fit}: ${parts.fit}`;

/**
 * How the blind readings count, said once in the page's method; short, so the printed method still
 * fits under the last card.
 */
export const READERS_TEXT = `Người Việt đọc thử tên cho chúng tôi, không biết điểm của tên. Tên được người đọc chấm cao hơn các tên đọc cùng lúc được cộng vào phần ${PART_LABEL.quality} tối đa ${APPEAL_GAIN} điểm (phần này không quá ${LIKED_CEILING}); tên bị chấm thấp hơn bị trừ tối đa ${APPEAL_LOSS} điểm.`;

/** The disclosure of a free card; a paid card opens onto the whole analysis instead. */
export const whyTitle = (score: number) => `Vì sao được ${score} điểm`;

export const isBand = (value: unknown): value is Band => typeof value === "string" && Object.hasOwn(BAND_LABELS, value);

/** What each part measures and how they make the score, in one sentence each, as a card says it. */
export const PART_MEANING = {
  quality:
    "Tên có thật, quen thuộc với các gia đình Việt khi đặt cho bé trai hay bé gái, mang nét tên các bé ngày nay, ý nghĩa rõ ràng, thanh điệu hài hòa, và cảm nhận của người Việt đọc thử; không phụ thuộc cảm hứng, mong muốn hay năm sinh bố mẹ nhập.",
  fit: "Tên mang cảm hứng bố mẹ chọn, đáp lại mong muốn, hợp mệnh của bé và tuổi bố mẹ (khi bố mẹ cho biết).",
} as const;

/**
 * What the page's method adds to the fit once: a rule only some reports use, which a card of a boy's
 * or a girl's report must not state as if it were its own.
 */
export const FIT_WHEN_GENDER_UNKNOWN =
  "Khi chưa biết giới tính, tên hợp cả bé trai lẫn bé gái được điểm cao hơn; danh sách vẫn có tên bé trai và tên bé gái, mỗi tên ghi rõ, để bố mẹ có sẵn lựa chọn.";

/** A weight as Vietnamese writes it: 0,75. */
const weight = (value: number) => String(value).replace(".", ",");

/**
 * A sum as Vietnamese writes it, to one decimal where it has one (59,8; 60), or to two where one
 * would round the other way from the score shown: 79,45 is 79, but written 79,5 a parent rounds it
 * to 80. The parts are whole numbers, so two decimals are always exact.
 */
const decimal = (value: number, score: number) => {
  const tenths = Math.round(value * 10) / 10;
  const shown = Math.round(tenths) === score ? tenths : Math.round(value * 100) / 100;
  return String(shown).replace(".", ",");
};

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10).replace(".", ",");

/** What the warnings took from this name: the weighted parts less the score shown, to the point. */
const takenBy = (parts: ScoreParts, score: number) => QUALITY_WEIGHT * parts.quality + FIT_WEIGHT * parts.fit - score;

/**
 * Whether this name's sum takes anything for a warning. The parts shown are rounded, so a sum that
 * differs from the score by less than a point is rounding, never a warning the card does not show.
 */
const sumTakesPoints = (parts: ScoreParts, score: number) => takenBy(parts, score) >= 1;

const FAMILY_WARNING_WORDS: Record<FamilyWarning, string> = { menh: "mệnh của bé", "tuoi-bo-me": "tuổi bố mẹ" };

/** What the name's warnings about this family are about ("mệnh của bé và tuổi bố mẹ"), or null. */
function familyWarningsText(cautions: readonly string[]): string | null {
  const kinds = [...new Set(cautions.map(familyWarningOf))].filter((kind) => kind !== null);
  return kinds.length > 0 ? kinds.map((kind) => FAMILY_WARNING_WORDS[kind]).join(" và ") : null;
}

/**
 * One name's sum, from the same constants as the formula: the weighted parts, then what the
 * warnings took, down to the score shown: WARNING_COST a warning about the name, or the ceiling a
 * warned name stays under. A warning about the family (`cautions`: the name's reasons or warnings)
 * has already cost the fit part, and the sum says so, or a parent counts its "Lưu ý" and finds no
 * points taken for it.
 */
export function scoreSumText(parts: ScoreParts, score: number, cautions: readonly string[] = []): string {
  const weighted = QUALITY_WEIGHT * parts.quality + FIT_WEIGHT * parts.fit;
  const sum = `${weight(QUALITY_WEIGHT)} × ${parts.quality} + ${weight(FIT_WEIGHT)} × ${parts.fit} = ${decimal(weighted, score)}`;
  const family = familyWarningsText(cautions);
  const inFit = family ? ` Điều cần lưu ý về ${family} đã trừ vào phần ${PART_LABEL.fit} (${parts.fit}).` : "";
  if (!sumTakesPoints(parts, score)) return `Tên này: ${sum}, làm tròn ${score}.${inFit}`;
  const taken = takenBy(parts, score);
  // Warnings that would take the score below 0 stop at 0: what they took is the whole sum.
  if (score === 0)
    return `Tên này: ${sum}, trừ ${WARNING_COST} điểm cho mỗi điều cần lưu ý, và điểm không xuống dưới 0: còn 0.${inFit}`;
  const warnings = Math.max(1, Math.round(taken / WARNING_COST));
  // At the ceiling the gap says nothing of how many warnings there are (Võ Hiếu: 90,9 less one
  // warning is 87,9, held at 84, a gap that reads as two): the ceiling is what the sum says then.
  const counted = Math.abs(taken - warnings * WARNING_COST) < 1 && score !== WARNED_CEILING;
  const other = family ? " khác" : "";
  if (counted)
    return `Tên này: ${sum}, trừ ${warnings * WARNING_COST} điểm cho ${warnings} điều cần lưu ý${other}, còn ${score} (các phần đã làm tròn).${inFit}`;
  // A family warning takes what the fit part cannot give from the score itself, at the fit's weight.
  if (family && parts.fit === 0) {
    const named = Math.floor(taken / WARNING_COST);
    const rest = `${oneDecimal(taken - named * WARNING_COST)} điểm cho điều cần lưu ý về ${family} mà phần ${PART_LABEL.fit} không còn đủ điểm để trừ`;
    const takenFor =
      named > 0 ? `trừ ${named * WARNING_COST} điểm cho ${named} điều cần lưu ý khác và ${rest}` : `trừ ${rest}`;
    return `Tên này: ${sum}, ${takenFor}, còn ${score} (các phần đã làm tròn).${inFit}`;
  }
  return `Tên này: ${sum}; tên có điều cần lưu ý không quá ${WARNED_CEILING} điểm, còn ${score}.${inFit}`;
}

/** The two parts' weights, which every score adds up from. */
const WEIGHTED_TEXT = `Điểm = ${weight(QUALITY_WEIGHT)} × ${PART_LABEL.quality} + ${weight(FIT_WEIGHT)} × ${PART_LABEL.fit}`;

/**
 * The whole method, said once for the page. Written from the engine's own constants, so the
 * sentence can never disagree with the sum.
 */
export const FORMULA_TEXT = `${WEIGHTED_TEXT}, trừ ${WARNING_COST} điểm cho mỗi điều cần lưu ý về tên (điều cần lưu ý về mệnh của bé hay tuổi bố mẹ trừ vào phần ${PART_LABEL.fit}); tên có điều cần lưu ý không quá ${WARNED_CEILING} điểm.`;

/**
 * The formula as one card says it above its own sum: the rule about warnings only on a card with a
 * warning, so a name nothing was taken from reads only what adds up to its score.
 */
export const cardFormulaText = (parts: ScoreParts, score: number, cautions: readonly string[] = []) =>
  sumTakesPoints(parts, score) || familyWarningsText(cautions) ? FORMULA_TEXT : `${WEIGHTED_TEXT}.`;
