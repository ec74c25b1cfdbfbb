// Whether what a parent typed as the surname is one: a surname the data set knows, or a rare one
// the parent confirms (`surnameConfirmed`). Otherwise the form says why, and offers the nearest
// known surnames with their diacritics restored ("tran" → Trần, "nguyen" → Nguyễn); a middle or
// given name typed with the surname ("Ngô Thị", "Nguyễn Văn") is refused with a message that says so.
import { SURNAMES } from "../naming/data/surnames.ts";
import { MIDDLE_NAMES } from "../naming/data/middle-names.ts";
import { foldAccents, formatName, syllableKey } from "../vietnamese/normalize.ts";

/** How many surnames the form offers at most. */
const SURNAME_SUGGESTION_COUNT = 3;

const folded = (text: string) => foldAccents(formatName(text)).toLowerCase();
const KNOWN = new Set(SURNAMES.map((s) => formatName(s.surname)));
// The middle-name list holds the lineage ones too (Văn, Thị, Công, Hữu, Đình …).
const MIDDLE_KEYS = new Set(MIDDLE_NAMES.map((m) => syllableKey(m.syllable)));
// Without diacritics too ("Nguyen Van"), where the surname is then restored in the message.
const MIDDLE_FOLDED = new Set(MIDDLE_NAMES.map((m) => folded(m.syllable)));
// Commonest first: "Le" is Lê before Lệ.
const BY_SHARE = [...SURNAMES].sort((a, b) => (b.populationShare ?? 0) - (a.populationShare ?? 0));

/** Levenshtein distance, capped: only "one letter off" matters here. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** Known surnames spelt like the whole of what was typed: the same letters without diacritics, then one letter off. */
function surnamesLike(target: string) {
  const same = BY_SHARE.filter((s) => folded(s.surname) === target);
  const near = BY_SHARE.filter((s) => folded(s.surname) !== target && distance(folded(s.surname), target) <= 1);
  return { same, near };
}

/** The known surnames nearest to what was typed: spelt like it first, then its first syllable's. */
export function surnameSuggestions(typed: string): string[] {
  const target = folded(typed);
  if (target === "") return [];
  const firstSyllable = target.includes(" ") ? BY_SHARE.filter((s) => folded(s.surname) === target.split(" ")[0]) : [];
  const { same, near } = surnamesLike(target);
  return [...new Set([...same, ...firstSyllable, ...near].map((s) => s.surname))]
    .filter((s) => s !== formatName(typed))
    .slice(0, SURNAME_SUGGESTION_COUNT);
}

/**
 * The message for a surname not spelt as Vietnamese is ("nguyen": "uyen" takes a ê; "Nguyễnn") that
 * a known surname is spelt like, or null: it says what to do, and the form offers the surnames it may be.
 */
export function misspeltSurnameMessage(typed: string): string | null {
  const target = folded(typed);
  const { same, near } = surnamesLike(target);
  if (same.length + near.length === 0) return null;
  return `Họ "${formatName(typed)}" chưa đúng chính tả tiếng Việt. Bố mẹ chọn họ gợi ý bên dưới hoặc nhập lại họ có dấu.`;
}

/** What is wrong with the surname, in words for the parent, or null when it may be used. */
export function surnameProblem(surname: string, confirmed: boolean): string | null {
  const text = formatName(surname);
  if (KNOWN.has(text)) return null;
  const [first, second] = text.split(" ");
  const family =
    first && (KNOWN.has(first) ? first : BY_SHARE.find((s) => folded(s.surname) === folded(first))?.surname);
  if (second && family && (MIDDLE_KEYS.has(syllableKey(second)) || MIDDLE_FOLDED.has(folded(second)))) {
    return `"${second}" là tên đệm, không phải họ. Bố mẹ chỉ nhập họ của bé (ví dụ: ${family}); tên đệm mong muốn nhập ở ô riêng.`;
  }
  if (confirmed) return null;
  return `Chúng tôi chưa biết họ "${text}". Bố mẹ kiểm tra lại dấu, chọn một họ gợi ý, hoặc xác nhận đây đúng là họ của gia đình.`;
}
