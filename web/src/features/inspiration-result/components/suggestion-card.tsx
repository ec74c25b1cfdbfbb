import type { ReactNode } from "react";
import type { Suggestion } from "@core/naming/report-types.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { HanTuSwitcher } from "./han-tu-switcher.tsx";
import { ListenButton } from "./listen-button.tsx";
import { NameWarnings } from "./name-warnings.tsx";
import { SuggestionAnalysis } from "./suggestion-analysis.tsx";
import { SuggestionCardView, type CardName } from "./suggestion-card-view.tsx";

interface SuggestionCardProps {
  recordId: string;
  /** The heading's id, which the comparison table links to ("suggestion-3", "candidate-1"). */
  titleId: string;
  /** "3." for a suggestion; none for the parents' own names. */
  rankLabel?: string;
  suggestion: CardName;
  /** The same name's full analysis, in a paid report; null in the free preview. */
  analysis: Suggestion | null;
  /** Paid reports have hearts. */
  canMark: boolean;
  /** The baby's gender is not known yet: whom the name is given to is part of the essentials. */
  leanOnCard: boolean;
  /** What belongs to this kind of card only (a candidate's verdict). */
  children?: ReactNode;
  /**
   * What to weigh about the name (a paid card's cautions, a parent's own name's warnings), said on
   * the card's face under `children`; its "why" then leaves those reasons out, so each is said once.
   */
  warnings?: readonly string[];
}

/** One name's card as the app renders it: the view, with its buttons and a paid report's analysis. */
export function SuggestionCard({
  recordId,
  suggestion,
  analysis,
  canMark,
  children,
  warnings = [],
  ...view
}: SuggestionCardProps) {
  return (
    <SuggestionCardView
      {...view}
      name={suggestion}
      saidAbove={warnings}
      hanTuChoice={analysis && <HanTuSwitcher recordId={recordId} entry={analysis} />}
      analysis={analysis && <SuggestionAnalysis suggestion={analysis} />}
      actions={
        <>
          <ListenButton fullName={suggestion.fullName} />
          {canMark && <FavouriteButton recordId={recordId} fullName={suggestion.fullName} />}
        </>
      }
    >
      {children}
      <NameWarnings fullName={suggestion.fullName} warnings={warnings} />
    </SuggestionCardView>
  );
}
