// The checks every name is put through, and what a report says of each: kiêng húy (a syllable of a
// name the family avoids), nói lái, two syllables read straight as a bad phrase, and the hard rules
// (name-rules.ts). A suggestion that fails one is never shown; a parent's own name shows it failed.
// What the family fixed (the surname, a wished middle name after it) is never judged on its own.
import type { AnalysisContext, NameParts } from "./analyse-name.ts";
import { describeRuleBreak, findRuleBreak, type RuleBreak } from "./name-rules.ts";
import { findNoiLaiInName, findPhraseInName, type NoiLaiHit } from "./noi-lai.ts";
import type { SyllableInfo } from "./prepared-data-set.ts";
import type { NameCheck } from "./report-types.ts";

/** The name's syllables as written, surname first. */
export const syllablesOf = (parts: NameParts): string[] => [
  ...parts.surname.syllables,
  ...parts.middles.map((m) => m.syllable),
  parts.given.syllable,
];

interface CheckFindings {
  avoided: SyllableInfo | null;
  noiLai: NoiLaiHit | null;
  reading: NoiLaiHit | null;
  /** A hard rule broken: place, ordinary word, repeat, the surname's other reading, a stacked middle name. */
  rule: RuleBreak | null;
}

export function findingsOf(parts: NameParts, context: AnalysisContext): CheckFindings {
  const fixedMiddles = context.fixedMiddleKey !== null && parts.middles[0]?.key === context.fixedMiddleKey ? 1 : 0;
  const fixedLength = parts.surname.syllables.length + fixedMiddles;
  const syllables = syllablesOf(parts);
  return {
    avoided: [...parts.middles, parts.given].find((s) => context.avoidKeys.has(s.key)) ?? null,
    noiLai: findNoiLaiInName(syllables, fixedLength),
    reading: findPhraseInName(syllables, fixedLength),
    rule: findRuleBreak(
      parts.surname.syllables,
      parts.middles.map((m) => m.syllable),
      parts.given.syllable,
      fixedMiddles,
    ),
  };
}

export const failedCount = (f: CheckFindings) =>
  [f.avoided, f.noiLai, f.reading, f.rule].filter((found) => found !== null).length;
export const passes = (f: CheckFindings) => failedCount(f) === 0;

/** The phrase a name reads: two syllables side by side, or the surname with the given name as a name is shortened. */
const readingText = (reading: NoiLaiHit, parts: NameParts): string =>
  reading.pair[0] === parts.surname.syllables[0] &&
  reading.pair[1] === parts.given.syllable &&
  parts.surname.syllables.length + parts.middles.length > 1
    ? `Gọi tắt họ với tên, “${reading.result}” đọc thành “${reading.phrase}”.`
    : `Hai chữ “${reading.result}” đọc liền ${reading.heardAs ? "nghe như" : "thành"} “${reading.phrase}”.`;

export function checksOf(
  { avoided, noiLai, reading, rule }: CheckFindings,
  context: AnalysisContext,
  parts: NameParts,
): NameCheck[] {
  return [
    avoided
      ? {
          kind: "kieng-huy",
          passed: false,
          detail: context.avoidedAs.has(avoided.key)
            ? `“${avoided.syllable}” là cách đọc khác của chữ “${context.avoidedAs.get(avoided.key)}” trong tên cần tránh của gia đình.`
            : `Trùng chữ “${avoided.syllable}” trong tên cần tránh của gia đình.`,
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
      ? { kind: "noi-lai", passed: false, detail: `Nói lái “${noiLai.pair.join(" ")}” thành “${noiLai.result}”.` }
      : { kind: "noi-lai", passed: true, detail: "Nói lái các cặp chữ trong tên không ra từ thô tục hay xui xẻo." },
    reading
      ? { kind: "doc-lien", passed: false, detail: readingText(reading, parts) }
      : { kind: "doc-lien", passed: true, detail: "Đọc liền các chữ cạnh nhau, hay họ với tên, không thành từ xấu." },
    rule
      ? { kind: "quy-tac", passed: false, detail: describeRuleBreak(rule) }
      : {
          kind: "quy-tac",
          passed: true,
          // Said of Trà My and Linh Chi too, names before they are a district or a mushroom: the
          // rule is that a name does not read as the place or the word, not that it never is one.
          detail: "Không chữ nào lặp lại hay trùng họ, không đọc thành địa danh hay từ thông thường.",
        },
  ];
}

/** Whether a name passes every check (kiêng húy, nói lái, a phrase read straight, the hard rules). */
export function passesChecks(parts: NameParts, context: AnalysisContext): boolean {
  return passes(findingsOf(parts, context));
}
