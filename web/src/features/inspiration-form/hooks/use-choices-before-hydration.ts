// The radios a parent picked, the consent box ticked and the theme chips pressed in the prerendered form before the app had
// hydrated it, or while it was hydrating (lib/before-hydration.ts says why hydration would lose them). On mount the
// state takes over the choices the page shows (a submit held meanwhile: use-submit-held-before-hydration.ts).
import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from "react";
import { THEMES } from "@core/naming/data/themes.ts";
import { GENDERS, type Gender, type ThemeId } from "@core/naming/types.ts";
import { DEFAULT_LENGTH, THEMES_MAX } from "@core/validation/form-limits.ts";
import { choicesOnScreen, type ChoicesOnScreen } from "@/lib/before-hydration.ts";
import { INITIAL_FORM_STATE, type FormState, type NameLength } from "@/features/inspiration-form/model/form-state.ts";

const isGender = (value: string | undefined): value is Gender => GENDERS.some((gender) => gender === value);
const isLength = (value: number): value is NameLength => value === 2 || value === 3 || value === 4;
const isTheme = (value: string): value is ThemeId => THEMES.some((theme) => theme.id === value);

/**
 * The state with the choices as the page shows them. A length the page showed by default (the
 * prerendered one) was not chosen: it still follows the gender, as on the form. Themes pressed on
 * the page join the state's, up to the form's limit.
 */
export function withChoicesOnScreen(state: FormState, { checked, pressed }: ChoicesOnScreen): FormState {
  let next = state;
  const gender = checked.get("gender");
  if (checked.get("consent") === "on") next = { ...next, consent: true };
  if (isGender(gender) && gender !== next.gender) {
    next = { ...next, gender, length: next.lengthChosen ? next.length : DEFAULT_LENGTH[gender] };
  }
  const picked = Number(checked.get("length"));
  if (isLength(picked) && picked !== INITIAL_FORM_STATE.length) next = { ...next, length: picked, lengthChosen: true };
  const themes = pressed.filter(isTheme).filter((theme) => !next.themes.includes(theme));
  if (themes.length > 0) next = { ...next, themes: [...next.themes, ...themes].slice(0, THEMES_MAX) };
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
    setValues((state) => withChoicesOnScreen(state, choices));
  }, [setValues, form]);
}
