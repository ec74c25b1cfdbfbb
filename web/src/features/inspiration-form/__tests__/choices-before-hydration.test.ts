import { describe, expect, it } from "vitest";
import { DEFAULT_LENGTH, THEMES_MAX } from "@core/validation/form-limits.ts";
import { withChoicesOnScreen } from "@/features/inspiration-form/hooks/use-choices-before-hydration.ts";
import { INITIAL_FORM_STATE } from "@/features/inspiration-form/model/form-state.ts";

/** What a page shows: its checked radios and boxes by name, and its pressed chips. */
const onScreen = (checked: Record<string, string>, pressed: string[] = []) => ({
  checked: new Map(Object.entries(checked)),
  pressed,
});

describe("the choices as the page showed them before hydration", () => {
  it("takes the gender, and the length it brings when none was chosen", () => {
    const state = withChoicesOnScreen(
      INITIAL_FORM_STATE,
      onScreen({ gender: "gai", length: String(INITIAL_FORM_STATE.length) }),
    );
    expect(state).toMatchObject({ gender: "gai", length: DEFAULT_LENGTH.gai, lengthChosen: false });
  });

  it("takes a length the parent picked, which then no longer follows the gender", () => {
    const other = ([2, 3, 4] as const).find((length) => length !== INITIAL_FORM_STATE.length)!;
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, onScreen({ gender: "gai", length: String(other) }))).toMatchObject({
      gender: "gai",
      length: other,
      lengthChosen: true,
    });
  });

  it("takes a gender picked where the page showed none, and the consent ticked", () => {
    expect(INITIAL_FORM_STATE.gender).toBeNull();
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, onScreen({ gender: "chua-biet", consent: "on" }))).toMatchObject({
      gender: "chua-biet",
      length: DEFAULT_LENGTH["chua-biet"],
      consent: true,
    });
  });

  it("adds the theme chips shown pressed to the themes already chosen, up to the form's limit", () => {
    const state = { ...INITIAL_FORM_STATE, themes: ["tri-tue" as const] };
    expect(withChoicesOnScreen(state, onScreen({}, ["binh-an", "tri-tue"])).themes).toEqual(["tri-tue", "binh-an"]);
    const many = ["binh-an", "tri-tue", "manh-me", "nhan-hau", "thanh-dat", "cai-dep"];
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, onScreen({}, many)).themes).toHaveLength(THEMES_MAX);
  });

  it("ignores values no control of the form has", () => {
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, onScreen({ gender: "khac", length: "7" }, ["khong-co"]))).toBe(
      INITIAL_FORM_STATE,
    );
    expect(withChoicesOnScreen(INITIAL_FORM_STATE, onScreen({}))).toBe(INITIAL_FORM_STATE);
  });
});
