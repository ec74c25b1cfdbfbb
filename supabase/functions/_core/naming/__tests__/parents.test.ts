import { describe, expect, it } from "vitest";
import { describeParentRelation, parentProfile, parentsProfile, relateToParent } from "../parents.ts";

describe("a parent's year, read the traditional way", () => {
  it.each([
    [1986, "Bính Dần", "Lư Trung Hỏa", "Hỏa"],
    [1990, "Canh Ngọ", "Lộ Bàng Thổ", "Thổ"],
    [1984, "Giáp Tý", "Hải Trung Kim", "Kim"],
    [1992, "Nhâm Thân", "Kiếm Phong Kim", "Kim"],
    [1995, "Ất Hợi", "Sơn Đầu Hỏa", "Hỏa"],
    [1988, "Mậu Thìn", "Đại Lâm Mộc", "Mộc"],
    [1996, "Bính Tý", "Giản Hạ Thủy", "Thủy"],
    [2000, "Canh Thìn", "Bạch Lạp Kim", "Kim"],
    [1979, "Kỷ Mùi", "Thiên Thượng Hỏa", "Hỏa"],
    [1940, "Canh Thìn", "Bạch Lạp Kim", "Kim"],
  ] as const)("%i is %s, %s (mệnh %s)", (year, canChi, napAm, element) => {
    expect(parentProfile(year)).toEqual({ year, canChi, napAm, element });
  });

  it("gives a profile only for the parents whose year is known", () => {
    expect(parentsProfile(null, null)).toBeNull();
    expect(parentsProfile(1990, null)).toEqual({ father: parentProfile(1990) });
    expect(parentsProfile(undefined, 1986)).toEqual({ mother: parentProfile(1986) });
  });
});

describe("an element against a parent's mệnh", () => {
  const father1986 = parentProfile(1986); // Hỏa
  it.each([
    ["Thổ", "duoc-cha-me-sinh", "Hỏa sinh Thổ"],
    ["Mộc", "sinh-cho-cha-me", "Mộc sinh Hỏa"],
    ["Hỏa", "binh-hoa", "Bình hòa Hỏa"],
    ["Thủy", "khac-cha-me", "Thủy khắc Hỏa"],
    ["Kim", "bi-cha-me-khac", "Hỏa khắc Kim"],
  ] as const)("%s against a Hỏa father", (element, kind, label) => {
    expect(relateToParent(element, father1986, "father")).toMatchObject({ kind, label, element, parentElement: "Hỏa" });
  });

  it("says which way the relation runs and frames it as tradition, never fate", () => {
    const text = describeParentRelation(relateToParent("Kim", father1986, "father"), "menh-be");
    expect(text).toContain("Mệnh Hỏa của bố khắc Kim");
    expect(text).toContain("theo quan niệm ngũ hành");
    expect(text).not.toMatch(/số phận|định mệnh|vận mệnh/);
  });
});
