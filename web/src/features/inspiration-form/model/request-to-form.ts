// "Sửa yêu cầu": a record's own request (its `input`, which the record's view carries whether paid
// or not) back in the form's fields, so the parents change one thing and send a new request.
import type { InspirationInput } from "@core/naming/types.ts";
import { CANDIDATES_MAX } from "@core/validation/form-limits.ts";
import { INITIAL_FORM_STATE, type FormState } from "./form-state.ts";

const slots = <T>(values: readonly T[], empty: T): T[] =>
  Array.from({ length: CANDIDATES_MAX }, (_, i) => values[i] ?? empty);

const yearText = (year: number | null | undefined) => (year == null ? "" : String(year));

/**
 * The form holding `input`. The surname counts as confirmed: the server accepted it for this record,
 * known or vouched for; editing it drops the confirmation, as on the form. The length is the one the
 * record used, kept when the gender changes. The consent box stays unticked: consent is per request.
 */
export function formStateOfRequest(input: InspirationInput): FormState {
  const candidates = input.candidates ?? [];
  return {
    ...INITIAL_FORM_STATE,
    surname: input.surname,
    surnameConfirmed: true,
    gender: input.gender,
    birthDate: input.birthDate ?? "",
    themes: [...input.themes],
    wish: input.wish ?? "",
    middleName: input.middleName ?? "",
    avoid: input.avoid.join(", "),
    length: input.length,
    lengthChosen: true,
    candidates: slots(
      candidates.map((candidate) => candidate.name),
      "",
    ),
    candidateHanTu: slots(
      candidates.map((candidate) => (candidate.hanTu ? [...candidate.hanTu] : null)),
      null,
    ),
    fatherBirthYear: yearText(input.fatherBirthYear),
    motherBirthYear: yearText(input.motherBirthYear),
    consent: false,
  };
}
