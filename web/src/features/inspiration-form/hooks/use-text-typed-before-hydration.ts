// The home form arrives prerendered in index.html, and a parent on a slow phone may type before the
// app has hydrated it. React keeps the DOM's value while hydrating but its state still holds the
// initial one, so the next render would wipe what was typed. On mount, the state takes it over,
// over the draft this browser kept (use-form-memory.ts): what the parent typed just now wins.
import { useLayoutEffect, type Dispatch, type SetStateAction } from "react";
import { candidateControlId, fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import {
  INITIAL_FORM_STATE,
  TEXT_FIELDS,
  type FormState,
  type TextField,
} from "@/features/inspiration-form/model/form-state.ts";

/**
 * What the text fields on screen hold that `state` does not. Against the initial state, the form
 * as prerendered, that is what was typed before hydration (nothing after a client render).
 */
function textTypedOnScreen(state: FormState): Partial<Pick<FormState, TextField | "candidates">> {
  const typed: Partial<Pick<FormState, TextField | "candidates">> = {};
  const valueOf = (id: string) => {
    const control = document.getElementById(id);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : null;
  };
  for (const name of TEXT_FIELDS) {
    const value = valueOf(fieldControlId(name));
    if (value !== null && value !== state[name]) typed[name] = value;
  }
  // The parents' own names, one input each.
  const candidates = state.candidates.map((name, index) => valueOf(candidateControlId(index)) ?? name);
  if (candidates.some((name, index) => name !== state.candidates[index])) typed.candidates = candidates;
  return typed;
}

export function useTextTypedBeforeHydration(setValues: Dispatch<SetStateAction<FormState>>): void {
  useLayoutEffect(() => {
    const typed = textTypedOnScreen(INITIAL_FORM_STATE);
    if (Object.keys(typed).length) setValues((state) => ({ ...state, ...typed }));
  }, [setValues]);
}
