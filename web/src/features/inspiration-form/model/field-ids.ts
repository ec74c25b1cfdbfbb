// Element ids of the form's fields, so a label, a hint and an error message can point at their
// control (aria-describedby), and the first invalid field can be focused.
import type { FieldName } from "./form-state.ts";

/** The control that gets the focus: the input itself, or the first control of a group. */
export const fieldControlId = (name: FieldName) => `field-${name}`;
export const fieldHintId = (name: FieldName) => `field-${name}-hint`;
export const fieldErrorId = (name: FieldName) => `field-${name}-error`;

/** The id of the n-th input of the parents' own names: the first is the field's own control, which errors focus. */
export const candidateControlId = (index: number) =>
  index === 0 ? fieldControlId("candidates") : `${fieldControlId("candidates")}-${index}`;

/** The aria attributes of a control with an optional hint and error. */
export function fieldAria(name: FieldName, error: string | undefined, hasHint: boolean) {
  const describedBy = [hasHint ? fieldHintId(name) : null, error ? fieldErrorId(name) : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
