import type { ReactNode } from "react";
import type { ElementRelation, SuggestionPreview, SyllableAnalysis } from "@core/naming/report-types.ts";
import { RELATION_KIND_LABEL } from "@/features/inspiration-result/model/element-words.ts";
import { hanTuOf } from "@/features/inspiration-result/model/name-facts.ts";
import { whyTitle } from "@/features/inspiration-result/model/score-words.ts";
import { wishWordsNotInReasons } from "@/features/inspiration-result/model/wish-words.ts";
import { GenderLean } from "./gender-lean.tsx";
import { HanTuText } from "./han-tu-text.tsx";
import { ScoreBadge, ScoreFormula, ScoreParts } from "./score-summary.tsx";

/**
 * What a card shows of a name: the free part of a suggestion (a paid one, or a parent's own name, has
 * it too), and a paid name's syllables, whose chữ Hán it shows where the name has some but not all.
 */
export type CardName = Pick<
  SuggestionPreview,
  "fullName" | "score" | "scoreParts" | "band" | "genderLean" | "hanTu" | "meaning" | "reasons" | "wishMatches"
> & {
  elementRelation: Pick<ElementRelation, "kind" | "label" | "explanation"> | null;
  syllables?: readonly Pick<SyllableAnalysis, "syllable" | "role" | "hanTu">[];
};

interface SuggestionCardViewProps {
  /** The heading's id, which the comparison table links to ("suggestion-3", "candidate-1"). */
  titleId: string;
  /** "3." for a suggestion; none for the parents' own names. */
  rankLabel?: string;
  name: CardName;
  /** The baby's gender is not known yet: whom the name is given to is part of the essentials. */
  leanOnCard: boolean;
  /** What belongs to this kind of card only (a candidate's verdict and warnings), under the essentials. */
  children?: ReactNode;
  /** Reasons the card already says above (in `children`): its "why" leaves them out. */
  saidAbove?: readonly string[];
  /** Under those, in a paid report: the choice of the name's chữ Hán. */
  hanTuChoice?: ReactNode;
  /** A paid report's full analysis, closing the "why" block, which then offers it by name. */
  analysis?: ReactNode;
  /** The card's buttons (listen, mark as favourite), in the row of the "why". */
  actions?: ReactNode;
}

/**
 * One name: the essentials a parent compares at a glance, and the "why" behind one tap, so twenty
 * cards stay a readable page on a phone. A plain function of its props: the app renders it
 * (SuggestionCard) with its buttons and a paid report's analysis, and the early view draws a free
 * card before the app is there, so the two cannot differ.
 */
export function SuggestionCardView({
  titleId,
  rankLabel,
  name,
  leanOnCard,
  children,
  saidAbove = [],
  hanTuChoice,
  analysis,
  actions,
}: SuggestionCardViewProps) {
  const relation = name.elementRelation;
  const hanTu = hanTuOf(name);
  const themeWishWords = wishWordsNotInReasons(name.wishMatches, name.reasons);
  const reasons = name.reasons.filter((reason) => !saidAbove.includes(reason));
  return (
    <article className="card suggestion-card" aria-labelledby={titleId}>
      <div className="suggestion-card__head">
        <h3 id={titleId} className="suggestion-card__name" tabIndex={-1}>
          {rankLabel && <span className="suggestion-card__rank">{rankLabel}</span>} {name.fullName}
        </h3>
        <ScoreBadge score={name.score} band={name.band} />
      </div>
      <ScoreParts parts={name.scoreParts} />
      {leanOnCard && <GenderLean lean={name.genderLean} />}
      {hanTu && (
        <p className="suggestion-card__han">
          Chữ Hán: <HanTuText parts={hanTu} />
        </p>
      )}
      <p className="suggestion-card__meaning">{name.meaning}</p>
      {relation && (
        <p className={`relation relation--${relation.kind}`}>
          <strong>
            {relation.label} · {RELATION_KIND_LABEL[relation.kind]}
          </strong>
        </p>
      )}
      {children}
      {hanTuChoice}
      {/* The "why" and the buttons share one row, so a card without buttons (no voice on the device,
          a free preview) has no empty row; opened, the "why" takes the card's width. */}
      <div className="suggestion-card__foot">
        <details className="suggestion-card__more">
          <summary>{analysis ? "Xem phân tích đầy đủ" : whyTitle(name.score)}</summary>
          {/* The one "why" of the card: a free card's summary already asks it. */}
          {analysis && <h4>{whyTitle(name.score)}</h4>}
          <ScoreFormula parts={name.scoreParts} score={name.score} cautions={name.reasons} />
          {reasons.length > 0 && (
            <ul className="reasons">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {!leanOnCard && <GenderLean lean={name.genderLean} />}
          {relation && <p>{relation.explanation}</p>}
          {themeWishWords.length > 0 && (
            <p className="suggestion-card__wish">
              Cũng hợp mong muốn {themeWishWords.map((word) => `“${word}”`).join(", ")} của bố mẹ,{" "}
              {themeWishWords.length > 1 ? "đều là những ý" : "vốn là một ý"} trong các cảm hứng bố mẹ đã chọn.
            </p>
          )}
          {analysis}
        </details>
        <div className="suggestion-card__actions">{actions}</div>
      </div>
    </article>
  );
}
