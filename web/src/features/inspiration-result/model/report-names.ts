// Every name of a report a parent can mark (the 20 suggestions and the parents' own names), found by
// its full name, which is how favourites are stored.
import type {
  CandidateInView,
  CandidatePreview,
  SuggestionInView,
  SuggestionPreview,
} from "@core/naming/report-types.ts";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { cautionsOf } from "@core/naming/cautions.ts";

export interface ReportName {
  name: SuggestionPreview | SuggestionInView | CandidatePreview | CandidateInView;
  /** The heading id of its card, for links from the tables. */
  titleId: string;
  /** The parents' own name, rather than a suggestion. */
  isCandidate: boolean;
}

export const suggestionTitleId = (rank: number) => `suggestion-${rank}`;
export const candidateTitleId = (index: number) => `candidate-${index + 1}`;

export function reportNames(record: RecordView): Map<string, ReportName> {
  const names = new Map<string, ReportName>();
  record.suggestions.forEach((name, index) =>
    names.set(name.fullName, { name, titleId: suggestionTitleId(index + 1), isCandidate: false }),
  );
  record.candidates.forEach((name, index) =>
    names.set(name.fullName, { name, titleId: candidateTitleId(index), isCandidate: true }),
  );
  return names;
}

/**
 * The warnings worth weighing, as the card gives them: a candidate's own warnings or the checks a
 * suggestion did not pass, then the reasons that speak against the name (a "Lưu ý" such as an
 * element that khắc the baby's mệnh, a combination no family gives). Every card, free or paid, every
 * table and the printed page read them here, so none says "Không có" beside a card that warns, and
 * a free card warns of what the paid one does.
 */
export function warningsOf(name: ReportName["name"] | Pick<SuggestionPreview, "reasons">): string[] {
  const own =
    "warnings" in name
      ? name.warnings
      : "checks" in name
        ? name.checks.filter((check) => !check.passed).map((check) => check.detail)
        : [];
  const cautions = "reasons" in name ? cautionsOf(name.reasons, own) : [];
  return [...new Set([...own, ...cautions])];
}
