import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { placeToneModern, stripTone } from "../normalize.ts";
import { areVietnameseSyllables, isVietnameseSyllable } from "../syllable.ts";

/** Debian's hunspell-vi word list: one entry per line after a count, optional /flags, old tone placement. */
const HUNSPELL_VI = "/usr/share/hunspell/vi_VN.dic";

/** Entries of the list that are loanwords or letter names, which a Vietnamese name never uses. */
const LOANWORDS = [
  "basoi",
  "email",
  "gen",
  "gip",
  "gram",
  "internet",
  "intranet",
  "ka",
  "palăng",
  "ping",
  "tivi",
  "tout",
  "tuyn",
  "v",
  "web",
];

/** Lower-case letters of the Vietnamese alphabet (tone marks aside): what a native entry is made of. */
const VIETNAMESE_LETTERS = /^[aăâbcdđeêghiklmnoôơpqrstuưvxy]+$/u;

function hunspellSyllables(): string[] {
  expect(existsSync(HUNSPELL_VI), `${HUNSPELL_VI} is missing: install hunspell-vi (apt-get install hunspell-vi)`).toBe(
    true,
  );
  const entries = readFileSync(HUNSPELL_VI, "utf8").split("\n").slice(1);
  const syllables = entries.flatMap((line) => line.replace(/\/.*$/u, "").split(/[\s-]+/u)).filter(Boolean);
  return [...new Set(syllables.map((s) => s.normalize("NFC")))];
}

describe("isVietnameseSyllable on the hunspell-vi word list", () => {
  it("accepts at least 99.5 % of its native syllables, in both tone placements", () => {
    const native = hunspellSyllables().filter((s) => VIETNAMESE_LETTERS.test(stripTone(s)) && !LOANWORDS.includes(s));
    expect(native.length).toBeGreaterThan(6000);
    const rejected = native.filter((s) => !isVietnameseSyllable(s));
    const rejectedModern = native.map(placeToneModern).filter((s) => !isVietnameseSyllable(s));
    const rate = 1 - rejected.length / native.length;
    console.info(
      `hunspell-vi: ${native.length - rejected.length}/${native.length} accepted (${(rate * 100).toFixed(2)} %); ` +
        `rejected: ${rejected.join(" ")}`,
    );
    expect(rate, `rejected: ${rejected.join(" ")}`).toBeGreaterThanOrEqual(0.995);
    expect(rejectedModern.length).toBe(rejected.length);
  });

  it("rejects the list's loanwords", () => {
    const present = hunspellSyllables().filter((s) => LOANWORDS.includes(s));
    expect(present.length).toBeGreaterThan(10);
    expect(present.filter(isVietnameseSyllable)).toEqual([]);
  });
});

describe("isVietnameseSyllable", () => {
  it.each([
    "Nguyễn",
    "nguyễn",
    "NGUYỄN",
    "Nguyễn".normalize("NFD"),
    "Trần",
    "Lê",
    "Phạm",
    "Huỳnh",
    "Võ",
    "Đặng",
    "Bùi",
    "Đỗ",
    "Hồ",
    "Ngô",
    "Dương",
    "Lý",
    "Lí",
    "Âu",
    "Tôn",
    "Nữ",
    "Khổng",
    "Quách",
    "hòa",
    "hoà",
    "thủy",
    "thuỷ",
    "khỏe",
    "khoẻ",
    "úy",
    "uý",
    "Vy",
    "Vi",
    "quý",
    "quí",
    "quýt",
    "quít",
    "kỳ",
    "kì",
    "mỹ",
    "mĩ",
    "gì",
    "gìn",
    "giữ",
    "giếng",
    "giường",
    "gia",
    "quốc",
    "quyên",
    "quyết",
    "Quỳnh",
    "yên",
    "yêu",
    "Yến",
    "ý",
    "y",
    "ăn",
    "ơn",
    "ước",
    "anh",
    "khuya",
    "khuỷu",
    "nghiêng",
    "nghe",
    "ghi",
    "kiếm",
    "học",
    "tết",
    "thích",
    "ngoặt",
    "xoong",
    "người",
    "thuở",
    "rượu",
    "Ngọc",
    "Phúc",
    "Khuê",
  ])("accepts %s", (syllable) => {
    expect(isVietnameseSyllable(syllable)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["xyz", "no Vietnamese rhyme"],
    ["Nguyen1", "a digit"],
    ["ngh a", "two words"],
    ["pizza", "z is not a Vietnamese letter"],
    ["Nguyễnn", "no rhyme ends in nn"],
    ["tp", "no vowel"],
    ["fa", "f is not a Vietnamese letter"],
    ["hoc", "a stop coda needs sắc or nặng"],
    ["hòc", "a stop coda needs sắc or nặng"],
    ["tểt", "a stop coda needs sắc or nặng"],
    ["ce", "c before e is written k"],
    ["ka", "k only before i, e, ê, y"],
    ["gha", "gh only before i, e, ê"],
    ["ngi", "ng before i is written ngh"],
    ["nge", "ng before e is written ngh"],
    ["coa", "c plus medial is written qu"],
    ["qa", "q only as qu"],
    ["iên", "iê with no onset is written yê"],
    ["tyên", "yê after a consonant is written iê"],
    ["ă", "ă needs a coda"],
    ["gía", "tone on the i of gi"],
    ["hóa\u0300", "two tone marks"],
    ["ñ", "tone mark on a consonant"],
    ["ä", "not a Vietnamese letter"],
  ])("rejects %j (%s)", (syllable) => {
    expect(isVietnameseSyllable(syllable)).toBe(false);
  });
});

describe("areVietnameseSyllables", () => {
  it("checks every syllable of a name", () => {
    expect(areVietnameseSyllables("Tôn Nữ")).toBe(true);
    expect(areVietnameseSyllables("  âu   dương ")).toBe(true);
    expect(areVietnameseSyllables("Nguyễn Văn A1")).toBe(false);
    expect(areVietnameseSyllables("")).toBe(false);
  });
});
