import { describe, expect, it } from "vitest";
import { generates, overcomes, relateToBirth } from "../elements.ts";

describe("ngũ hành cycles", () => {
  it("follows the generating cycle Kim → Thủy → Mộc → Hỏa → Thổ → Kim", () => {
    expect(generates("Kim", "Thủy")).toBe(true);
    expect(generates("Thủy", "Mộc")).toBe(true);
    expect(generates("Mộc", "Hỏa")).toBe(true);
    expect(generates("Hỏa", "Thổ")).toBe(true);
    expect(generates("Thổ", "Kim")).toBe(true);
    expect(generates("Thủy", "Kim")).toBe(false);
  });

  it("follows the overcoming cycle Kim khắc Mộc, Mộc khắc Thổ, Thổ khắc Thủy, Thủy khắc Hỏa, Hỏa khắc Kim", () => {
    expect(overcomes("Kim", "Mộc")).toBe(true);
    expect(overcomes("Mộc", "Thổ")).toBe(true);
    expect(overcomes("Thổ", "Thủy")).toBe(true);
    expect(overcomes("Thủy", "Hỏa")).toBe(true);
    expect(overcomes("Hỏa", "Kim")).toBe(true);
    expect(overcomes("Mộc", "Kim")).toBe(false);
  });
});

describe("relateToBirth", () => {
  it("says when the name's element feeds the baby's mệnh", () => {
    const r = relateToBirth("Kim", "Thủy");
    expect(r).toMatchObject({ kind: "tuong-sinh", direction: "ten-toi-menh", label: "Kim sinh Thủy" });
  });

  it("says when the mệnh nourishes the name, in the parents' words", () => {
    const r = relateToBirth("Mộc", "Thủy");
    expect(r).toMatchObject({ kind: "tuong-sinh", direction: "menh-toi-ten", label: "Thủy sinh Mộc" });
    expect(r.explanation).toBe("Thủy sinh Mộc: mệnh của bé (Thủy) nuôi dưỡng tên (Mộc).");
  });

  it("gives the direction of tương khắc both ways", () => {
    expect(relateToBirth("Thủy", "Hỏa")).toMatchObject({
      kind: "tuong-khac",
      direction: "ten-toi-menh",
      label: "Thủy khắc Hỏa",
    });
    expect(relateToBirth("Hỏa", "Thủy")).toMatchObject({
      kind: "tuong-khac",
      direction: "menh-toi-ten",
      label: "Thủy khắc Hỏa",
    });
  });

  it("calls the same element bình hòa", () => {
    expect(relateToBirth("Mộc", "Mộc")).toMatchObject({ kind: "binh-hoa", direction: null, label: "Bình hòa Mộc" });
  });
});
