// The shipped pair table obeys the hard rules itself (that it is exactly what its generator makes is
// the generator's own test, in scripts/naming-data).
import { describe, expect, it } from "vitest";
import { attestedPair, clearLeanAlone, endsRealName, leanOpening, pairsFor } from "../name-pairs.ts";
import { findRuleBreak } from "../name-rules.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";

describe("name-pairs.json", () => {
  it("holds no pair that breaks a hard rule", () => {
    const breaking = [...pairsFor("trai"), ...pairsFor("gai")].filter((p) => findRuleBreak([], [p.middle], p.given));
    expect(breaking.map((p) => `${p.middle} ${p.given}`)).toEqual([]);
  });

  it("knows pairs by gender: Phương Trúc is a girl's name, Minh Khôi a boy's", () => {
    expect(attestedPair(syllableKey("Phương"), syllableKey("Trúc"), "trai")).toBeNull();
    expect(attestedPair(syllableKey("Thùy"), syllableKey("Dương"), "gai")).not.toBeNull();
    expect(attestedPair(syllableKey("Minh"), syllableKey("Khôi"), "trai")).not.toBeNull();
    expect(attestedPair(syllableKey("Minh"), syllableKey("Khôi"), "gai")).toBeNull();
  });

  it("hears a given name alone as one gender's only where its names and the people bearing them agree", () => {
    const lean = (syllable: string) => clearLeanAlone(syllableKey(syllable));
    expect(["Phương", "Linh", "Hà", "Thanh"].map(lean)).toEqual(["gai", "gai", "gai", "gai"]);
    expect(["Minh", "Huy"].map(lean)).toEqual(["trai", "trai"]);
    // Anh ends more girls' pairs than boys', but as many boys bear it (Tuấn Anh, Việt Anh); Giang is both.
    expect(["Anh", "Giang"].map(lean)).toEqual([null, null]);
  });

  it("hears the names a middle name opens as one gender's where its real pairs lean that way", () => {
    const lean = (syllable: string) => leanOpening(syllableKey(syllable));
    // Ngọc and Hồng open boys' names too (Ngọc Sơn, Hồng Quân), but far more girls'.
    expect(["Ngọc", "Hồng", "Phương"].map(lean)).toEqual(["gai", "gai", "gai"]);
    expect(["Đức", "Quốc"].map(lean)).toEqual(["trai", "trai"]);
    expect(["Minh", "Xuân", "Bảo"].map(lean)).toEqual(["ca-hai", "ca-hai", "ca-hai"]);
    expect(lean("Gió")).toBeNull();
  });

  it("lets no plain word, surname or first-only syllable end a name", () => {
    for (const word of ["Gió", "Vươn", "Sông", "Sao", "Sáng", "Mộc", "Lê", "Bạch", "Hồ", "Khả", "Giáng", "Nghênh"]) {
      for (const gender of ["trai", "gai", "chua-biet"] as const)
        expect(endsRealName(syllableKey(word), gender), `${word} ${gender}`).toBe(false);
    }
  });

  it("leaves out places and ordinary words of the reference lists", () => {
    for (const [m, g] of [
      ["Bình", "Định"],
      ["Bình", "Thuận"],
      ["An", "Khê"],
      ["Nguyên", "Văn"],
      ["Kỳ", "Diệu"],
      ["Hồ", "Nam"],
    ] as const) {
      expect(
        attestedPair(syllableKey(m), syllableKey(g), "trai") ?? attestedPair(syllableKey(m), syllableKey(g), "gai"),
      ).toBeNull();
    }
    expect(attestedPair(syllableKey("Hòa"), syllableKey("Bình"), "trai")).not.toBeNull();
  });
});
