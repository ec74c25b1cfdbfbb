// Words the result page prints about the request, shared by the React screen and its early view.
import { genderFixedBy } from "@core/naming/surname-gender.ts";
import type { Gender } from "@core/naming/types.ts";

export const GENDER_LABEL = { trai: "Bé trai", gai: "Bé gái", "chua-biet": "Chưa biết giới tính" } as const;

/**
 * The gender as the summary says it. With the gender not known and a surname that fixes it (Tôn Nữ
 * for a girl, Tôn Thất for a boy), the names follow the surname: say so, or a parent reads a list
 * of girls' names under "Chưa biết giới tính" as a mistake.
 */
export function genderFact(surname: string, gender: Gender): string {
  const fixed = gender === "chua-biet" ? genderFixedBy(surname) : null;
  if (!fixed) return GENDER_LABEL[gender];
  return `${GENDER_LABEL[gender]} (họ ${surname} đặt tên ${fixed === "gai" ? "bé gái" : "bé trai"}, gợi ý theo họ)`;
}

/** "2026-05-01" → "01/05/2026". */
export const vietnameseDate = (iso: string) => iso.split("-").reverse().join("/");

/** The heading of the suggestion list: the free ones of a preview, or the whole report's. */
export const suggestionsTitle = (shown: number, locked: number) =>
  locked > 0 ? `${shown} gợi ý miễn phí` : `${shown} gợi ý tên cho bé`;

/** Said, to a screen reader, before each fact of the request summary: tapping it opens the form to change it. */
export const REQUEST_EDIT_LABEL = "Sửa: ";
