// The form as the parent left it, kept in this browser only (localStorage), so Back from the result
// page, a reload or a later visit finds every field as it was, until "Xóa và bắt đầu lại" or the
// deletion of a record from this browser (lib/forget-record.ts). The
// consent tick is never kept: consent is given for each request. A stored draft from another
// version of the form, or one edited by hand, is ignored as a whole: the form then starts empty.
import { GENDERS, THEME_IDS } from "@core/naming/types.ts";
import { CANDIDATES_MAX } from "@core/validation/form-limits.ts";
import { FORM_DRAFT_KEY } from "@/lib/form-draft-key.ts";
import { INITIAL_FORM_STATE, TEXT_FIELDS, type FormState } from "./form-state.ts";

/** The version inside the stored value; it changes whenever FormState's shape does. */
const DRAFT_VERSION = 1;

type Draft = Omit<FormState, "consent">;

const isString = (value: unknown): value is string => typeof value === "string";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isSlotList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length === CANDIDATES_MAX;

/** The form state a stored draft holds, or null when it is not exactly what this version writes. */
export function parseFormDraft(text: string | null): FormState | null {
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== DRAFT_VERSION || !isRecord(stored.values)) return null;
  const v = stored.values;
  const valid =
    TEXT_FIELDS.every((key) => isString(v[key])) &&
    typeof v.surnameConfirmed === "boolean" &&
    typeof v.lengthChosen === "boolean" &&
    (v.gender === null || GENDERS.some((gender) => gender === v.gender)) &&
    (v.length === 2 || v.length === 3 || v.length === 4) &&
    Array.isArray(v.themes) &&
    v.themes.every((theme) => THEME_IDS.some((id) => id === theme)) &&
    new Set(v.themes).size === v.themes.length &&
    isSlotList(v.candidates) &&
    v.candidates.every(isString) &&
    isSlotList(v.candidateHanTu) &&
    v.candidateHanTu.every((hanTu) => hanTu === null || (Array.isArray(hanTu) && hanTu.every(isString)));
  if (!valid) return null;
  const draft = v as unknown as Draft;
  return {
    ...INITIAL_FORM_STATE,
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, draft[key]])),
    surnameConfirmed: draft.surnameConfirmed,
    gender: draft.gender,
    themes: [...draft.themes],
    length: draft.length,
    lengthChosen: draft.lengthChosen,
    candidates: [...draft.candidates],
    candidateHanTu: draft.candidateHanTu.map((hanTu) => (hanTu ? [...hanTu] : null)),
    consent: false,
  };
}

/** The stored text of `state`: every field but the consent tick. */
export function serializeFormDraft(state: FormState): string {
  const { consent: _givenPerRequest, ...values } = state;
  return JSON.stringify({ version: DRAFT_VERSION, values });
}

/** A form with nothing entered, whatever its consent tick: nothing worth keeping. */
export function isEmptyForm(state: FormState): boolean {
  return serializeFormDraft(state) === serializeFormDraft(INITIAL_FORM_STATE);
}

/** Storage may be refused (a private window, a full disk, a blocked site): the form works without it. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readFormDraft(): FormState | null {
  try {
    return parseFormDraft(storage()?.getItem(FORM_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps `state` for the next visit; an empty form leaves nothing behind. */
export function saveFormDraft(state: FormState): void {
  try {
    if (isEmptyForm(state)) storage()?.removeItem(FORM_DRAFT_KEY);
    else storage()?.setItem(FORM_DRAFT_KEY, serializeFormDraft(state));
  } catch {
    // Nothing kept: the form itself is unaffected.
  }
}

export function clearFormDraft(): void {
  try {
    storage()?.removeItem(FORM_DRAFT_KEY);
  } catch {
    // Nothing was kept to clear.
  }
}
