import type { ReactNode } from "react";
import type { Suggestion, SuggestionPreview } from "@core/naming/report-types.ts";
import { RELATION_KIND_LABEL } from "../model/element-words.ts";
import { GenderLean } from "./gender-lean.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { HanTuSwitcher } from "./han-tu-switcher.tsx";
import { ListenButton } from "./listen-button.tsx";
import { SuggestionAnalysis } from "./suggestion-analysis.tsx";

interface SuggestionCardProps {
  recordId: string;
  /** The heading's id, which the comparison table links to ("suggestion-3", "candidate-1"). */
  titleId: string;
  /** "3." for a suggestion; none for the parents' own names. */
  rankLabel?: string;
  suggestion: SuggestionPreview;
  /** The same name's full analysis, in a paid report; null in the free preview. */
  analysis: Suggestion | null;
  /** Paid reports have hearts. */
  canMark: boolean;
  /** What belongs to this kind of card only (a candidate's verdict and warnings). */
  children?: ReactNode;
}

/**
 * One name: the essentials a parent compares at a glance, and the full analysis behind one tap, so
 * twenty cards stay a readable page on a phone. The early view draws a free card's visible part with
 * the same elements (early/draw-early-result.ts); change both together.
 */
export function SuggestionCard({ recordId, titleId, rankLabel, suggestion, analysis, canMark, children }: SuggestionCardProps) {
  const relation = suggestion.elementRelation;
  return (
    <article className="card suggestion-card" aria-labelledby={titleId}>
      <div className="suggestion-card__head">
        <h3 id={titleId} className="suggestion-card__name" tabIndex={-1}>
          {rankLabel && <span className="suggestion-card__rank">{rankLabel}</span>} {suggestion.fullName}
        </h3>
        <p className="score" aria-label={`Điểm phù hợp ${suggestion.score} trên 100`}>
          {suggestion.score}/100
        </p>
      </div>
      {suggestion.hanTu && (
        <p className="suggestion-card__han">
          Chữ Hán: <span lang="zh-Hant" className="han">{suggestion.hanTu}</span>
        </p>
      )}
      <p className="suggestion-card__meaning">{suggestion.meaning}</p>
      {relation && (
        <p className={`relation relation--${relation.kind}`}>
          <strong>
            {relation.label} · {RELATION_KIND_LABEL[relation.kind]}
          </strong>
        </p>
      )}
      {children}
      <div className="suggestion-card__actions">
        <ListenButton fullName={suggestion.fullName} />
        {canMark && <FavouriteButton recordId={recordId} fullName={suggestion.fullName} />}
      </div>
      {analysis && <HanTuSwitcher recordId={recordId} entry={analysis} />}
      <details className="suggestion-card__more">
        <summary>{analysis ? "Xem phân tích đầy đủ" : `Vì sao được ${suggestion.score} điểm`}</summary>
        <GenderLean lean={suggestion.genderLean} />
        {relation && <p>{relation.explanation}</p>}
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
        {analysis && <SuggestionAnalysis suggestion={analysis} />}
      </details>
    </article>
  );
}
