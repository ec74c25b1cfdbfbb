// The radios a parent picked, the consent box ticked, and the submit they made in the prerendered form before the app had
// hydrated it, or while it was hydrating (lib/before-hydration.ts says why hydration would lose them). On mount the
// state takes over the choices the page shows, and a submit that was held is made again, once they are drawn.
import { useEffect, useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from "react";
import { GENDERS, type Gender } from "@core/naming/types.ts";
import { DEFAULT_LENGTH } from "@core/validation/form-limits.ts";
import { choicesOnScreen, goLive } from "@/lib/before-hydration.ts";
import { INITIAL_FORM_STATE, type FormState, type NameLength } from "@/features/inspiration-form/model/form-state.ts";

const isGender = (value: string | undefined): value is Gender => GENDERS.some((gender) => gender === value);
const isLength = (value: number): value is NameLength => value === 2 || value === 3 || value === 4;

/**
 * The state with the radios as they stood on screen before hydration. A length the page showed by
 * default (the prerendered one) was not chosen: it still follows the gender, as on the form.
 */
export function withChoicesOnScreen(
  state: FormState,
  gender: string | undefined,
  length: string | undefined,
  consent?: string,
): FormState {
  let next = state;
  if (consent === "on") next = { ...next, consent: true };
  if (isGender(gender) && gender !== next.gender) {
    next = { ...next, gender, length: next.lengthChosen ? next.length : DEFAULT_LENGTH[gender] };
  }
  const picked = Number(length);
  if (isLength(picked) && picked !== INITIAL_FORM_STATE.length) next = { ...next, length: picked, lengthChosen: true };
  return next;
}

export function useChoicesBeforeHydration(
  setValues: Dispatch<SetStateAction<FormState>>,
  form: RefObject<HTMLFormElement | null>,
): void {
  useLayoutEffect(() => {
    // Right after the first commit the page still shows what the parent picked, even where the
    // state does not know it yet (after a client render the two agree and nothing changes).
    if (!form.current) return;
    const choices = choicesOnScreen(form.current);
    setValues((state) =>
      withChoicesOnScreen(state, choices.get("gender"), choices.get("length"), choices.get("consent")),
    );
  }, [setValues, form]);

  useEffect(() => {
    // A task later, so the submit reads the values adopted above. Never cancelled: a form gone by
    // then has no element to submit.
    if (goLive()) setTimeout(() => form.current?.requestSubmit());
  }, [form]);
}
