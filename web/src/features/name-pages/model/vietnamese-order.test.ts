import { describe, expect, it } from "vitest";
import { compareVietnamese, initialOf } from "@/features/name-pages/model/vietnamese-order.ts";

const sorted = (names: string[]) => [...names].sort(compareVietnamese);

describe("Vietnamese dictionary order", () => {
  it("puts Đ after D and before E, and the marked vowels after their plain one", () => {
    expect(sorted(["Anh Vũ", "Anh Đức", "Anh Đạt", "Anh Đào", "Anh Dũng", "Anh Em"])).toEqual([
      "Anh Dũng",
      "Anh Đào",
      "Anh Đạt",
      "Anh Đức",
      "Anh Em",
      "Anh Vũ",
    ]);
    expect(sorted(["Ưng", "Uyên", "Ơn", "Ôn", "Oanh", "Ân", "Ăn", "An"])).toEqual([
      "An",
      "Ăn",
      "Ân",
      "Oanh",
      "Ôn",
      "Ơn",
      "Uyên",
      "Ưng",
    ]);
  });

  it("reads the letters of a syllable first and its tone only to part two of the same letters", () => {
    expect(sorted(["Ánh Dương", "Anh Đức", "Ái Linh"])).toEqual(["Ái Linh", "Anh Đức", "Ánh Dương"]);
    expect(sorted(["Bình An", "Bích Châu"])).toEqual(["Bích Châu", "Bình An"]);
    expect(sorted(["Mạ", "Má", "Mã", "Mả", "Mà", "Ma"])).toEqual(["Ma", "Mà", "Mả", "Mã", "Má", "Mạ"]);
  });

  it("lists a name under its own letter, without the tone", () => {
    expect(["Ánh Dương", "Ân Phúc", "Đức Anh", "Ưng Hoàng", "Ổn"].map(initialOf)).toEqual(["A", "Â", "Đ", "Ư", "Ô"]);
  });
});
