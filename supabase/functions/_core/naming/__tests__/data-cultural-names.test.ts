// The cultural data (data/cultural-names.json) is edited by hand: every row must be well formed
// and sourced, and the one matching rule must catch a name wherever it recalls a row.
import { describe, expect, it } from "vitest";
import cultural from "../data/cultural-names.json" with { type: "json" };
import { CULTURAL_KINDS, CULTURAL_NAMES, culturalHitsOf, culturalWarning } from "../cultural-names.ts";
import { SURNAMES } from "../data/surnames.ts";
import { isVietnameseSyllable } from "../../vietnamese/syllable.ts";

describe("the cultural data", () => {
  it("has a header with a source column, and every row fills it", () => {
    expect(cultural.columns).toEqual(["name", "kind", "lean", "note", "source", "wholeName"]);
    for (const row of cultural.rows) expect(row).toHaveLength(cultural.columns.length);
    for (const row of CULTURAL_NAMES) expect(row.source.trim().length, row.name).toBeGreaterThan(3);
  });

  it("holds two or more Vietnamese syllables per row, a known kind, and a lean only for a gender row", () => {
    for (const row of CULTURAL_NAMES) {
      const words = row.name.split(" ");
      expect(words.length, row.name).toBeGreaterThanOrEqual(2);
      expect(words.every(isVietnameseSyllable), row.name).toBe(true);
      expect(CULTURAL_KINDS).toContain(row.kind);
      expect(row.lean !== null, row.name).toBe(row.kind === "gioi");
    }
  });

  it("lists each name once per kind", () => {
    const keys = CULTURAL_NAMES.map((r) => `${r.name}|${r.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("catches a row anywhere in a name, with its tone marks, and says why in plain words", () => {
    expect(culturalHitsOf(["Nguyễn", "Thị", "Nở"], "gai").map((r) => r.name)).toEqual(["Thị Nở"]);
    expect(culturalHitsOf(["Lê", "Chiêu", "Thống"], "trai").map((r) => r.name)).toEqual(["Chiêu Thống"]);
    expect(culturalHitsOf(["Trần", "Bạch", "Hoa"], "gai").map((r) => r.kind)).toEqual(["hinh-anh"]);
    expect(culturalHitsOf(["Nguyễn", "Thi", "No"], "gai")).toEqual([]);
    for (const row of CULTURAL_NAMES) expect(culturalWarning(row)).toContain(row.name);
  });

  it("recalls a famous person from the surname and middle name that open their name, whatever follows", () => {
    // Phan Châu Trinh, Hồ Chí Minh: a reader hears the person before the child.
    expect(culturalHitsOf(["Phan", "Châu", "Anh"], "trai").map((r) => r.name)).toEqual(["Phan Châu"]);
    expect(culturalHitsOf(["Hồ", "Chí", "Dũng"], "trai").map((r) => r.name)).toEqual(["Hồ Chí"]);
    expect(culturalHitsOf(["Phan", "Minh", "Châu"], "gai")).toEqual([]);
  });

  it("recalls a hero by the whole name only: Trần Quang Khải, not Lê Quang Khải", () => {
    expect(culturalHitsOf(["Trần", "Quang", "Khải"], "trai").map((r) => r.name)).toEqual(["Trần Quang Khải"]);
    expect(culturalHitsOf(["Lê", "Quang", "Khải"], "trai")).toEqual([]);
    expect(culturalHitsOf(["Trần", "Minh", "Quang", "Khải"], "trai")).toEqual([]);
    // Kim Liên is a name of its own; under Phan it is the Thủy hử adulteress.
    expect(culturalHitsOf(["Phan", "Kim", "Liên"], "gai").map((r) => r.name)).toEqual(["Phan Kim Liên"]);
    expect(culturalHitsOf(["Dương", "Kim", "Liên"], "gai")).toEqual([]);
  });

  it("recalls a figure known by a whole name only in that whole name: Nguyễn Ánh, not Nguyễn Ánh Dương", () => {
    expect(culturalHitsOf(["Nguyễn", "Ánh"], "gai").map((r) => r.name)).toEqual(["Nguyễn Ánh"]);
    expect(culturalHitsOf(["Nguyễn", "Ánh", "Dương"], "gai")).toEqual([]);
    expect(culturalHitsOf(["Nguyễn", "Thị", "Ánh"], "gai")).toEqual([]);
    expect(culturalHitsOf(["Lê", "Nguyễn", "Ánh"], "gai")).toEqual([]);
    // A whole-name row begins with a surname.
    for (const row of CULTURAL_NAMES.filter((r) => r.wholeName))
      expect(
        SURNAMES.some((s) => s.surname === row.name.split(" ")[0]),
        row.name,
      ).toBe(true);
  });

  it("speaks of a gender row only for the other gender or an unknown one", () => {
    const kinds = (gender: "trai" | "gai" | "chua-biet") =>
      culturalHitsOf(["Lê", "Phước", "Bình"], gender).map((r) => r.kind);
    expect(kinds("trai")).toEqual(["dia-danh"]);
    expect(kinds("gai")).toEqual(["dia-danh", "gioi"]);
    expect(kinds("chua-biet")).toEqual(["dia-danh", "gioi"]);
  });
});
