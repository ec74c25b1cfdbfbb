// The early view: a first look at a record page that index.html draws into #early-view before the
// app has loaded (app/early-view-script.ts). It is display-only: the element is \`inert\` (no tap, no focus, not
// in the accessibility tree) and its controls look waiting, so nothing a parent does there is lost or
// done twice. The app clears it in the same commit that draws the screen (or its error), so the two
// never show together and nothing moves.
import { useLayoutEffect } from "react";
import { EARLY_VIEW_ID } from "./early-view-host.ts";

function dismissEarlyView(): void {
  document.getElementById(EARLY_VIEW_ID)?.replaceChildren();
}

/** Clears the early view before the browser paints the component that uses it. */
export function useDismissEarlyView(): void {
  useLayoutEffect(dismissEarlyView, []);
}

/** Rendered beside the routes, inside their Suspense boundary: it commits with the loaded screen. */
export function DismissEarlyView(): null {
  useDismissEarlyView();
  return null;
}
