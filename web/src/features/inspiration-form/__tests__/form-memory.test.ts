import { describe, expect, it } from "vitest";
import { candidateFromLink, withCandidate } from "@/features/inspiration-form/model/candidate-from-link.ts";
import { parseFormDraft, serializeFormDraft } from "@/features/inspiration-form/model/form-draft.ts";
import { INITIAL_FORM_STATE, toRequestBody, type FormState } from "@/features/inspiration-form/model/form-state.ts";
import { formStateOfRequest } from "@/features/inspiration-form/model/request-to-form.ts";

const filled: FormState = {
  ...INITIAL_FORM_STATE,
  surname: "Trần",
  gender: "gai",
  birthDate: "2026-05-01",
  themes: ["tri-tue", "binh-an"],
  wish: "mong con hiền",
  middleName: "Ngọc",
  avoid: "Lan, Hùng",
  length: 4,
  lengthChosen: true,
  candidates: ["Minh An", "", ""],
  candidateHanTu: [["明", "安"], null, null],
  fatherBirthYear: "1990",
  motherBirthYear: "1992",
  consent: true,
};

describe("the form's draft in this browser", () => {
  it("gives back every field it kept, and never the consent tick", () => {
    expect(parseFormDraft(serializeFormDraft(filled))).toEqual({ ...filled, consent: false });
    expect(serializeFormDraft(filled)).not.toContain("consent");
  });

  it("ignores a draft of another version, a broken one or one edited by hand", () => {
    const stored = JSON.parse(serializeFormDraft(filled)) as { version: number; values: Record<string, unknown> };
    const edited = (change: (values: Record<string, unknown>) => void) => {
      const copy = structuredClone(stored);
      change(copy.values);
      return JSON.stringify(copy);
    };
    expect(parseFormDraft(JSON.stringify({ ...stored, version: 0 }))).toBeNull();
    expect(parseFormDraft("{not json")).toBeNull();
    expect(parseFormDraft(null)).toBeNull();
    expect(parseFormDraft(edited((v) => (v.gender = "khac")))).toBeNull();
    expect(parseFormDraft(edited((v) => (v.themes = ["khong-co"])))).toBeNull();
    expect(parseFormDraft(edited((v) => (v.length = 5)))).toBeNull();
    expect(parseFormDraft(edited((v) => (v.candidates = ["Minh An"])))).toBeNull();
    expect(parseFormDraft(edited((v) => delete v.surname))).toBeNull();
  });
});

describe("a record's request back in the form", () => {
  it("fills every field so that sending it asks the same again, with consent still to give", () => {
    const state = formStateOfRequest({
      surname: "Trần",
      gender: "gai",
      birthDate: "2026-05-01",
      themes: ["tri-tue", "binh-an"],
      wish: "mong con hiền",
      middleName: "Ngọc",
      avoid: ["Lan", "Hùng"],
      length: 4,
      candidates: [{ name: "Minh An", hanTu: ["明", "安"] }],
      fatherBirthYear: 1990,
      motherBirthYear: 1992,
    });
    expect(state).toEqual({ ...filled, surnameConfirmed: true, consent: false });
    expect(toRequestBody(state)).toMatchObject({ avoid: ["Lan", "Hùng"], candidates: [{ name: "Minh An" }] });
  });
});

describe("a name page's link", () => {
  it("adds its name to the first empty candidate, once, and takes only words", () => {
    expect(candidateFromLink("  Minh   Khôi ")).toBe("Minh Khôi");
    expect(candidateFromLink("<b>Minh</b>")).toBeNull();
    expect(candidateFromLink("")).toBeNull();
    const once = withCandidate(filled, "Minh Khôi");
    expect(once.candidates).toEqual(["Minh An", "Minh Khôi", ""]);
    expect(withCandidate(once, "minh khôi")).toBe(once);
  });
});
