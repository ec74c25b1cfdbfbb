// What a parent does in the prerendered home form before the app has hydrated it, which hydration
// would otherwise undo or lose:
//   - a radio picked or a box ticked: React puts a controlled radio or checkbox back to its state's
//     value while hydrating, so main.tsx reads the page's choices just before, and the form takes
//     them over on mount;
//   - a form submitted: without the app, the browser would send the form as a GET to the page's own
//     address, the answers in the URL, and reload an empty form. index.html's inline script holds
//     such a submit (web/build/prerender-home.ts) and marks it; the form submits again once it is
//     live. Text needs neither: React keeps an input's value while hydrating
//     (use-text-typed-before-hydration.ts).

/** The inspiration form's id: the one form whose early submit is held (other forms, such as the
 * name lookup's plain GET, go where they point). */
export const HELD_FORM_ID = "inspiration-form";

declare global {
  interface Window {
    /** Set once the app's home form is live: index.html's script stops holding submits for good. */
    __appLive?: boolean;
    /** Set by index.html's script when a submit was held before the app was live. */
    __submittedBeforeApp?: boolean;
  }
}

const choices = new Map<string, string>();

/**
 * Reads the checked radio of every group under `root`, and every ticked checkbox (as "on"): call
 * it right before hydrating `root`.
 */
export function rememberChoicesBeforeHydration(root: ParentNode): void {
  choices.clear();
  for (const input of root.querySelectorAll<HTMLInputElement>(
    'input[type="radio"]:checked, input[type="checkbox"]:checked',
  )) {
    choices.set(input.name, input.type === "checkbox" ? "on" : input.value);
  }
}

/** The value the radio group `name` showed right before hydration, if any; each is given once. */
export function takeChoiceMadeBeforeHydration(name: string): string | undefined {
  const value = choices.get(name);
  choices.delete(name);
  return value;
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
