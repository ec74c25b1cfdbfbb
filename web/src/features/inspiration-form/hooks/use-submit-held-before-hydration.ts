// A submit the parent made in the prerendered form before the app was live: index.html's script held
// it and showed the form busy (lib/before-hydration.ts). The form stays busy from its first commit
// until the submit, made again once the choices on screen are the state's, has been checked: then
// the request's own progress takes over, or the field messages show.
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { goLive } from "@/lib/before-hydration.ts";

export function useSubmitHeldBeforeHydration(form: RefObject<HTMLFormElement | null>) {
  const [held, setHeld] = useState(false);

  useLayoutEffect(() => {
    // After mount on purpose, before the first paint of the hydrated form: the hydrating render must
    // match the page as prerendered, and the busy look must not flicker off.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (window.__submittedBeforeApp === true) setHeld(true);
  }, []);

  useEffect(() => {
    // A task later, so the submit reads the choices the form adopted on mount
    // (use-choices-before-hydration.ts). Never cancelled: a form gone by then has no element to submit.
    if (goLive()) setTimeout(() => form.current?.requestSubmit());
  }, [form]);

  /** The held submit has been checked: from here the form shows what became of it. */
  const release = useCallback(() => setHeld(false), []);
  return { held, release };
}
