import { describe, expect, it } from "vitest";
import { GENDERS } from "@core/naming/types.ts";
import { DEFAULT_LENGTH } from "@core/validation/form-limits.ts";
import { inspirationFormSchema } from "@core/validation/inspiration-form.ts";
import { INITIAL_FORM_STATE, splitAvoidList, toRequestBody } from "@/features/inspiration-form/model/form-state.ts";

describe("default length", () => {
  // The form preselects the length before zod loads; the server must apply the same one.
  it.each(GENDERS)("is what the server applies for gender %s when the parents leave it", (gender) => {
    const parsed = inspirationFormSchema("2026-01-10").parse({
      surname: "Lê",
      gender,
      themes: ["binh-an"],
      consent: true,
    });
    expect(parsed.length).toBe(DEFAULT_LENGTH[gender]);
  });

  it("starts with no gender picked, at the length every gender starts with", () => {
    expect(INITIAL_FORM_STATE).toMatchObject({ gender: null, length: DEFAULT_LENGTH["chua-biet"] });
    expect(new Set(Object.values(DEFAULT_LENGTH))).toEqual(new Set([INITIAL_FORM_STATE.length]));
  });
});

describe("the consent box", () => {
  it("starts unticked: consent is never given by default", () => {
    expect(INITIAL_FORM_STATE.consent).toBe(false);
    expect(toRequestBody(INITIAL_FORM_STATE).consent).toBe(false);
  });
});

describe("splitAvoidList", () => {
  it("splits on commas and drops blank entries", () => {
    expect(splitAvoidList(" Hùng, bà Lan ,, ")).toEqual(["Hùng", "bà Lan"]);
    expect(splitAvoidList("   ")).toEqual([]);
  });
});
