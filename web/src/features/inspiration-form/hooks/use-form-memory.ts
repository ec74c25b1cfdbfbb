// Where the form's first values come from, besides what the parent types now: the draft this
// browser kept (form-draft.ts), a record's own request ("Sửa yêu cầu", /?sua=<id>) and a name page's
// candidate (/?ten=<name>). All of it is applied after mount, never in the first render: the home
// page is prerendered empty and hydrated, and a first render that differed from it would be a
// hydration mismatch. What the parent typed or picked before hydration is laid over the draft by
// the hooks that run after this one (use-text-typed-before-hydration.ts, use-choices-…).
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "@/config/paths.ts";
import { getRequestToEdit } from "@/features/inspiration-form/api/get-request-to-edit.ts";
import { FunctionError } from "@/lib/function-error.ts";
import { candidateFromLink, withCandidate } from "@/features/inspiration-form/model/candidate-from-link.ts";
import { fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import { clearFormDraft, readFormDraft, saveFormDraft } from "@/features/inspiration-form/model/form-draft.ts";
import { FIELD_ORDER, INITIAL_FORM_STATE, type FormState } from "@/features/inspiration-form/model/form-state.ts";
import { formStateOfRequest } from "@/features/inspiration-form/model/request-to-form.ts";

/** What the form says about where its values came from. */
export type FormNotice =
  | { kind: "opening-request" }
  /** `paidRecordId`: the request came from a paid report, which a new request does not unlock. */
  | { kind: "request-opened"; paidRecordId: string | null }
  | { kind: "request-missing" }
  | { kind: "request-unreachable" }
  | { kind: "candidate-added"; name: string };

const isField = (name: string | null) => FIELD_ORDER.find((field) => field === name);

/** Moves to the field a "Sửa yêu cầu" link pointed at (the summary's own fact), once it is drawn. */
function focusField(name: string | null): void {
  const field = isField(name);
  const control = field && document.getElementById(fieldControlId(field));
  if (!control) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: "center" });
}

export function useFormMemory(values: FormState, setValues: Dispatch<SetStateAction<FormState>>) {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const restored = useRef(false);

  useLayoutEffect(() => {
    const draft = readFormDraft();
    if (draft) setValues((state) => ({ ...draft, consent: state.consent }));
    restored.current = true;
  }, [setValues]);

  // Every change is kept; the untouched initial state (the first render, a reset) never overwrites.
  useEffect(() => {
    if (restored.current && values !== INITIAL_FORM_STATE) saveFormDraft(values);
  }, [values]);

  useLayoutEffect(() => {
    const params = new URLSearchParams(location.search);
    const name = candidateFromLink(params.get("ten"));
    const recordId = params.get("sua");
    // The address goes back to "/" once its values are in: a reload then restores the draft, with
    // the parent's later edits, instead of applying the link again.
    const settle = () => navigate(paths.home.getHref(), { replace: true });
    if (name) {
      setValues((state) => withCandidate(state, name));
      // After mount on purpose, like the values: the prerendered page has no notice to hydrate.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setNotice({ kind: "candidate-added", name });
    }
    if (!recordId) {
      if (name || params.has("ten")) settle();
      return;
    }
    let cancelled = false;
    setNotice({ kind: "opening-request" });
    getRequestToEdit(recordId).then(
      ({ input, paid }) => {
        if (cancelled) return;
        flushSync(() => {
          setValues(formStateOfRequest(input));
          setNotice({ kind: "request-opened", paidRecordId: paid ? recordId : null });
        });
        focusField(params.get("muc"));
        settle();
      },
      (error: unknown) => {
        if (cancelled) return;
        // The record is gone (or the link was mangled) only when the server says so; anything else
        // (no network, a busy server) is worth another try from the result page.
        const gone = error instanceof FunctionError && (error.status === 404 || error.status === 400);
        setNotice({ kind: gone ? "request-missing" : "request-unreachable" });
        settle();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location.search, navigate, setValues]);

  /** "Xóa và bắt đầu lại": nothing kept in this browser any more. */
  const forget = () => {
    clearFormDraft();
    setNotice(null);
  };

  return { notice, forget };
}
