// Who families give a đệm + tên pair to, read from the real-name table (data/name-pairs.json, from
// the vietnamese-namedb lists; see docs/naming.md). Imported on demand only: the table is ~19 KB gzip.
import { pairLean } from "@core/naming/name-pairs.ts";
import { syllableKey } from "@core/vietnamese/normalize.ts";

const LEAN_TEXT = { nam: "Thường đặt cho bé trai", nữ: "Thường đặt cho bé gái", "cả hai": "Đặt cho cả bé trai và bé gái" } as const;

/**
 * A plain sentence for the pair the name ends with ("Bảo Anh" of Ngọc Bảo Anh), or null when the
 * table does not know the pair: a lean we cannot source is not stated.
 */
export function genderLeanText(middleName: string | null, givenName: string): string | null {
  const middle = middleName?.split(" ").at(-1);
  if (!middle) return null;
  const lean = pairLean(syllableKey(middle), syllableKey(givenName));
  return lean ? LEAN_TEXT[lean] : null;
}
