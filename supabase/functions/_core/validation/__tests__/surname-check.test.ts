import { describe, expect, it } from "vitest";
import { inspirationFormSchema } from "../inspiration-form.ts";
import { formFieldErrors } from "../form-field-errors.ts";
import { surnameProblem, surnameSuggestions } from "../surname-check.ts";

const form = (surname: string, extra: Record<string, unknown> = {}) =>
  inspirationFormSchema("2026-11-24").safeParse({
    surname,
    gender: "trai",
    themes: ["binh-an"],
    consent: true,
    ...extra,
  });

describe("the surname", () => {
  it("takes a surname the data set knows, rare and compound ones too", () => {
    for (const surname of ["Nguyễn", "ngô", "Tôn Thất", "Âu Dương", "Phó", "Khổng"])
      expect(surnameProblem(surname, false), surname).toBeNull();
  });

  it("refuses a middle name typed with the surname, and says so, even when confirmed", () => {
    expect(surnameProblem("Ngô Thị", true)).toMatch(/"Thị" là tên đệm, không phải họ/);
    expect(surnameProblem("Nguyễn Văn", false)).toMatch(/ví dụ: Nguyễn/);
    expect(surnameProblem("nguyen van", false)).toMatch(/ví dụ: Nguyễn/);
  });

  it("refuses an unknown surname unless the parents confirm it, and offers the nearest with diacritics", () => {
    expect(surnameProblem("Tran", false)).toMatch(/chưa biết họ "Tran"/);
    expect(surnameProblem("Tran", true)).toBeNull();
    expect(surnameSuggestions("tran")[0]).toBe("Trần");
    expect(surnameSuggestions("nguyen")[0]).toBe("Nguyễn");
    expect(surnameSuggestions("le")[0]).toBe("Lê");
  });

  it("is checked by the form schema, with the message under the surname field", () => {
    const refused = form("Ngô Thị");
    expect(refused.success).toBe(false);
    if (!refused.success) expect(formFieldErrors(refused.error).surname).toMatch(/tên đệm/);
    expect(form("Tran").success).toBe(false);
    expect(form("Tran", { surnameConfirmed: true }).success).toBe(true);
  });
});
