// What the home form holds while the visitor types, and the request body it becomes. Kept free of
// zod: the schema that checks this body loads only when the visitor starts filling the form.
import type { Gender, ThemeId } from "@core/naming/types.ts";
import { CANDIDATES_MAX, DEFAULT_LENGTH } from "@core/validation/form-limits.ts";
import type { InspirationFormValues } from "@core/validation/inspiration-form.ts";

export type NameLength = 2 | 3 | 4;

export interface FormState {
  surname: string;
  /** The parent confirmed that the surname as typed, which the data set does not know, is theirs. */
  surnameConfirmed: boolean;
  /** None until the parent picks one: a preselected gender would be sent without a choice. */
  gender: Gender | null;
  /** "" or YYYY-MM-DD, as `<input type="date">` gives it. */
  birthDate: string;
  themes: ThemeId[];
  wish: string;
  middleName: string;
  /** Names to avoid as typed, separated by commas. */
  avoid: string;
  length: NameLength;
  /** Once the visitor picks a length, changing the gender no longer resets it. */
  lengthChosen: boolean;
  /** The names the parents already consider, as typed (đệm + tên), one input each. */
  candidates: string[];
  /** The chữ Hán picked for each syllable of each candidate, or null to let the engine use the commonest. */
  candidateHanTu: (string[] | null)[];
  /** Years as typed; "" when not given. */
  fatherBirthYear: string;
  motherBirthYear: string;
  /** The consent box: unticked until the parent ticks it, never by default. */
  consent: boolean;
}

/** The fields a parent types (the others are picked): the draft and the early typing read these. */
export const TEXT_FIELDS = [
  "surname",
  "birthDate",
  "wish",
  "middleName",
  "avoid",
  "fatherBirthYear",
  "motherBirthYear",
] as const satisfies readonly (keyof FormState)[];
export type TextField = (typeof TEXT_FIELDS)[number];

export const INITIAL_FORM_STATE: FormState = {
  surname: "",
  surnameConfirmed: false,
  gender: null,
  birthDate: "",
  themes: [],
  wish: "",
  middleName: "",
  avoid: "",
  // Until a gender is picked, the length every gender starts with; it then follows the gender's.
  length: DEFAULT_LENGTH["chua-biet"],
  lengthChosen: false,
  candidates: Array.from({ length: CANDIDATES_MAX }, () => ""),
  candidateHanTu: Array.from({ length: CANDIDATES_MAX }, () => null),
  fatherBirthYear: "",
  motherBirthYear: "",
  consent: false,
};

/** The form fields in screen order: the first one with an error gets the focus. */
export const FIELD_ORDER = [
  "surname",
  "gender",
  "birthDate",
  "themes",
  "wish",
  "middleName",
  "avoid",
  "length",
  "candidates",
  "fatherBirthYear",
  "motherBirthYear",
  "consent",
] as const;
export type FieldName = (typeof FIELD_ORDER)[number];

/** "Hùng, bà Lan ,," → ["Hùng", "bà Lan"]. */
export function splitAvoidList(text: string): string[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Characters as the schema counts them (code points after NFC), so the counter and the rule agree. */
export function countWishChars(wish: string): number {
  return [...wish.normalize("NFC").trim()].length;
}

/** A year as typed: a number when the text is one, else the text, so the schema names the mistake. */
const yearOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** The body `create-inspiration` receives; blank optional fields are left out. */
export function toRequestBody(state: FormState): InspirationFormValues {
  const avoid = splitAvoidList(state.avoid);
  const candidates = state.candidates.flatMap((name, i) => {
    if (!name.trim()) return [];
    const hanTu = state.candidateHanTu[i];
    return [hanTu ? { name, hanTu } : { name }];
  });
  return {
    surname: state.surname,
    ...(state.surnameConfirmed ? { surnameConfirmed: true } : {}),
    // No gender picked is sent as null, so the schema says in its own words what is missing.
    gender: state.gender as Gender,
    ...(state.birthDate ? { birthDate: state.birthDate } : {}),
    themes: state.themes,
    ...(state.wish.trim() ? { wish: state.wish } : {}),
    ...(state.middleName.trim() ? { middleName: state.middleName } : {}),
    ...(avoid.length ? { avoid } : {}),
    length: state.length,
    ...(candidates.length ? { candidates } : {}),
    ...(state.fatherBirthYear.trim() ? { fatherBirthYear: yearOf(state.fatherBirthYear) as number } : {}),
    ...(state.motherBirthYear.trim() ? { motherBirthYear: yearOf(state.motherBirthYear) as number } : {}),
    // Unticked is sent as false, so the schema names what is missing in its own words.
    consent: state.consent as true,
  };
}
