// The parents' own names, analysed exactly like a suggestion and scored on the same scale, so they
// can compare their favourite with ours. What would exclude a suggestion is, for a candidate, a
// warning in plain Vietnamese: the parents chose the name, so the report tells them why it may sound
// wrong rather than hiding it. A free visitor sees each candidate's score, verdict and warnings (a
// nói lái is a matter of the child's comfort, never paywalled); the rest is paid.
import { analyseName, type AnalysisContext, type NameParts } from "./analyse-name.ts";
import { attestedPair, endsRealName, pairLean } from "./name-pairs.ts";
import { pairUnderChoice, withChosenHanTu } from "./chosen-han-tu.ts";
import { lookUpSyllable, type PreparedDataSet, type SurnameInfo, type SyllableInfo } from "./prepared-data-set.ts";
import type { CandidateAnalysis, Suggestion } from "./report-types.ts";
import type { CandidateInput, Gender } from "./types.ts";
import { foldAccents, formatName } from "../vietnamese/normalize.ts";

/** What Vietnamese bank cards print of a name: 26 characters, without diacritics. */
export const CARD_NAME_MAX_CHARS = 26;

const GIVEN_TO: Record<"nam" | "nữ", string> = { nam: "bé trai", "nữ": "bé gái" };

/** The warnings of a candidate, most serious first: what the checks found, then softer notes. */
function warningsOf(analysis: ReturnType<typeof analyseName>["suggestion"], parts: NameParts, gender: Gender): string[] {
  const warnings: string[] = [];
  for (const check of analysis.checks) {
    if (check.passed) continue;
    switch (check.kind) {
      case "noi-lai":
        warnings.push(`Nói lái: ${check.detail} Bạn bè có thể dùng cách đọc này để trêu bé.`);
        break;
      case "kieng-huy":
        warnings.push(`Kiêng húy: ${check.detail}`);
        break;
      case "doc-lien":
        warnings.push(`Đọc liền: ${check.detail}`);
        break;
      case "lap-am":
        warnings.push(check.detail);
        break;
    }
  }
  const last = parts.middles.at(-1);
  const lean = last ? pairLean(last.key, parts.given.key) : null;
  const text = last ? `${last.syllable} ${parts.given.syllable}` : parts.given.syllable;
  if (lean && lean !== "cả hai" && !parts.attested) {
    warnings.push(`"${text}" thường được đặt cho ${GIVEN_TO[lean]}.`);
  } else if (!endsRealName(parts.given.key, gender === "chua-biet" ? "gai" : gender) && !endsRealName(parts.given.key, "trai")) {
    warnings.push(`Ít tên người Việt kết thúc bằng "${parts.given.syllable}"; tên gọi hằng ngày của bé có thể nghe lạ.`);
  }
  const unknown = [...parts.middles, parts.given].filter((s) => s.meaning === null).map((s) => s.syllable);
  if (unknown.length > 0) {
    warnings.push(`Chữ ${unknown.map((s) => `"${s}"`).join(", ")} chưa có trong dữ liệu tên của chúng tôi, nên phần ý nghĩa và ngũ hành của chữ đó còn thiếu.`);
  }
  const onCard = foldAccents(analysis.fullName).length;
  if (onCard > CARD_NAME_MAX_CHARS) {
    warnings.push(`Họ tên dài ${onCard} ký tự khi bỏ dấu; thẻ ngân hàng thường in tối đa ${CARD_NAME_MAX_CHARS} ký tự nên tên có thể bị cắt bớt (pháp luật không giới hạn độ dài tên).`);
  }
  return warnings;
}

/** How many of the warnings come from a check that would exclude a suggestion. */
const seriousCount = (analysis: ReturnType<typeof analyseName>["suggestion"]) => analysis.checks.filter((c) => !c.passed).length;

function verdictOf(score: number, serious: number, warnings: readonly string[]): string {
  if (serious > 0) return `Cần cân nhắc: ${warnings[0]!.replace(/\.$/, "")}.`;
  if (score >= 85) return warnings.length === 0 ? "Tên đẹp, tự nhiên và hợp với những điều bố mẹ mong muốn." : "Tên đẹp; có một lưu ý nhỏ bố mẹ nên đọc.";
  if (score >= 70) return "Tên hay; vài tiêu chí bố mẹ chọn chưa thể hiện rõ.";
  return "Tên dùng được, nhưng chưa khớp nhiều tiêu chí bố mẹ chọn.";
}

/** The parts of a candidate as the engine reads them: the last syllable is the given name. */
export function candidateParts(candidate: CandidateInput, surname: SurnameInfo, gender: Gender, data: PreparedDataSet): NameParts {
  const syllables = formatName(candidate.name).split(" ");
  // The parents' characters, one per syllable; a character names do not use is ignored (the
  // functions refuse it before the engine runs).
  const chosen = (i: number): string | null => candidate.hanTu?.[i] ?? null;
  const written = (info: SyllableInfo, i: number) => (chosen(i) ? withChosenHanTu(info, chosen(i)!) : info);
  const given = written(lookUpSyllable(syllables.at(-1)!, data), syllables.length - 1);
  const middles = syllables.slice(0, -1).map((s, i) => written(lookUpSyllable(s, data, true), i));
  const last = middles.at(-1);
  const pair = last ? pairUnderChoice(attestedPair(last.key, given.key, gender), chosen(syllables.length - 2), chosen(syllables.length - 1)) : null;
  const attested = last ? pair !== null : endsRealName(given.key, gender);
  return { surname, middles, given, pair, attested };
}

/**
 * A name of the report analysed again under the parents' choice of characters: a suggestion keeps
 * its place, a candidate keeps its warnings' logic; both are recomputed whole, score included.
 */
export function reanalyseWithHanTu(
  entry: { fullName: string; surname: string },
  kind: "suggestion" | "candidate",
  hanTu: readonly string[],
  surname: SurnameInfo,
  context: AnalysisContext,
  data: PreparedDataSet,
): Suggestion | CandidateAnalysis {
  const name = entry.fullName.slice(entry.surname.length).trim();
  const candidate: CandidateInput = { name, hanTu };
  if (kind === "candidate") return analyseCandidate(candidate, surname, context, data);
  return analyseName(candidateParts(candidate, surname, context.gender, data), context).suggestion;
}

export function analyseCandidate(candidate: CandidateInput, surname: SurnameInfo, context: AnalysisContext, data: PreparedDataSet): CandidateAnalysis {
  const parts = candidateParts(candidate, surname, context.gender, data);
  const { suggestion } = analyseName(parts, context);
  const warnings = warningsOf(suggestion, parts, context.gender);
  return { ...suggestion, verdict: verdictOf(suggestion.score, seriousCount(suggestion), warnings), warnings };
}
