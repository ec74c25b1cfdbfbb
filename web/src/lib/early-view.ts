// The early view: a first look at a record page that index.html draws into #early-view before the
// app has loaded (app/early-view.ts). The app clears it in the same commit that draws the screen
// (or its error), so the two never show together and nothing moves; a button a parent pressed in
// it is pressed again in the app.
import { useLayoutEffect } from "react";
import { buttonName, EARLY_VIEW_ID } from "./early-view-host.ts";

function dismissEarlyView(): void {
  document.getElementById(EARLY_VIEW_ID)?.replaceChildren();
  const pressed = window.__earlyPress;
  window.__earlyPress = undefined;
  if (pressed === undefined) return;
  // After this commit, once React handles events on the new screen; within the few seconds a
  // browser lets a page use the tap (the clipboard needs one).
  setTimeout(() => {
    const root = document.getElementById("root");
    const button = [...(root?.querySelectorAll("button") ?? [])].find((candidate) => buttonName(candidate) === pressed);
    button?.click();
  });
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
