import { describe, expect, it } from "vitest";
import { DEFAULT_LENGTH } from "@core/validation/form-limits.ts";
import { withChoicesOnScreen } from "@/features/inspiration-form/hooks/use-choices-before-hydration.ts";
import { INITIAL_FORM_STATE } from "@/features/inspiration-form/model/form-state.ts";

describe("the radios as they stood before hydration", () => {
  it("takes the gender, and the length it brings when none was chosen", () => {
    const state = withChoicesOnScreen(INITIAL_FORM_STATE, "gai", String(INITIAL_FORM_STATE.length));
    expect(state).toMatchObject({ gender: "gai", length: DEFAULT_LENGTH.gai, lengthChosen: false });
  });

  it("takes a length the parent picked, which then no longer follows the gender", () => {
    const other = ([2, 3, 4] as const).find((length) => length !== INITIAL_FORM_STATE.length)!;
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, "gai", String(other))).toMatchObject({
      gender: "gai",
      length: other,
      lengthChosen: true,
    });
  });

  it("takes a gender picked where the page showed none", () => {
    expect(INITIAL_FORM_STATE.gender).toBeNull();
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, "chua-biet", undefined)).toMatchObject({
      gender: "chua-biet",
      length: DEFAULT_LENGTH["chua-biet"],
    });
  });

  it("ignores values no radio of the form has", () => {
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, "khac", "7")).toBe(INITIAL_FORM_STATE);
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, undefined, undefined)).toBe(INITIAL_FORM_STATE);
  });
});
