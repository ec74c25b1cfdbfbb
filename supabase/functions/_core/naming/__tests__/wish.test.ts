import { describe, expect, it } from "vitest";
import { THEMES } from "../data/themes.ts";
import type { NameSyllable } from "../types.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { buildWishIndex, findWishTerms, wishMatchesOf } from "../wish.ts";

const syllables: NameSyllable[] = [
  {
    syllable: "Khang",
    hanTu: "康",
    meaning: "Khang là khỏe mạnh, yên ổn.",
    element: "Mộc",
    gender: "nam",
    themes: ["binh-an"],
    style: "cổ điển",
    keywords: ["khỏe", "mạnh khỏe"],
  },
  {
    syllable: "Tuệ",
    hanTu: "慧",
    meaning: "Tuệ là trí tuệ sáng suốt.",
    element: "Thủy",
    gender: "cả hai",
    themes: ["tri-tue"],
    style: "hiện đại",
    keywords: ["hiếu học"],
  },
];
const index = buildWishIndex(THEMES, syllables);
const texts = (wish: string) => findWishTerms(wish, index).map((t) => t.text);

describe("the parents' wish", () => {
  it("finds theme keywords and keeps the parents' own wording", () => {
    expect(texts("Mong con Thông Minh và Khỏe Mạnh")).toEqual(["Thông Minh", "Khỏe Mạnh"]);
  });

  it("maps a keyword to its theme", () => {
    const [term] = findWishTerms("mong con thông minh", index);
    expect([...term!.themes]).toEqual(["tri-tue"]);
  });

  it("matches words typed without accents", () => {
    expect(texts("mong con thong minh, hieu thao")).toEqual(["thong minh", "hieu thao"]);
  });

  it("does not confuse words whose accents differ when the parents wrote them: thờ is not thơ", () => {
    expect(texts("con thờ cúng tổ tiên")).toEqual([]);
    expect(texts("con yêu thơ")).toEqual(["thơ"]);
  });

  it("ignores tone-mark placement and NFD input: khoẻ mạnh = khỏe mạnh", () => {
    expect(texts("khoẻ mạnh")).toEqual(["khoẻ mạnh"]);
    expect(texts("khỏe mạnh".normalize("NFD"))).toEqual(["khỏe mạnh"]);
  });

  it("prefers the longest phrase and counts a repeated wish once", () => {
    expect(texts("an lành, an lành")).toEqual(["an lành"]);
  });

  it("finds the keywords of the syllables themselves", () => {
    const [term] = findWishTerms("mong con hiếu học", index);
    expect(term?.text).toBe("hiếu học");
    expect([...term!.syllables]).toEqual([syllableKey("Tuệ")]);
  });

  it("returns nothing for an empty or unrelated wish", () => {
    expect(findWishTerms(null, index)).toEqual([]);
    expect(texts("con sinh vào mùa thu")).toEqual([]);
  });

  it("says which of the parents' words a name answers, by theme or by syllable", () => {
    const terms = findWishTerms("mong con thông minh, khỏe mạnh và hiếu học", index);
    const khang = { key: syllableKey("Khang"), themes: ["binh-an"] as const };
    const tue = { key: syllableKey("Tuệ"), themes: ["thi-ca"] as const };
    expect(wishMatchesOf(terms, [khang])).toEqual(["khỏe mạnh"]);
    expect(wishMatchesOf(terms, [tue])).toEqual(["hiếu học"]);
    expect(wishMatchesOf(terms, [{ key: syllableKey("Minh"), themes: ["tri-tue"] }, khang])).toEqual([
      "thông minh",
      "khỏe mạnh",
    ]);
    expect(wishMatchesOf(terms, [{ key: syllableKey("An"), themes: ["thi-ca"] }])).toEqual([]);
  });
});
