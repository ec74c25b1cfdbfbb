import { describe, expect, it } from "vitest";
import { hanTuChoicesOf } from "@core/naming/data/han-tu-choices.ts";
import { charactersAfterChoice } from "@/lib/han-tu-choice.ts";

describe("the characters a chữ Hán switch sends", () => {
  it("puts the chosen character in its place and keeps the others", () => {
    expect(charactersAfterChoice(["Minh", "Thư"], ["明", "書"], 1, "舒", hanTuChoicesOf)).toEqual(["明", "舒"]);
  });

  it("takes 雌 of Anh Thư back to 書 once Anh is 櫻, the cherry, since 雌 is only a name's inside anh thư", () => {
    expect(charactersAfterChoice(["Anh", "Thư"], ["英", "雌"], 0, "櫻", hanTuChoicesOf)).toEqual(["櫻", "書"]);
    expect(charactersAfterChoice(["Anh", "Thư"], ["英", "書"], 1, "雌", hanTuChoicesOf)).toEqual(["英", "雌"]);
  });
});
