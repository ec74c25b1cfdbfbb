// What index.html's early view (app/early-view.ts) and the app share about it, without React.

/** The element index.html draws a record page's early view into, just before #root. */
export const EARLY_VIEW_ID = "early-view";

declare global {
  interface Window {
    /** The name of the early view's button a parent pressed before the app arrived, if any. */
    __earlyPress?: string;
  }
}

/** What names a button, in the early view and in the app alike: its aria-label, else its text. */
export const buttonName = (button: Element): string =>
  button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";

/**
 * Remembers the last button pressed in the early view, whose own buttons do nothing: the app presses
 * its own button of the same name when it takes over (lib/early-view.ts), so a tap on "Sao chép"
 * a moment too early still copies.
 */
export function rememberPresses(host: HTMLElement): void {
  host.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button) window.__earlyPress = buttonName(button);
  });
}
