import type { Suggestion, SuggestionPreview } from "../../../../../supabase/functions/_shared/naming/report-types.ts";

/** A paid suggestion carries its full analysis; a preview has only the allowlisted keys (docs/product.md §8). */
export function isFullSuggestion(suggestion: SuggestionPreview | Suggestion): suggestion is Suggestion {
  return "syllables" in suggestion && Array.isArray(suggestion.syllables);
}
