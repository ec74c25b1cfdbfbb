// Each screen names itself in the tab and the history (docs/product.md §1): "<what it is> — Cảm Hứng
// Tên". A title carries nothing personal beyond what its page shows (a result names the surname it
// shows in its request, never the wish or the parents' names).
import { useEffect } from "react";

/**
 * The home page's title, index.html's own `<title>`, which the prerendered home and every first
 * paint keep; said again here so that returning home from another screen restores it.
 */
export const HOME_TITLE = "Cảm Hứng Tên — Gợi ý tên hay cho bé";

export function pageTitle(what: string): string {
  return `${what} — Cảm Hứng Tên`;
}

/** Titles the document while the calling screen is shown; the next screen sets its own. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
