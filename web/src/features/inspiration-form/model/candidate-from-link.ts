// A name page's "Phân tích tên này cho bé" opens the form at /?ten=Minh%20Kh%C3%B4i: the name goes
// into the parents' own candidates, beside whatever the form already held.
import type { FormState } from "./form-state.ts";

/** Longer than any đệm + tên; a longer value is not a name a page links with. */
const MAX_LINKED_NAME_CHARS = 40;

/** The name a link carries ("  minh  Khôi " → "minh Khôi"), or null for none or for anything but words. */
export function candidateFromLink(value: string | null): string | null {
  const name = value?.normalize("NFC").trim().replace(/\s+/g, " ") ?? "";
  if (!name || name.length > MAX_LINKED_NAME_CHARS || !/^[\p{L}\p{M} ]+$/u.test(name)) return null;
  return name;
}

const sameName = (a: string, b: string) =>
  a.normalize("NFC").trim().toLocaleLowerCase("vi") === b.toLocaleLowerCase("vi");

/**
 * The form with `name` among the candidates: in the first empty input, or in place of the last one
 * when all are filled (the parents just asked for this name). Already there, nothing changes.
 */
export function withCandidate(state: FormState, name: string): FormState {
  if (state.candidates.some((candidate) => sameName(candidate, name))) return state;
  const empty = state.candidates.findIndex((candidate) => !candidate.trim());
  const index = empty === -1 ? state.candidates.length - 1 : empty;
  return {
    ...state,
    candidates: state.candidates.map((candidate, i) => (i === index ? name : candidate)),
    candidateHanTu: state.candidateHanTu.map((hanTu, i) => (i === index ? null : hanTu)),
  };
}
