import { describe, expect, it } from "vitest";
import { analyseName } from "../analyse-name.ts";
import { DATA_SET } from "../data/data-set.ts";
import { attestedPair } from "../name-pairs.ts";
import { lookUpSyllable, prepareDataSet, surnameInfoOf } from "../prepared-data-set.ts";
import { analysisContext } from "../analysis-context.ts";
import type { InspirationInput } from "../types.ts";

const data = prepareDataSet(DATA_SET);
const input: InspirationInput = {
  surname: "Nguyễn",
  gender: "gai",
  birthDate: "2026-05-01",
  themes: ["tri-tue"],
  wish: "mong con thông minh",
  middleName: null,
  avoid: ["Lan"],
  length: 3,
};
const profile = { lunarYear: 2026, canChi: "Bính Ngọ", napAm: "Thiên Hà Thủy", element: "Thủy" as const };

function analyse(fullName: string, overrides: Partial<InspirationInput> = {}) {
  const words = fullName.split(" ");
  const request = { ...input, ...overrides };
  const surnameLength = request.surname.split(" ").length;
  const parts = {
    surname: surnameInfoOf(request.surname, data),
    middles: words.slice(surnameLength, -1).map((s) => lookUpSyllable(s, data, true)),
    given: lookUpSyllable(words.at(-1)!, data),
    pair: null,
    attested: true,
  };
  return analyseName(parts, analysisContext(request, profile, data));
}

/** The analysis of a name built as the engine builds it: its last two syllables looked up as a real pair. */
function analyseAsPair(fullName: string, overrides: Partial<InspirationInput> = {}) {
  const request = { ...input, ...overrides };
  const words = fullName.split(" ").slice(request.surname.split(" ").length);
  const middles = words.slice(0, -1).map((s) => lookUpSyllable(s, data, true));
  const given = lookUpSyllable(words.at(-1)!, data);
  const pair = attestedPair(middles.at(-1)!.key, given.key, "gai");
  expect(pair, `${fullName} is a real pair`).not.toBeNull();
  const parts = { surname: surnameInfoOf(request.surname, data), middles, given, pair, attested: true };
  return analyseName(parts, analysisContext(request, profile, data)).suggestion;
}

describe("a syllable the pair writes with another character than the data set's", () => {
  // 櫻 of Anh Đào is the cherry, not 英 (talented): a parent reading "Thể hiện cảm hứng Trí tuệ" and
  // "thông minh" beside 櫻桃 was told what the printed characters do not say.
  it("lends the name none of the other character's themes or wish words, and glosses its own", () => {
    const overrides = { themes: ["tri-tue", "thien-nhien"] as const, wish: "thông minh, thành công" };
    const dao = analyseAsPair("Nguyễn Anh Đào", { ...overrides, themes: [...overrides.themes] });
    expect(dao.hanTu).toBe("櫻桃");
    expect(dao.themes).not.toContain("tri-tue");
    expect(dao.wishMatches).not.toContain("thông minh");
    expect(dao.reasons.join(" ")).not.toMatch(/Trí tuệ|thông minh/u);
    expect(dao.syllables[1]).toMatchObject({ hanTu: "櫻", meaning: "Anh là hoa anh đào." });
    // The same syllable under its usual character (英 of Minh Anh) still carries them.
    const minhAnh = analyseAsPair("Nguyễn Minh Anh", { ...overrides, themes: [...overrides.themes] });
    expect(minhAnh.themes).toContain("tri-tue");
  });
});

describe("a pair with its own chữ Hán and meaning (curation/pair-details.tsv)", () => {
  it("writes Thùy Dương 垂楊, the weeping willow, not 垂陽, and speaks of the willow", () => {
    const suggestion = analyseAsPair("Nguyễn Thùy Dương");
    expect(suggestion.hanTu).toBe("垂楊");
    expect(suggestion.meaning).toMatch(/liễu rủ|cây liễu/u);
    // The syllable shows the pair's character with its own gloss, not the sun's meaning the data set holds for 陽.
    expect(suggestion.syllables.at(-1)).toMatchObject({ hanTu: "楊", meaning: "Dương là cây dương liễu." });
    expect(suggestion.meaningDetail).not.toContain("陽");
    // Its element is the willow's (楊, Mộc), not the sun's (陽, Hỏa), and so is the name's.
    expect(suggestion.syllables.at(-1)!.element).toBe("Mộc");
    expect(suggestion.element).toBe("Mộc");
  });

  it("writes Thảo Nguyên 草原, the grassland, not 草元", () => {
    expect(analyseAsPair("Nguyễn Thảo Nguyên").hanTu).toBe("草原");
  });

  it("keeps the pair's characters and meaning under a first middle name", () => {
    const suggestion = analyseAsPair("Nguyễn Ngọc Thùy Dương");
    expect(suggestion.hanTu).toBe("玉垂楊");
    expect(suggestion.meaning).toMatch(/^Thùy Dương là cây dương liễu rủ/u);
    // The first middle name's phrase closes the pair's first sentence after a semicolon, not a comma splice.
    expect(suggestion.meaning).toMatch(/^Thùy Dương là [^.;]+; chữ Ngọc đứng trước thêm ý [^.]+\./u);
  });
});

describe("analyseName", () => {
  it("analyses Nguyễn Minh Anh syllable by syllable", () => {
    const { suggestion, passed } = analyse("Nguyễn Minh Anh");
    expect(passed).toBe(true);
    expect(suggestion.syllables.map((s) => [s.syllable, s.role])).toEqual([
      ["Nguyễn", "ho"],
      ["Minh", "dem"],
      ["Anh", "ten"],
    ]);
    expect(suggestion.syllables[1]!.hanTu).toBe("明");
    expect(suggestion.syllables[1]!.meaning).toBeTruthy();
    expect(suggestion.syllables[2]!.elementRelation?.birthElement).toBe("Thủy");
    expect(suggestion.tonePattern.pattern).toBe("T-B-B");
    expect(suggestion.numerology.number).toBeGreaterThan(0);
    // Composed from the two syllables when the table has no meaning written for the pair.
    expect(suggestion.meaning).toContain("Minh");
    expect(suggestion.meaning).toContain("Anh là tinh hoa");
    expect(suggestion.middleName).toBe("Minh");
    expect(suggestion.givenName).toBe("Anh");
  });

  it("excludes Nguyễn Hà Hạnh: its nói lái says 'hành hạ'", () => {
    const { suggestion, passed } = analyse("Nguyễn Hà Hạnh");
    expect(passed).toBe(false);
    expect(suggestion.checks.find((c) => c.kind === "noi-lai")).toMatchObject({
      passed: false,
      detail: "Nói lái “Hà Hạnh” thành “Hành Hạ”.",
    });
  });

  it("excludes a syllable of a relative's name (kiêng húy), whatever its tone placement", () => {
    expect(analyse("Nguyễn Minh Lan").passed).toBe(false);
    const { suggestion, passed } = analyse("Nguyễn Minh Hòa", { avoid: ["Trần Văn Hoà"] });
    expect(passed).toBe(false);
    expect(suggestion.checks.find((c) => c.kind === "kieng-huy")?.detail).toContain("Hòa");
  });

  it("excludes a name's other reading too (Phước for an avoided Phúc), and says which name it reads", () => {
    const { suggestion, passed } = analyse("Nguyễn Minh Phước", { avoid: ["Lê Văn Phúc"] });
    expect(passed).toBe(false);
    expect(suggestion.checks.find((c) => c.kind === "kieng-huy")?.detail).toBe(
      "“Phước” là cách đọc khác của chữ “Phúc” trong tên cần tránh của gia đình.",
    );
    expect(analyse("Nguyễn Minh Phước", { avoid: ["Lê Văn Lộc"] }).passed).toBe(true);
  });

  it("reports every hard-rule break under one check, named for the rules, each with its own reason", () => {
    const rulesCheck = (fullName: string) => analyse(fullName).suggestion.checks.find((c) => c.kind === "quy-tac");
    expect(rulesCheck("Trần Hà Nội")).toMatchObject({ passed: false, detail: "“Hà Nội” là tên một địa danh." });
    expect(rulesCheck("Nguyễn An An")).toMatchObject({ passed: false, detail: expect.stringContaining("lặp âm") });
    expect(rulesCheck("Nguyễn Minh Khôi")?.passed).toBe(true);
  });

  it("excludes a repeated syllable, the surname included", () => {
    expect(analyse("Nguyễn An An").passed).toBe(false);
    expect(analyse("Lê Minh Lê", { surname: "Lê" }).suggestion.checks.find((c) => c.kind === "quy-tac")?.passed).toBe(
      false,
    );
  });

  it("gives no relation to the mệnh for the surname, which the family does not choose", () => {
    const { suggestion } = analyse("Nguyễn Minh Anh");
    expect(suggestion.syllables[0]!.elementRelation).toBeNull();
  });
});

describe("the parents' words a name is said to answer", () => {
  // "khỏe mạnh" is one of the words of the theme Bình an. An means bình an; Linh means a bright,
  // lively mind and only touches bình an, and Phương is a fragrance: Linh Phương answers no "khỏe mạnh".
  it("counts a word through a theme only where the theme is a syllable's main meaning", () => {
    const overrides = { themes: ["binh-an" as const], wish: "mong con khỏe mạnh, thông minh" };
    expect(analyseAsPair("Nguyễn Minh An", overrides).wishMatches).toEqual(["khỏe mạnh", "thông minh"]);
    expect(analyseAsPair("Nguyễn Linh Phương", overrides).wishMatches).toEqual(["thông minh"]);
  });

  it("scores a word as the card claims it: beyond the chosen themes, Minh An answers khỏe mạnh and Linh Phương does not", () => {
    const overrides = { themes: ["cai-dep" as const], wish: "mong con khỏe mạnh" };
    const minhAn = analyseAsPair("Nguyễn Minh An", overrides);
    const linhPhuong = analyseAsPair("Nguyễn Linh Phương", overrides);
    expect(minhAn.reasons).toContain("Đáp ứng mong muốn: “khỏe mạnh”");
    expect(linhPhuong.reasons.join(" ")).not.toMatch(/khỏe mạnh/u);
    expect(linhPhuong.wishMatches).toEqual([]);
  });
});
