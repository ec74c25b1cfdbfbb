// The one line a parent reads under each of their own names: written from the name's band and its
// two strongest reasons for and against, so the words never contradict the number (a name that
// scores 21 is never "dùng được") and two names never get the same stock sentence.
import { BAND_LABELS } from "./score-formula.ts";
import { cautionsOf, isCaution } from "./cautions.ts";
import type { Suggestion } from "./report-types.ts";

/** A reason or warning as a clause inside a sentence: no "Lưu ý:" label, no final stop, lower-case start. */
function clause(text: string): string {
  const bare = text
    .replace(/^Lưu ý về ([^:]+):\s*/u, "$1: ")
    .replace(/^Lưu ý:\s*/u, "")
    .replace(/[.;]\s*$/u, "")
    .trim();
  return bare.charAt(0).toLowerCase() + bare.slice(1);
}

/** A reason that answers what the parents chose: their themes or their wish. */
const answersParents = (reason: string) =>
  reason.startsWith("Thể hiện cảm hứng") || reason.startsWith("Đáp ứng mong muốn");

/** What speaks against the name when it has no warning: the weaker of its two parts. */
function weakerPart(name: Suggestion): string {
  const { quality, fit } = name.scoreParts;
  return fit <= quality
    ? `chưa thể hiện rõ điều bố mẹ chọn (độ hợp ${fit}/100)`
    : `bản thân cái tên chưa thật nổi bật về độ quen thuộc, ý nghĩa và âm thanh (chất lượng ${quality}/100)`;
}

export function verdictOf(name: string, analysis: Suggestion, warnings: readonly string[]): string {
  // What answers the parents (their themes, their wish) first, then what makes it a good name.
  const good = analysis.reasons.filter((r) => !isCaution(r));
  const pros = [...good.filter(answersParents), ...good.filter((r) => !answersParents(r))].slice(0, 2).map(clause);
  const cons = [...warnings, ...cautionsOf(analysis.reasons, warnings)].slice(0, 2).map(clause);
  const head = `${BAND_LABELS[analysis.band]} (${analysis.score}/100): "${name}"`;
  const listed = (items: readonly string[]) => items.join("; ");
  switch (analysis.band) {
    case "rat-dep":
      return `${head}: ${listed(pros.length > 0 ? pros : ["đáp ứng tốt cả chất lượng tên lẫn điều bố mẹ chọn"])}.`;
    case "dep":
      return `${head}: ${listed(pros.length > 0 ? pros : ["là tên dùng tốt"])}. Điểm trừ: ${cons[0] ?? weakerPart(analysis)}.`;
    case "can-nhac":
    case "khong-nen":
      return `${head}: ${listed(cons.length > 0 ? cons : [weakerPart(analysis)])}.${pros.length > 0 ? ` Điểm cộng: ${listed(pros)}.` : ""}`;
  }
}
