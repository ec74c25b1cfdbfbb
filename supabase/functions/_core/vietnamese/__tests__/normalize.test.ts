import { describe, expect, it } from "vitest";
import {
  fixEth,
  foldAccents,
  formatName,
  normalizeText,
  placeToneModern,
  placeToneOnSecond,
  stripTone,
  syllableKey,
  titleCase,
  toneOf,
} from "../normalize.ts";

/** "Nguyễn" typed as NFD (base letters + combining marks), as macOS and some keyboards send it. */
const NGUYEN_NFD = "Nguyễn".normalize("NFD");

describe("normalizeText", () => {
  it("returns NFC, trimmed, single-spaced, lower-case text", () => {
    expect(normalizeText(`  ${NGUYEN_NFD} \t  VĂN\n An `)).toBe("nguyễn văn an");
    expect(normalizeText(NGUYEN_NFD)).toHaveLength(6);
  });

  it("lower-cases every Vietnamese capital, including Đ and stacked marks", () => {
    expect(normalizeText("ĐẶNG ƯỚC ẨN ỸỶ")).toBe("đặng ước ẩn ỹỷ");
  });

  it("turns the look-alike eth into Đ", () => {
    expect(normalizeText("ÐỖ")).toBe("đỗ");
  });
});

describe("fixEth", () => {
  it("maps Ð/ð (U+00D0/U+00F0) to Đ/đ (U+0110/U+0111) and leaves the rest", () => {
    expect(fixEth("Ðặng ðào")).toBe("\u0110ặng \u0111ào");
    expect(fixEth("Đặng")).toBe("Đặng");
  });
});

describe("foldAccents", () => {
  it.each([
    ["Nguyễn Thị Ánh Tuyết", "Nguyen Thi Anh Tuyet"],
    ["Đặng Đức Được", "Dang Duc Duoc"],
    ["Ðỗ", "Do"],
    ["ươ ăâ êô", "uo aa eo"],
    [NGUYEN_NFD, "Nguyen"],
  ])("folds %s to %s", (input, folded) => {
    expect(foldAccents(input)).toBe(folded);
  });
});

describe("toneOf", () => {
  it.each([
    ["an", "ngang"],
    ["Hòa", "huyen"],
    ["hoà", "huyen"],
    ["Tuyết", "sac"],
    ["thủy", "hoi"],
    ["Nguyễn", "nga"],
    ["Đặng", "nang"],
    ["người", "huyen"],
    ["ĐỨC", "sac"],
    [NGUYEN_NFD, "nga"],
    ["ăn", "ngang"],
    ["ơn", "ngang"],
  ] as const)("%s has tone %s", (syllable, tone) => {
    expect(toneOf(syllable)).toBe(tone);
  });
});

describe("stripTone", () => {
  it("removes only the tone mark, keeping the vowel-quality marks and đ", () => {
    expect(stripTone("Nguyễn Đặng Ước Ẩn Thủy")).toBe("Nguyên Đăng Ươc Ân Thuy");
    expect(stripTone(NGUYEN_NFD)).toBe("Nguyên");
  });
});

describe("placeToneModern", () => {
  it.each([
    ["hoà", "hòa"],
    ["thuỷ", "thủy"],
    ["khoẻ", "khỏe"],
    ["uý", "úy"],
    ["Hoà", "Hòa"],
    ["THUỶ", "THỦY"],
    ["loè", "lòe"],
    ["hòa", "hòa"],
    ["hoàn", "hoàn"],
    ["toán", "toán"],
    ["quý", "quý"],
    ["gì", "gì"],
    ["giữ", "giữ"],
    ["người", "người"],
    ["thuở", "thuở"],
    ["ngoài", "ngoài"],
    ["khuỷu", "khuỷu"],
    ["Nguyễn", "Nguyễn"],
    ["mùa", "mùa"],
    ["kìa", "kìa"],
    ["Quỳnh", "Quỳnh"],
    ["an", "an"],
  ])("writes %s as %s", (input, placed) => {
    expect(placeToneModern(input)).toBe(placed);
  });

  it("moves a mark typed on the wrong vowel", () => {
    expect(placeToneModern("nguyên\u0303")).toBe("nguyễn");
    expect(placeToneModern("ngoaì")).toBe("ngoài");
  });
});

describe("placeToneOnSecond", () => {
  it.each([
    ["hòa", "hoà"],
    ["thủy", "thuỷ"],
    ["khỏe", "khoẻ"],
    ["mùa", "mùa"],
    ["hoàn", "hoàn"],
  ])("writes %s as %s", (input, placed) => {
    expect(placeToneOnSecond(input)).toBe(placed);
  });
});

describe("syllableKey", () => {
  it.each([
    ["hoà", "hòa"],
    ["thuỷ", "thủy"],
    ["khoẻ", "khỏe"],
    ["lý", "lí"],
    ["Vy", "vi"],
    ["quý", "quí"],
    ["Kỳ", "kì"],
    ["mỹ", "mĩ"],
    ["quýt", "quít"],
    ["HOÀ", "hòa"],
    [NGUYEN_NFD, "nguyễn"],
  ])("gives %s and %s the same key", (a, b) => {
    expect(syllableKey(a)).toBe(syllableKey(b));
  });

  it.each([
    ["thuỷ", "thui"],
    ["thủy", "thùy"],
    ["hòa", "hoa"],
    ["tay", "tai"],
    ["ý", "í"],
    ["yên", "iên"],
    ["thu", "thư"],
  ])("keeps %s and %s apart", (a, b) => {
    expect(syllableKey(a)).not.toBe(syllableKey(b));
  });
});

describe("titleCase", () => {
  it.each([
    ["tôn nữ", "Tôn Nữ"],
    ["  âu   DƯƠNG ", "Âu Dương"],
    ["đặng", "Đặng"],
    ["ỷ lan", "Ỷ Lan"],
    [NGUYEN_NFD.toLowerCase(), "Nguyễn"],
  ])("writes %s as %s", (input, titled) => {
    expect(titleCase(input)).toBe(titled);
  });
});

describe("formatName", () => {
  it("title-cases and moves tones to the placement names use", () => {
    expect(formatName("  hoà   thuỷ ")).toBe("Hòa Thủy");
    expect(formatName("ÐOÀN KHOẺ")).toBe("Đoàn Khỏe");
  });
});
