import type { ReactNode } from "react";
import { suggestionTitleId } from "@/features/inspiration-result/model/report-names.ts";
import { suggestionsTitle } from "@/features/inspiration-result/model/request-facts.ts";

/** The numbering of the list's card at `index`: its heading's id and the rank it shows ("1."). */
export const rankedCard = (index: number) => ({ titleId: suggestionTitleId(index + 1), rankLabel: `${index + 1}.` });

/**
 * The suggested names under their heading ("3 gợi ý miễn phí"), the cards given as children (each
 * numbered with rankedCard). A plain function of its props, drawn by the app and by the early view.
 */
export function SuggestionListView(props: { shownCount: number; lockedCount: number; children: ReactNode }) {
  return (
    <section className="suggestions" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{suggestionsTitle(props.shownCount, props.lockedCount)}</h2>
      {props.children}
    </section>
  );
}
