// The form keeps its own copy of the schema's limits and defaults (to keep zod out of the first
// load); these tests fail as soon as the two copies disagree.
import { describe, expect, it } from "vitest";
import { GENDERS } from "../../../../../supabase/functions/_shared/naming/types.ts";
import * as schema from "../../../../../supabase/functions/_shared/validation/inspiration-form.ts";
import { AVOID_MAX_ENTRIES, DEFAULT_LENGTH, splitAvoidList, THEMES_MAX, WISH_MAX_CHARS } from "../model/form-state.ts";

describe("form limits", () => {
  it("match the shared schema's limits", () => {
    expect({ WISH_MAX_CHARS, THEMES_MAX, AVOID_MAX_ENTRIES }).toEqual({
      WISH_MAX_CHARS: schema.WISH_MAX_CHARS,
      THEMES_MAX: schema.THEMES_MAX,
      AVOID_MAX_ENTRIES: schema.AVOID_MAX_ENTRIES,
    });
  });

  it.each(GENDERS)("default the length for gender %s as the schema does", (gender) => {
    const parsed = schema.inspirationFormSchema("2026-01-10").parse({ surname: "Lê", gender, themes: ["binh-an"] });
    expect(DEFAULT_LENGTH[gender]).toBe(parsed.length);
  });
});

describe("splitAvoidList", () => {
  it("splits on commas and drops blank entries", () => {
    expect(splitAvoidList(" Hùng, bà Lan ,, ")).toEqual(["Hùng", "bà Lan"]);
    expect(splitAvoidList("   ")).toEqual([]);
  });
});
