// What a parent does in the prerendered home form before the app has hydrated it, which hydration
// would otherwise undo or lose:
//   - a radio picked, a box ticked or a theme chip pressed (index.html's script presses a chip until
//     hydration begins): React keeps the page's checked state while hydrating, but its
//     state still holds the initial value, so the next render would clear the choice. A tap made
//     while hydration is under way is no better: React finishes hydrating inside the tap and then
//     finds the radio already checked, so no change reaches the form. The form therefore reads its
//     radios and boxes from the page once hydration has committed (choicesOnScreen) and takes them over.
//     React can hydrate inside a tap only with the home screen's code at hand, and drops the tap
//     otherwise: main.tsx loads that code before it hydrates;
//   - a form submitted: without the app, the browser would send the form as a GET to the page's own
//     address, the answers in the URL, and reload an empty form. index.html's inline script holds
//     such a submit (web/build/prerender-home.ts), marks it and shows the form busy as the app shows
//     a request on its way; the form stays busy through hydration and submits again once it is
//     live. Text needs neither: React keeps an input's value while hydrating
//     (use-text-typed-before-hydration.ts).
// The script also keeps the theme counter ("Đã chọn 2/5") to the chips it presses. What it writes
// into the page, React keeps while hydrating (those elements say suppressHydrationWarning) and
// replaces at the form's first render after it, which already knows the same.

/** The inspiration form's id: the one form whose early submit is held (other forms, such as the
 * name lookup's plain GET, go where they point). */
export const HELD_FORM_ID = "inspiration-form";

/** The theme chips' counter, "Đã chọn n/max", which index.html's script counts on before hydration. */
export const THEMES_COUNTER_ID = "themes-counter";

/** The line under the submit button that says a request is on its way. */
export const SENDING_STATUS_ID = "inspiration-form-status";
/** What it says then, from the app or, for a held submit, from index.html's script. */
export const SENDING_MESSAGE = "Đang tìm những cái tên hợp với cảm hứng của bố mẹ...";

declare global {
  interface Window {
    /** Set once the app's home form is live: index.html's script stops holding submits for good. */
    __appLive?: boolean;
    /** Set by index.html's script when a submit was held before the app was live. */
    __submittedBeforeApp?: boolean;
    /** Set by main.tsx as hydration begins: from then on a tap is React's, and index.html's script
     * no longer presses a theme chip itself. */
    __appHydrating?: boolean;
  }
}

/** What the page shows in a form, whatever the app's state says. */
export interface ChoicesOnScreen {
  /** The checked radio of every group, by the group's name, and every ticked checkbox (as "on"). */
  checked: Map<string, string>;
  /** The value of every toggle button shown pressed (a theme chip's theme). */
  pressed: string[];
}

export function choicesOnScreen(root: ParentNode): ChoicesOnScreen {
  const checked = new Map<string, string>();
  for (const input of root.querySelectorAll<HTMLInputElement>(
    'input[type="radio"]:checked, input[type="checkbox"]:checked',
  )) {
    checked.set(input.name, input.type === "checkbox" ? "on" : input.value);
  }
  const pressed = [...root.querySelectorAll<HTMLButtonElement>('button[aria-pressed="true"][value]')].map(
    (button) => button.value,
  );
  return { checked, pressed };
}

/**
 * Marks the app live (index.html's script lets every submit through from now on) and tells whether
 * a submit was held before it was; the caller submits again.
 */
export function goLive(): boolean {
  const submittedBefore = window.__submittedBeforeApp === true;
  window.__submittedBeforeApp = false;
  window.__appLive = true;
  return submittedBefore;
}
