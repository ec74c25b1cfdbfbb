// The home form's behaviour: field state, validation with the shared schema (on submit, then on
// every blur once the visitor has tried to submit), the server's own verdict, and navigation.
import { useState, type FormEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router-dom";
import type { Gender, ThemeId } from "@core/naming/types.ts";
import { DEFAULT_LENGTH, THEMES_MAX } from "@core/validation/form-limits.ts";
import type { InspirationFormValues } from "@core/validation/inspiration-form.ts";
import { paths } from "@/config/paths.ts";
import { FunctionError } from "@/lib/function-error.ts";
import { preloadCreateInspiration, useCreateInspiration } from "@/features/inspiration-form/api/create-inspiration.ts";
import { fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import {
  FIELD_ORDER,
  INITIAL_FORM_STATE,
  toRequestBody,
  type FieldName,
  type FormState,
  type TextField,
  type NameLength,
} from "@/features/inspiration-form/model/form-state.ts";
import { isEmptyForm } from "@/features/inspiration-form/model/form-draft.ts";
import { loadFormValidator } from "@/features/inspiration-form/model/load-form-validator.ts";
import type { FieldErrors, SurnameHelp } from "@/features/inspiration-form/model/validate-form.ts";
import { useChoicesBeforeHydration } from "./use-choices-before-hydration.ts";
import { useFormMemory } from "./use-form-memory.ts";
import { useSubmitHeldBeforeHydration } from "./use-submit-held-before-hydration.ts";
import { useTextTypedBeforeHydration } from "./use-text-typed-before-hydration.ts";

/** Moves the focus to the first field (in screen order) that has a message. */
function focusFirstInvalid(errors: FieldErrors): void {
  const first = FIELD_ORDER.find((name) => errors[name]);
  if (first) document.getElementById(fieldControlId(first))?.focus();
}

async function checkForm(state: FormState): Promise<{ errors: FieldErrors; surnameHelp: SurnameHelp | null }> {
  const { validateForm, surnameHelpOf } = await loadFormValidator();
  const errors = validateForm(toRequestBody(state));
  return { errors, surnameHelp: surnameHelpOf(state.surname, errors.surname) };
}

/** `form`: the form element, which submits again a submit held before the app was live. */
export function useInspirationForm(form: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<FormState>(INITIAL_FORM_STATE);
  // First the kept draft, then what was typed and picked before hydration over it.
  const memory = useFormMemory(values, setValues);
  useTextTypedBeforeHydration(setValues);
  useChoicesBeforeHydration(setValues, form);
  const heldSubmit = useSubmitHeldBeforeHydration(form);
  // The browser's verdict and the server's are kept apart: re-checking on blur must not erase a
  // message only the server can give; a server message goes once its field is edited.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  // "Có phải họ …?": shown after a submit the surname failed, gone once the surname is edited.
  const [surnameHelp, setSurnameHelp] = useState<SurnameHelp | null>(null);
  const mutation = useCreateInspiration();
  const navigate = useNavigate();

  const showErrors = (next: FieldErrors, from: "browser" | "server") => {
    // Render the messages first, so the focused field already names its error.
    flushSync(() => (from === "browser" ? setErrors : setServerErrors)(next));
    focusFirstInvalid(next);
  };

  const update = (name: FieldName, change: (v: FormState) => FormState) => {
    setValues(change);
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== name && !key.startsWith(`${name}.`))),
    );
  };

  const send = (body: InspirationFormValues) => {
    mutation.mutate(body, {
      onSuccess: ({ id }) => navigate(paths.result.getHref(id)),
      onError: (error) => {
        if (error instanceof FunctionError && error.status === 400 && Object.keys(error.fields).length) {
          showErrors(error.fields, "server");
          const message = error.fields.surname;
          if (message)
            void loadFormValidator().then((v) =>
              setSurnameHelp(v.surnameHelpOf(body.surname, message, error.suggestions)),
            );
        }
      },
    });
  };

  const submit = async (state: FormState) => {
    if (mutation.isPending) return;
    setTriedToSubmit(true);
    setServerErrors({});
    const found = await checkForm(state);
    // A submit held before the app was live stops looking busy here, or as the request takes over.
    heldSubmit.release();
    setSurnameHelp(found.surnameHelp);
    if (Object.keys(found.errors).length) return showErrors(found.errors, "browser");
    setErrors({});
    send(toRequestBody(state));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  const onBlur = async () => {
    if (triedToSubmit) setErrors((await checkForm(values)).errors);
  };

  const setText = (name: TextField, value: string) => {
    // A confirmation was for the surname as it stood.
    update(name, (v) => ({ ...v, [name]: value, ...(name === "surname" && { surnameConfirmed: false }) }));
    if (name === "surname") setSurnameHelp(null);
  };

  /** "Có phải họ Trần?": the surname goes in the field, checked at once. */
  const pickSurname = (surname: string) => {
    const next = { ...values, surname, surnameConfirmed: false };
    // Drawn before the focus moves, so a check the move triggers reads the new surname.
    flushSync(() => {
      update("surname", () => next);
      setSurnameHelp(null);
    });
    document.getElementById(fieldControlId("surname"))?.focus();
    void checkForm(next).then((found) => setErrors(found.errors));
  };

  /** "Đúng, họ của gia đình tôi là …": a rare surname the parents vouch for, sent again at once. */
  const confirmSurname = () => {
    const next = { ...values, surnameConfirmed: true };
    setValues(next);
    void submit(next);
  };

  const setCandidate = (index: number, name: string) =>
    update("candidates", (v) => ({
      ...v,
      candidates: v.candidates.map((c, i) => (i === index ? name : c)),
      // Other syllables, other characters: the picks of the old name no longer apply.
      candidateHanTu: v.candidateHanTu.map((h, i) => (i === index ? null : h)),
    }));

  const setCandidateHanTu = (index: number, hanTu: string[] | null) =>
    update("candidates", (v) => ({ ...v, candidateHanTu: v.candidateHanTu.map((h, i) => (i === index ? hanTu : h)) }));

  const setYear = (field: "fatherBirthYear" | "motherBirthYear", year: string) =>
    update(field, (v) => ({ ...v, [field]: year }));

  const setGender = (gender: Gender) =>
    update("gender", (v) => ({ ...v, gender, length: v.lengthChosen ? v.length : DEFAULT_LENGTH[gender] }));

  const setLength = (length: NameLength) => update("length", (v) => ({ ...v, length, lengthChosen: true }));

  // Ticking the box is the whole answer to its message, so the message goes at once: waiting for
  // the blur would move the submit button, right under it, between a tap's press and release.
  const setConsent = (consent: boolean) => {
    update("consent", (v) => ({ ...v, consent }));
    if (consent) setErrors(({ consent: _answered, ...rest }) => rest);
  };

  const toggleTheme = (theme: ThemeId) =>
    update("themes", (v) => {
      if (v.themes.includes(theme)) return { ...v, themes: v.themes.filter((t) => t !== theme) };
      return v.themes.length >= THEMES_MAX ? v : { ...v, themes: [...v.themes, theme] };
    });

  /** "Xóa và bắt đầu lại": every field empty, every message gone, nothing kept in this browser. */
  const startOver = () => {
    memory.forget();
    setValues(INITIAL_FORM_STATE);
    setErrors({});
    setServerErrors({});
    setTriedToSubmit(false);
    setSurnameHelp(null);
    mutation.reset();
    document.getElementById(fieldControlId("surname"))?.focus();
  };

  /** Sends the last body again, after a network failure or a server error. */
  const retry = () => {
    if (mutation.variables) send(mutation.variables);
  };

  return {
    values,
    errors: { ...serverErrors, ...errors },
    setText,
    setCandidate,
    setCandidateHanTu,
    setYear,
    setGender,
    setLength,
    setConsent,
    toggleTheme,
    surnameHelp,
    pickSurname,
    confirmSurname,
    onSubmit,
    onBlur,
    // Warms the validator while the visitor types, so the first submit answers at once.
    onFocus: () => {
      loadFormValidator().catch(() => {});
      preloadCreateInspiration();
    },
    retry,
    startOver,
    notice: memory.notice,
    isEmpty: isEmptyForm(values),
    isSubmitting: mutation.isPending || heldSubmit.held,
    submitError: mutation.error,
  };
}
