// Thần số học (Pythagorean numerology) of a full name, offered as a cultural curiosity many Vietnamese
// parents ask about. The readings describe what each number symbolises; they predict nothing.
import { foldAccents } from "../vietnamese/normalize.ts";
import type { NumerologyReading } from "./report-types.ts";

/** Master numbers are not reduced further in the Pythagorean tradition. */
const MASTER_NUMBERS = new Set([11, 22, 33]);

const READINGS: Readonly<Record<number, string>> = {
  1: "Số 1 tượng trưng cho tinh thần tiên phong, tự lập và dám nghĩ dám làm.",
  2: "Số 2 tượng trưng cho sự hòa hợp, tinh tế và biết lắng nghe.",
  3: "Số 3 tượng trưng cho niềm vui, óc sáng tạo và khả năng diễn đạt.",
  4: "Số 4 tượng trưng cho sự chăm chỉ, nền nếp và đáng tin cậy.",
  5: "Số 5 tượng trưng cho tinh thần tự do, ham khám phá và thích trải nghiệm.",
  6: "Số 6 tượng trưng cho tình yêu thương, trách nhiệm với gia đình và lòng quan tâm.",
  7: "Số 7 tượng trưng cho sự chiêm nghiệm, ham hiểu biết và chiều sâu nội tâm.",
  8: "Số 8 tượng trưng cho bản lĩnh, khả năng tổ chức và ý chí vươn lên.",
  9: "Số 9 tượng trưng cho lòng nhân ái, bao dung và lý tưởng sống vì mọi người.",
  11: "Số 11 là số chủ đạo, tượng trưng cho trực giác nhạy bén và khả năng truyền cảm hứng.",
  22: "Số 22 là số chủ đạo, tượng trưng cho tầm nhìn lớn và khả năng biến ý tưởng thành hiện thực.",
  33: "Số 33 là số chủ đạo, tượng trưng cho lòng vị tha và tinh thần nâng đỡ người khác.",
};

/** Pythagorean value of a letter a–z: a=1 … i=9, j=1 … r=9, s=1 … z=8; 0 for anything else. */
export function letterValue(letter: string): number {
  const code = letter.charCodeAt(0) - 97;
  return code >= 0 && code < 26 ? (code % 9) + 1 : 0;
}

/** Sum of the letter values of a text, diacritics removed and đ read as d. */
export function letterSum(text: string): number {
  let sum = 0;
  for (const letter of foldAccents(text).toLowerCase()) sum += letterValue(letter);
  return sum;
}

/** Reduce by summing digits until 1–9, keeping the master numbers 11, 22 and 33. */
export function reduceNumber(n: number): number {
  let value = n;
  while (value > 9 && !MASTER_NUMBERS.has(value)) {
    value = [...String(value)].reduce((sum, digit) => sum + Number(digit), 0);
  }
  return value;
}

/** The name number of a full name with its short reading. */
export function numerologyOf(fullName: string): NumerologyReading {
  const number = reduceNumber(letterSum(fullName));
  return {
    number,
    isMasterNumber: MASTER_NUMBERS.has(number),
    reading: `${READINGS[number] ?? ""} (Theo thần số học Pythagoras, mang tính tham khảo văn hóa.)`,
  };
}
