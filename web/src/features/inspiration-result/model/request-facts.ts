// Words the result page prints about the request, shared by the React screen and its early view.
import { genderFixedBy } from "@core/naming/surname-gender.ts";
import type { Gender, NameLean } from "@core/naming/types.ts";

export const GENDER_LABEL = { trai: "Bé trai", gai: "Bé gái", "chua-biet": "Chưa biết giới tính" } as const;

/**
 * The one gender every name of a report leans to, beside names for both; null when both genders
 * are there (or none). With the gender not known this is a wished middle name at work: families
 * give Quang to boys, so every name after it is a boy's or both genders'.
 */
export function namesLeanOf(leans: readonly (NameLean | null | undefined)[]): "trai" | "gai" | null {
  const gendered = new Set(leans.filter((lean) => lean === "trai" || lean === "gai"));
  return gendered.size === 1 ? [...gendered][0]! : null;
}

/**
 * The gender as the summary says it. With the gender not known and a surname that fixes it (Tôn Nữ
 * for a girl, Tôn Thất for a boy), the names follow the surname: say so, or a parent reads a list
 * of girls' names under "Chưa biết giới tính" as a mistake. A wished middle name that leads every
 * name one way (`namesLean`) is said the same way.
 */
export function genderFact(
  surname: string,
  gender: Gender,
  middleName: string | null = null,
  namesLean: "trai" | "gai" | null = null,
): string {
  if (gender !== "chua-biet") return GENDER_LABEL[gender];
  const fixed = genderFixedBy(surname);
  if (fixed) return `${GENDER_LABEL[gender]} (họ ${surname} đặt tên ${BABY[fixed]}, gợi ý theo họ)`;
  if (middleName && namesLean)
    return `${GENDER_LABEL[gender]} (tên đệm ${middleName} thường đặt cho ${BABY[namesLean]}, gợi ý theo tên đệm)`;
  return GENDER_LABEL[gender];
}

const BABY = { trai: "bé trai", gai: "bé gái" } as const;

/** "2026-05-01" → "01/05/2026". */
export const vietnameseDate = (iso: string) => iso.split("-").reverse().join("/");

/** The heading of the suggestion list: the free ones of a preview, or the whole report's. */
export const suggestionsTitle = (shown: number, locked: number) =>
  locked > 0 ? `${shown} gợi ý miễn phí` : `${shown} gợi ý tên cho bé`;

/** Said, to a screen reader, before each fact of the request summary: tapping it opens the form to change it. */
export const REQUEST_EDIT_LABEL = "Sửa: ";
