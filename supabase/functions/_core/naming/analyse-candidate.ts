// The parents' own names, analysed exactly like a suggestion and scored on the same scale, so they
// can compare their favourite with ours. What would exclude a suggestion is, for a candidate, a
// warning in plain Vietnamese: the parents chose the name, so the report tells them why it may sound
// wrong rather than hiding it. A free visitor sees each candidate's score, verdict and warnings (a
// nói lái is a matter of the child's comfort, never paywalled); the rest is paid.
import { analyseName, type AnalysisContext, type NameParts } from "./analyse-name.ts";
import { attestedPair, endsRealName, leanAlone, lineageAttests, lineageLean, pairLean } from "./name-pairs.ts";
import { pairUnderChoice, withChosenHanTu } from "./chosen-han-tu.ts";
import { lookUpSyllable, type PreparedDataSet, type SurnameInfo, type SyllableInfo } from "./prepared-data-set.ts";
import type { CandidateAnalysis, Suggestion } from "./report-types.ts";
import { verdictOf, type WeighedWarning } from "./candidate-verdict.ts";
import { FAILED_CHECK_LOSS, SOFT_WARNING_LOSS, type CriterionId } from "./score-criteria.ts";
import { isFamilyFirstMiddle, isOrdinaryWord } from "./name-rules.ts";
import { culturalHitsOf, culturalWarning, type CulturalName } from "./cultural-names.ts";
import type { CandidateInput, Gender } from "./types.ts";
import { foldAccents, formatName } from "../vietnamese/normalize.ts";

/** What Vietnamese bank cards print of a name: 26 characters, without diacritics. */
export const CARD_NAME_MAX_CHARS = 26;

const BABY: Record<"trai" | "gai", string> = { trai: "bé trai", gai: "bé gái" };

/** What the checks found, as warnings, most serious first: each would exclude a suggestion. */
function checkWarningsOf(analysis: Suggestion): string[] {
  return analysis.checks
    .filter((check) => !check.passed)
    .map((check) => {
      switch (check.kind) {
        case "noi-lai":
          return `${check.detail} Bạn bè có thể dùng cách đọc này để trêu bé.`;
        case "kieng-huy":
          return `Kiêng húy: ${check.detail}`;
        case "doc-lien":
          return check.detail;
        case "quy-tac":
          return check.detail;
      }
    });
}

interface SoftWarnings {
  /** Each warning, with what it costs the score and the criteria whose loss it already says, for the verdict. */
  weighed: WeighedWarning[];
  /** What the name recalls (data/cultural-names.json), which the checks show as a rule not passed. */
  cultural: CulturalName[];
  /** What they cost: a figure the name recalls counts twice, as heavy as a failed check nearly. */
  weight: number;
}

const OTHER_GENDER: Partial<Record<Gender, "trai" | "gai">> = { trai: "gai", gai: "trai" };
const AS_GENDER = { nam: "trai", nữ: "gai" } as const;

/**
 * What says the name is the other gender's, by what families know best: the pair itself (a boy's
 * Thanh Hương), else a lineage middle name (Văn Nam for a girl, Thị for a boy), else, for a pair
 * nobody is known to give, the given name alone. Never for a baby whose gender is not known yet.
 */
function otherGenderWarning(parts: NameParts, gender: Gender): string | null {
  const other = OTHER_GENDER[gender];
  if (!other) return null;
  const last = parts.middles.at(-1);
  const text = last ? `${last.syllable} ${parts.given.syllable}` : parts.given.syllable;
  const pair = last ? pairLean(last.key, parts.given.key) : null;
  if (pair === "cả hai") return null;
  if (pair) return AS_GENDER[pair] === other ? `“${text}” thường được đặt cho ${BABY[other]}.` : null;
  const lineage = last ? lineageLean(last.key) : null;
  if (lineage === other) {
    return endsRealName(parts.given.key, other)
      ? `“${text}” thường được đặt cho ${BABY[other]}.`
      : `Tên đệm “${last!.syllable}” thường chỉ dành cho ${BABY[other]}.`;
  }
  if (lineage === null && leanAlone(parts.given.key) === other)
    return `Tên “${parts.given.syllable}” thường được đặt cho ${BABY[other]}.`;
  return null;
}

/** The criterion whose loss a row of the cultural data says already: a pair of the other gender, a place. */
const CULTURAL_COVERS: Record<CulturalName["kind"], readonly CriterionId[]> = {
  "nhan-vat": [],
  "hinh-anh": [],
  "dia-danh": ["rieng-dia-danh"],
  gioi: ["tu-nhien"],
};

/** The softer warnings, which need no analysis: what the name recalls, its gender, its syllables, its length. */
function softWarningsOf(parts: NameParts, fullName: string, gender: Gender): SoftWarnings {
  const weighed: WeighedWarning[] = [];
  let weight = 0;
  const note = (text: string, cost = 1, covers: readonly CriterionId[] = [], excludes = false) => {
    weighed.push({ text, loss: cost * SOFT_WARNING_LOSS, covers, excludes });
    weight += cost;
  };
  const cultural = culturalHitsOf(fullName.split(" "), gender);
  for (const row of cultural)
    note(culturalWarning(row), row.kind === "nhan-vat" ? 2 : 1, CULTURAL_COVERS[row.kind], true);
  // The name's naturalness is low for the very reason these give: one point, said once.
  const gendered = otherGenderWarning(parts, gender);
  if (gendered) note(gendered, 1, ["tu-nhien"]);
  if (!endsRealName(parts.given.key, "gai") && !endsRealName(parts.given.key, "trai")) {
    note(`Ít tên người Việt kết thúc bằng “${parts.given.syllable}”; tên gọi hằng ngày của bé có thể nghe lạ.`, 1, [
      "tu-nhien",
    ]);
  }
  // A family name opening a four-syllable name (Nguyễn Trần Bảo Ngọc) is a family's, not a word we lack.
  const familyOpening = (s: SyllableInfo, i: number) =>
    i === 0 && parts.middles.length === 2 && isFamilyFirstMiddle(s.key);
  const unknown = [...parts.middles, parts.given]
    .filter((s, i) => s.meaning === null && !familyOpening(s, i))
    .map((s) => s.syllable);
  if (unknown.length > 0) {
    note(
      `Chữ ${unknown.map((s) => `“${s}”`).join(", ")} chưa có trong dữ liệu tên của chúng tôi, nên phần ý nghĩa và ngũ hành của chữ đó còn thiếu.`,
      1,
      ["y-nghia"],
    );
  }
  const onCard = foldAccents(fullName).length;
  if (onCard > CARD_NAME_MAX_CHARS) {
    note(
      `Họ tên dài ${onCard} ký tự khi bỏ dấu; thẻ ngân hàng thường in tối đa ${CARD_NAME_MAX_CHARS} ký tự nên tên có thể bị cắt bớt (pháp luật không giới hạn độ dài tên).`,
    );
  }
  return { weighed, cultural, weight };
}

/**
 * The checks as a parent reads them: a name that recalls a figure, an image or a place of the
 * cultural data has not passed the naming rules, whatever the rules of sound found.
 */
function withCulturalCheck(checks: Suggestion["checks"], cultural: readonly CulturalName[]): Suggestion["checks"] {
  if (cultural.length === 0) return checks;
  const found = cultural.map(culturalWarning).join(" ");
  return checks.map((check) =>
    check.kind !== "quy-tac"
      ? check
      : { ...check, passed: false, detail: check.passed ? found : `${check.detail} ${found}` },
  );
}

/** The parts of a candidate as the engine reads them: the last syllable is the given name. */
export function candidateParts(
  candidate: CandidateInput,
  surname: SurnameInfo,
  gender: Gender,
  data: PreparedDataSet,
): NameParts {
  const syllables = formatName(candidate.name).split(" ");
  // The parents' characters, one per syllable; a character names do not use is ignored (the
  // functions refuse it before the engine runs).
  const chosen = (i: number): string | null => candidate.hanTu?.[i] ?? null;
  const written = (info: SyllableInfo, i: number) => (chosen(i) ? withChosenHanTu(info, chosen(i)!) : info);
  const given = written(lookUpSyllable(syllables.at(-1)!, data), syllables.length - 1);
  const middles = syllables.slice(0, -1).map((s, i) => written(lookUpSyllable(s, data, true), i));
  const last = middles.at(-1);
  const pair = last
    ? pairUnderChoice(
        attestedPair(last.key, given.key, gender),
        chosen(syllables.length - 2),
        chosen(syllables.length - 1),
      )
    : null;
  // A lineage middle name before a real given name is taken for a name, unless the two read as an
  // ordinary word (Công An, the police): nobody is known to bear that.
  const attested = last
    ? pair !== null || (lineageAttests(last.key, given.key, gender) && !isOrdinaryWord(last.key, given.key))
    : endsRealName(given.key, gender);
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

/** One of the parents' own names. Its verdict names it, so no two candidates of a report share one. */
export function analyseCandidate(
  candidate: CandidateInput,
  surname: SurnameInfo,
  context: AnalysisContext,
  data: PreparedDataSet,
): CandidateAnalysis {
  const parts = candidateParts(candidate, surname, context.gender, data);
  const fullName = [surname.text, ...parts.middles.map((m) => m.syllable), parts.given.syllable].join(" ");
  const soft = softWarningsOf(parts, fullName, context.gender);
  // The parents wrote the whole name: a middle name they also wished for every suggestion is judged here.
  const { suggestion, weighed } = analyseName(parts, { ...context, fixedMiddleKey: null }, soft.weight);
  const failed = checkWarningsOf(suggestion).map((text) => ({
    text,
    loss: FAILED_CHECK_LOSS,
    covers: [],
    excludes: true,
  }));
  const warnings = [...failed, ...soft.weighed];
  const checks = withCulturalCheck(suggestion.checks, soft.cultural);
  const verdict = verdictOf(fullName.slice(surname.text.length + 1), suggestion, weighed, warnings);
  return { ...suggestion, checks, verdict, warnings: warnings.map((w) => w.text) };
}
