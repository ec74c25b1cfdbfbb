// Surnames that fix the baby's gender, as tradition does: Tôn Nữ is the women's branch of the
// Nguyễn royal clan and Tôn Thất the men's. The form refuses a mismatch; with the gender not known
// yet, the names follow the surname.
import { formatName, syllableKey } from "../vietnamese/normalize.ts";
import type { Gender } from "./types.ts";

const FIXED: ReadonlyMap<string, "trai" | "gai"> = new Map(
  [
    ["Tôn Nữ", "gai"],
    ["Tôn Thất", "trai"],
  ].map(([surname, gender]) => [formatName(surname!).split(" ").map(syllableKey).join(" "), gender as "trai" | "gai"]),
);

/** The gender a surname fixes, or null for the ordinary surnames that leave it open. */
export function genderFixedBy(surname: string): "trai" | "gai" | null {
  return FIXED.get(formatName(surname).split(" ").map(syllableKey).join(" ")) ?? null;
}

/** The gender the names are chosen for: the surname's when it fixes one, else the form's. */
export function namingGender(surname: string, gender: Gender): Gender {
  return genderFixedBy(surname) ?? gender;
}
