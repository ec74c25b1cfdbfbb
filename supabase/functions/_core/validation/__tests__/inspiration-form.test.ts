import { describe, expect, expectTypeOf, it } from "vitest";
import type { InspirationInput } from "../../naming/types.ts";
import { WHOLE_FORM } from "../form-field-errors.ts";
import { inspirationFormSchema, type InspirationFormOutput } from "../inspiration-form.ts";
import { accepted, errorsOf, TODAY, VALID } from "./form-fixtures.ts";

describe("the parents' consent", () => {
  const MESSAGE = "Bố mẹ vui lòng đồng ý với cách chúng tôi lưu giữ thông tin để tiếp tục";
  it.each([
    ["missing", undefined],
    ["false", false],
    ["the string true", "true"],
    ["1", 1],
  ])("refuses a form whose consent is %s, with a Vietnamese message on the box", (_why, consent) => {
    expect(errorsOf({ ...VALID, consent })).toEqual({ consent: MESSAGE });
  });

  it("is required but not stored in the engine's input", () => {
    expect(accepted(VALID)).not.toHaveProperty("consent");
  });
});

describe("inspirationFormSchema output", () => {
  it("fills defaults: null for absent optional fields, [] for avoid and candidates, length 3 for a boy", () => {
    expect(accepted(VALID)).toEqual({
      surname: "Nguyễn",
      gender: "trai",
      birthDate: null,
      themes: ["binh-an"],
      wish: null,
      middleName: null,
      avoid: [],
      length: 3,
      candidates: [],
      fatherBirthYear: null,
      motherBirthYear: null,
    });
  });

  it.each([
    ["trai", 3],
    ["gai", 3],
    ["chua-biet", 3],
  ] as const)("defaults the length for gender %s to %i", (gender, length) => {
    expect(accepted({ ...VALID, gender }).length).toBe(length);
  });

  it("raises the default length to fit a two-syllable surname and a wished middle name", () => {
    expect(accepted({ ...VALID, surname: "Âu Dương", middleName: "Minh" }).length).toBe(4);
  });

  it("treats null and blank optional fields as not given", () => {
    const input = accepted({ ...VALID, birthDate: "", wish: "   ", middleName: " ", avoid: null, length: null });
    expect(input).toMatchObject({ birthDate: null, wish: null, middleName: null, avoid: [], length: 3 });
  });

  it("is the engine's input type", () => {
    expectTypeOf<InspirationFormOutput>().toExtend<InspirationInput>();
  });
});

describe("surname", () => {
  it.each([
    ["Nguyễn", "Nguyễn"],
    ["tôn nữ", "Tôn Nữ"],
    ["Âu Dương", "Âu Dương"],
    ["  nguyễn  ", "Nguyễn"],
    ["Nguyễn".normalize("NFD"), "Nguyễn"],
    ["ÐỖ", "Đỗ"],
    ["hoàng", "Hoàng"],
  ])("stores %j as %j", (surname, stored) => {
    // "chưa biết" fits every surname, Tôn Nữ included.
    expect(accepted({ ...VALID, gender: "chua-biet", surname }).surname).toBe(stored);
  });

  it("refuses Tôn Nữ for a boy and Tôn Thất for a girl, on the surname, in Vietnamese", () => {
    expect(errorsOf({ ...VALID, surname: "Tôn Nữ", gender: "trai" })).toEqual({
      surname: "Họ Tôn Nữ chỉ dành cho con gái; con trai trong họ mang họ Tôn Thất",
    });
    expect(errorsOf({ ...VALID, surname: "tôn thất", gender: "gai" })).toEqual({
      surname: "Họ Tôn Thất chỉ dành cho con trai; con gái trong họ mang họ Tôn Nữ",
    });
    expect(accepted({ ...VALID, surname: "Tôn Nữ", gender: "gai" }).surname).toBe("Tôn Nữ");
    expect(accepted({ ...VALID, surname: "Tôn Thất", gender: "chua-biet" }).surname).toBe("Tôn Thất");
  });

  it.each(["Nguyen Van A B", "123", "", "   ", "Smith", "Tôn Nữ Thị"])("rejects %j", (surname) => {
    expect(errorsOf({ ...VALID, surname })).toEqual({ surname: "Vui lòng nhập họ hợp lệ (ví dụ: Nguyễn)" });
  });

  it.each([
    ["nguyen", "Nguyen"],
    ["Nguyễnn", "Nguyễnn"],
    ["NGUYEN", "Nguyen"],
  ])("says %j is not spelt as Vietnamese, where a known surname is spelt like it", (surname, shown) => {
    expect(errorsOf({ ...VALID, surname })).toEqual({
      surname: `Họ "${shown}" chưa đúng chính tả tiếng Việt. Bố mẹ chọn họ gợi ý bên dưới hoặc nhập lại họ có dấu.`,
    });
  });

  it("is required", () => {
    expect(errorsOf({ gender: "trai", themes: ["binh-an"] })).toHaveProperty("surname");
  });
});

describe("gender", () => {
  it.each(["male", "", null, undefined])("rejects %j", (gender) => {
    expect(errorsOf({ ...VALID, gender })).toEqual({ gender: "Vui lòng chọn giới tính" });
  });
});

describe("birthDate", () => {
  it.each(["1900-01-01", "2024-02-29", TODAY, "2026-06-01"])("accepts %s", (birthDate) => {
    expect(accepted({ ...VALID, birthDate }).birthDate).toBe(birthDate);
  });

  it.each(["2023-02-30", "2025-13-01", "2025-6-1", "01/06/2025", "tomorrow"])(
    "rejects the non-date %j",
    (birthDate) => {
      expect(errorsOf({ ...VALID, birthDate })).toEqual({ birthDate: "Ngày sinh không hợp lệ" });
    },
  );

  it.each(["1899-12-31", "2026-06-02"])("rejects %s, outside 1900-01-01 … today + 1 year", (birthDate) => {
    expect(errorsOf({ ...VALID, birthDate })).toEqual({ birthDate: "Ngày sinh phải từ 01/01/1900 đến 01/06/2026" });
  });

  it("bounds the date by the today it was built with", () => {
    expect(inspirationFormSchema("2026-06-01").safeParse({ ...VALID, birthDate: "2026-06-02" }).success).toBe(true);
  });

  it("refuses to build with a today that is not a date", () => {
    expect(() => inspirationFormSchema("2025-02-30")).toThrow(/today must be YYYY-MM-DD/);
  });
});

describe("themes", () => {
  it("accepts 1 to 5 distinct themes", () => {
    const themes = ["binh-an", "tri-tue", "manh-me", "nhan-hau", "thanh-dat"];
    expect(accepted({ ...VALID, themes }).themes).toEqual(themes);
  });

  it.each([
    [[], "Chọn ít nhất một cảm hứng"],
    [undefined, "Chọn ít nhất một cảm hứng"],
    [["binh-an", "tri-tue", "manh-me", "nhan-hau", "thanh-dat", "cai-dep"], "Chọn tối đa 5 cảm hứng"],
    [["binh-an", "tinh-yeu"], "Cảm hứng không có trong danh sách"],
    [["binh-an", "binh-an"], "Mỗi cảm hứng chỉ chọn một lần"],
  ])("rejects %j", (themes, message) => {
    expect(errorsOf({ ...VALID, themes })).toEqual({ themes: message });
  });
});

describe("wish", () => {
  it("keeps up to 300 characters after trimming, in NFC", () => {
    const wish = `  ${"Mong con bình an. ".repeat(16).slice(0, 300)}  `;
    expect(accepted({ ...VALID, wish }).wish).toBe(wish.trim());
    expect(accepted({ ...VALID, wish: "Nguyễn".normalize("NFD") }).wish).toBe("Nguyễn");
  });

  it("rejects 301 characters", () => {
    expect(errorsOf({ ...VALID, wish: "a".repeat(301) })).toEqual({ wish: "Tối đa 300 ký tự" });
  });

  it("rejects a wish that is not text", () => {
    expect(errorsOf({ ...VALID, wish: 42 })).toHaveProperty("wish");
  });
});

describe("middleName", () => {
  it.each([
    ["minh", "Minh"],
    ["thuỷ", "Thủy"],
  ])("stores %j as %j", (middleName, stored) => {
    expect(accepted({ ...VALID, middleName }).middleName).toBe(stored);
  });

  it.each(["Minh Anh", "xyz", "M1"])("rejects %j", (middleName) => {
    expect(errorsOf({ ...VALID, middleName })).toEqual({
      middleName: "Tên đệm phải là một chữ tiếng Việt (ví dụ: Minh)",
    });
  });
});

describe("avoid", () => {
  it("stores each entry in name form", () => {
    expect(accepted({ ...VALID, avoid: ["hùng", "  văn   hoà ", "Nguyễn Thị Minh Khai"] }).avoid).toEqual([
      "Hùng",
      "Văn Hòa",
      "Nguyễn Thị Minh Khai",
    ]);
  });

  it.each([[["Hùng", "Nguyễn Thị Minh Khai Xuân"]], [["Hùng", ""]], [["pizza"]], ["Hùng"]])("rejects %j", (avoid) => {
    expect(errorsOf({ ...VALID, avoid })).toEqual({ avoid: "Mỗi tên cần tránh gồm 1–4 chữ tiếng Việt (ví dụ: Hùng)" });
  });

  it("accepts 10 entries and rejects 11", () => {
    const names = ["An", "Bình", "Cường", "Dũng", "Hà", "Lan", "Mai", "Nam", "Oanh", "Phúc", "Quân"];
    expect(accepted({ ...VALID, avoid: names.slice(0, 10) }).avoid).toHaveLength(10);
    expect(errorsOf({ ...VALID, avoid: names })).toEqual({ avoid: "Tối đa 10 tên cần tránh" });
  });
});

describe("length", () => {
  it.each([2, 3, 4] as const)("accepts %i", (length) => {
    expect(accepted({ ...VALID, length }).length).toBe(length);
  });

  it.each([1, 5, "3", 3.5])("rejects %j", (length) => {
    expect(errorsOf({ ...VALID, length })).toEqual({ length: "Độ dài tên phải là 2, 3 hoặc 4 chữ" });
  });

  it.each([
    [{ surname: "Âu Dương", length: 2 }, "Họ có hai chữ nên tên cần ít nhất 3 chữ"],
    [{ middleName: "Minh", length: 2 }, "Tên 2 chữ không có chỗ cho tên đệm"],
    [{ surname: "Âu Dương", middleName: "Minh", length: 3 }, "Độ dài này không đủ chỗ cho họ, tên đệm và tên"],
  ])("rejects a length too short for the name: %j", (fields, message) => {
    expect(errorsOf({ ...VALID, ...fields })).toEqual({ length: message });
  });

  it("accepts a two-syllable surname with length 3", () => {
    expect(accepted({ ...VALID, surname: "Âu Dương", length: 3 }).length).toBe(3);
  });
});

describe("the body as a whole", () => {
  it("rejects unknown keys by name", () => {
    expect(errorsOf({ ...VALID, price: 0, isPaid: true })).toEqual({
      price: "Trường này không được hỗ trợ",
      isPaid: "Trường này không được hỗ trợ",
    });
  });

  it.each([null, 42, "Nguyễn", []])("rejects %j, which is not a form", (body) => {
    expect(errorsOf(body)).toEqual({ [WHOLE_FORM]: "Dữ liệu biểu mẫu không hợp lệ" });
  });

  it("reports the first message of every wrong field at once", () => {
    const fields = errorsOf({
      surname: "123",
      gender: "x",
      themes: [],
      birthDate: "2023-02-30",
      wish: "a".repeat(301),
    });
    expect(Object.keys(fields).sort()).toEqual(["birthDate", "consent", "gender", "surname", "themes", "wish"]);
  });
});

describe("characters no person types", () => {
  const CHARACTERS = "Có ký tự không hợp lệ (ký tự điều khiển hoặc lỗi mã hóa), bố mẹ vui lòng gõ lại";
  const HOSTILE = ["a\u0000b", "\ud800", "con \udc00 ngoan", "\u0007", "\u009b", "\ufffe", "\ufdd0", "\u{1fffe}"];

  it.each(HOSTILE)("refuses %j in every text field with one Vietnamese message", (text) => {
    expect(errorsOf({ ...VALID, wish: text })).toEqual({ wish: CHARACTERS });
    expect(errorsOf({ ...VALID, surname: `Nguy${text}` })).toEqual({ surname: CHARACTERS });
    expect(errorsOf({ ...VALID, middleName: text })).toEqual({ middleName: CHARACTERS });
    expect(errorsOf({ ...VALID, birthDate: `2025-01-0${text}` })).toEqual({ birthDate: CHARACTERS });
    expect(Object.values(errorsOf({ ...VALID, avoid: ["Hùng", text] }))).toEqual([CHARACTERS]);
  });

  it("keeps line breaks, tabs, emoji and every Vietnamese letter in a wish", () => {
    const wish = "Mong con:\n\tkhỏe mạnh 🌿, hiếu thảo\r\nvà Ỷ Ỹ Ự";
    expect(accepted({ ...VALID, wish }).wish).toBe(wish);
  });
});
