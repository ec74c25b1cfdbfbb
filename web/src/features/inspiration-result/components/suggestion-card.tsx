import type { Suggestion, SuggestionPreview } from "../../../../../supabase/functions/_shared/naming/report-types.ts";
import { RELATION_KIND_LABEL } from "../model/element-words.ts";
import { isFullSuggestion } from "../model/suggestion-kind.ts";
import { HanTuSwitcher } from "./han-tu-switcher.tsx";
import { SuggestionAnalysis } from "./suggestion-analysis.tsx";

interface SuggestionCardProps {
  rank: number;
  suggestion: SuggestionPreview | Suggestion;
  /** The record, for changing a paid name's chữ Hán. */
  recordId: string;
}

/** One suggested name: what the preview shows, and the full analysis when the report is paid. */
export function SuggestionCard({ rank, suggestion, recordId }: SuggestionCardProps) {
  const relation = suggestion.elementRelation;
  const titleId = `suggestion-${rank}`;
  return (
    <article className="card suggestion-card" aria-labelledby={titleId}>
      <div className="suggestion-card__head">
        <h3 id={titleId} className="suggestion-card__name">
          <span className="suggestion-card__rank">{rank}.</span> {suggestion.fullName}
        </h3>
        <p className="score" aria-label={`Điểm phù hợp ${suggestion.score} trên 100`}>
          {suggestion.score}/100
        </p>
      </div>
      {suggestion.hanTu && (
        <p className="suggestion-card__han">
          Chữ Hán: <span lang="zh-Hant">{suggestion.hanTu}</span>
        </p>
      )}
      <p>{suggestion.meaning}</p>
      {relation && (
        <p className={`relation relation--${relation.kind}`}>
          <strong>
            {relation.label} · {RELATION_KIND_LABEL[relation.kind]}
          </strong>
          <br />
          {relation.explanation}
        </p>
      )}
      {suggestion.wishMatches.length > 0 && (
        <p className="suggestion-card__wish">
          Đáp lại mong muốn của bố mẹ: {suggestion.wishMatches.map((word) => `“${word}”`).join(", ")}
        </p>
      )}
      <h4>Vì sao được {suggestion.score} điểm</h4>
      <ul className="reasons">
        {suggestion.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {isFullSuggestion(suggestion) && <HanTuSwitcher recordId={recordId} entry={suggestion} />}
      {isFullSuggestion(suggestion) && <SuggestionAnalysis suggestion={suggestion} />}
    </article>
  );
}
