import type { ReactNode } from "react";
import type { Suggestion, SuggestionPreview } from "@core/naming/report-types.ts";
import { RELATION_KIND_LABEL } from "@/features/inspiration-result/model/element-words.ts";
import { whyTitle } from "@/features/inspiration-result/model/score-words.ts";
import { GenderLean } from "./gender-lean.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { HanTuSwitcher } from "./han-tu-switcher.tsx";
import { ListenButton } from "./listen-button.tsx";
import { ScoreBadge, ScoreFormula, ScoreParts } from "./score-summary.tsx";
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
  /** The baby's gender is not known yet: whom the name is given to is part of the essentials. */
  leanOnCard: boolean;
  /** What belongs to this kind of card only (a candidate's verdict and warnings). */
  children?: ReactNode;
}

/**
 * One name: the essentials a parent compares at a glance, and the full analysis behind one tap, so
 * twenty cards stay a readable page on a phone. The early view draws a free card's visible part with
 * the same elements (early/draw-early-result.ts); change both together.
 */
export function SuggestionCard({
  recordId,
  titleId,
  rankLabel,
  suggestion,
  analysis,
  canMark,
  leanOnCard,
  children,
}: SuggestionCardProps) {
  const relation = suggestion.elementRelation;
  return (
    <article className="card suggestion-card" aria-labelledby={titleId}>
      <div className="suggestion-card__head">
        <h3 id={titleId} className="suggestion-card__name" tabIndex={-1}>
          {rankLabel && <span className="suggestion-card__rank">{rankLabel}</span>} {suggestion.fullName}
        </h3>
        <ScoreBadge score={suggestion.score} band={suggestion.band} />
      </div>
      <ScoreParts parts={suggestion.scoreParts} />
      {leanOnCard && <GenderLean lean={suggestion.genderLean} />}
      {suggestion.hanTu && (
        <p className="suggestion-card__han">
          Chữ Hán:{" "}
          <span lang="zh-Hant" className="han">
            {suggestion.hanTu}
          </span>
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
      {analysis && <HanTuSwitcher recordId={recordId} entry={analysis} />}
      {/* The "why" and the buttons share one row, so a card without buttons (no voice on the device,
          a free preview) has no empty row; opened, the "why" takes the card's width. */}
      <div className="suggestion-card__foot">
        <details className="suggestion-card__more">
          <summary>{analysis ? "Xem phân tích đầy đủ" : whyTitle(suggestion.score)}</summary>
          {/* The one "why" of the card: a free card's summary already asks it. */}
          {analysis && <h4>{whyTitle(suggestion.score)}</h4>}
          <ScoreFormula parts={suggestion.scoreParts} />
          <ul className="reasons">
            {suggestion.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {!leanOnCard && <GenderLean lean={suggestion.genderLean} />}
          {relation && <p>{relation.explanation}</p>}
          {suggestion.wishMatches.length > 0 && (
            <p className="suggestion-card__wish">
              Đáp lại mong muốn của bố mẹ: {suggestion.wishMatches.map((word) => `“${word}”`).join(", ")}
            </p>
          )}
          {analysis && <SuggestionAnalysis suggestion={analysis} />}
        </details>
        <div className="suggestion-card__actions">
          <ListenButton fullName={suggestion.fullName} />
          {canMark && <FavouriteButton recordId={recordId} fullName={suggestion.fullName} />}
        </div>
      </div>
    </article>
  );
}
