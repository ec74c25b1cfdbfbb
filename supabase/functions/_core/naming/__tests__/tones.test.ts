import { describe, expect, it } from "vitest";
import { analyseTones, toneClassOf } from "../tones.ts";

describe("tone balance", () => {
  it("counts ngang and huyền as bằng, the other four as trắc", () => {
    expect(["ngang", "huyen", "sac", "hoi", "nga", "nang"].map((t) => toneClassOf(t as never))).toEqual([
      "bang",
      "bang",
      "trac",
      "trac",
      "trac",
      "trac",
    ]);
  });

  it("reads Nguyễn Minh Khôi as T-B-B, balanced", () => {
    const r = analyseTones(["Nguyễn", "Minh", "Khôi"]);
    expect(r.pattern).toBe("T-B-B");
    expect(r.verdict).toBe("can-doi");
    expect(r.flagged).toBe(false);
  });

  it("calls a mix that does not alternate a mix, not balanced: Đặng Ngọc Bảo Long", () => {
    const r = analyseTones(["Đặng", "Ngọc", "Bảo", "Long"]);
    expect(r.verdict).toBe("can-doi");
    expect(r.text).toBe("Có cả thanh bằng lẫn thanh trắc (trắc – trắc – trắc – bằng), dù chưa xen kẽ đều.");
  });

  it("calls Trần Bảo Châu alternating (bằng – trắc – bằng)", () => {
    const r = analyseTones(["Trần", "Bảo", "Châu"]);
    expect(r.pattern).toBe("B-T-B");
    expect(r.verdict).toBe("xen-ke");
    expect(r.text).toContain("bằng – trắc – bằng");
  });

  it("flags an all-bằng name such as Lê Minh Anh", () => {
    expect(analyseTones(["Lê", "Minh", "Anh"])).toMatchObject({
      pattern: "B-B-B",
      verdict: "toan-bang",
      flagged: true,
    });
  });

  it("flags an all-trắc name such as Đỗ Đức Thắng", () => {
    expect(analyseTones(["Đỗ", "Đức", "Thắng"])).toMatchObject({
      pattern: "T-T-T",
      verdict: "toan-trac",
      flagged: true,
    });
  });
});
