// The fields about the family beyond the baby: the names the parents already consider and their
// own birth years, each refused with a Vietnamese message that says what to change.
import { describe, expect, it } from "vitest";
import { accepted, errorsOf, VALID } from "./form-fixtures.ts";

describe("candidates: the names the parents already consider", () => {
  it("keeps up to 3 names of 2–3 syllables in name form, with their chữ Hán when given", () => {
    const input = accepted({
      ...VALID,
      candidates: [{ name: " minh an " }, { name: "Ngọc Bảo Anh", hanTu: ["玉", "寶", "英"] }],
    });
    expect(input.candidates).toEqual([
      { name: "Minh An", hanTu: null },
      { name: "Ngọc Bảo Anh", hanTu: ["玉", "寶", "英"] },
    ]);
  });

  it("defaults to none", () => {
    expect(accepted(VALID).candidates).toEqual([]);
  });

  it.each([
    [[{ name: "An" }], "a single syllable"],
    [[{ name: "Minh Smith" }], "a syllable that is not Vietnamese"],
    [[{ name: "Minh An" }, { name: "Bảo An" }, { name: "Gia An" }, { name: "Khánh An" }], "four names"],
    [["Minh An"], "a bare string"],
  ] as Array<[unknown, string]>)("refuses %j (%s) with a Vietnamese message", (candidates) => {
    expect(errorsOf({ ...VALID, candidates })).toHaveProperty("candidates");
  });

  it("tells a name of the wrong length its length, and a name that is not Vietnamese that it is not", () => {
    const length = "Tên đang cân nhắc gồm 2 hoặc 3 chữ, không kể họ (ví dụ: Minh An)";
    expect(errorsOf({ ...VALID, candidates: [{ name: "Khôi" }] })).toMatchObject({ "candidates.0": length });
    expect(errorsOf({ ...VALID, candidates: [{ name: "Bảo Ngọc Anh Thư" }] })).toMatchObject({
      "candidates.0": length,
    });
    expect(errorsOf({ ...VALID, candidates: [{ name: "John Smith" }] })).toMatchObject({
      "candidates.0": "Tên cần là tiếng Việt, ví dụ: Minh An",
    });
  });

  it("names the candidate whose length conflicts with a two-syllable surname", () => {
    const errors = errorsOf({
      ...VALID,
      surname: "Tôn Nữ",
      gender: "gai",
      candidates: [{ name: "Minh An" }, { name: "Ngọc Bảo Anh" }],
    });
    expect(errors).toEqual({
      candidates: "Với họ hai chữ, tên đang cân nhắc chỉ gồm tối đa 2 chữ (ví dụ: Minh An)",
      "candidates.1": "Với họ hai chữ, tên đang cân nhắc chỉ gồm tối đa 2 chữ (ví dụ: Minh An)",
    });
  });

  it("wants one chữ Hán per syllable, each a single Han character", () => {
    expect(errorsOf({ ...VALID, candidates: [{ name: "Minh An", hanTu: ["明"] }] })).toHaveProperty("candidates.0");
    expect(errorsOf({ ...VALID, candidates: [{ name: "Minh An", hanTu: ["明", "an"] }] })).toHaveProperty("candidates");
  });
});

describe("the parents' birth years", () => {
  it("takes each parent's year from 1940 to this year", () => {
    expect(accepted({ ...VALID, fatherBirthYear: 1940, motherBirthYear: 2025 })).toMatchObject({
      fatherBirthYear: 1940,
      motherBirthYear: 2025,
    });
    expect(accepted(VALID)).toMatchObject({ fatherBirthYear: null, motherBirthYear: null });
  });

  it.each([1990.5, "1990"])("refuses %j", (year) => {
    expect(errorsOf({ ...VALID, motherBirthYear: year })).toEqual({ motherBirthYear: "Năm sinh không hợp lệ" });
  });

  it.each([1939, 2026, 3000])("refuses %j, saying which years it takes", (year) => {
    expect(errorsOf({ ...VALID, motherBirthYear: year })).toEqual({
      motherBirthYear: "Năm sinh phải từ 1940 đến 2025",
    });
  });
});
