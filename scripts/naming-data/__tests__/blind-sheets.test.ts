// The blind sheets hide which engine suggested a name, and show what the app shows beside it: when the
// baby's gender is not known, its label.
import { describe, expect, it } from "vitest";
import { SAMPLE_INPUT } from "@core/fixtures/sample-request.ts";
import type { InspirationInput } from "@core/naming/types.ts";
import { blindSheets, type DumpedReport } from "../build-blind-sheets.ts";

const input = (gender: InspirationInput["gender"]): InspirationInput => ({ ...SAMPLE_INPUT, surname: "Trần", gender });

const oldEngine: DumpedReport[] = [
  {
    input: input("chua-biet"),
    suggestions: [
      { fullName: "Trần Minh Khôi", genderLean: "trai" },
      { fullName: "Trần Bảo An", genderLean: "ca-hai" },
    ],
  },
  { input: input("trai"), suggestions: [{ fullName: "Trần Đức Anh", genderLean: "trai" }] },
];
const newEngine: DumpedReport[] = [
  {
    input: input("chua-biet"),
    suggestions: [
      { fullName: "Trần Bảo An", genderLean: "ca-hai" },
      { fullName: "Trần Khánh Linh", genderLean: "gai" },
    ],
  },
  { input: input("trai"), suggestions: [{ fullName: "Trần Gia Huy", genderLean: "trai" }] },
];

describe("blind sheets", () => {
  const { sheets, names } = blindSheets([oldEngine, newEngine], 1);
  const [unknownSection, boySection] = sheets[0]!.split("\n\n");

  it("lists each request's names once, from every engine", () => {
    expect(names).toBe(5);
    expect(unknownSection!.match(/Trần Bảo An/g)).toHaveLength(1);
    expect(boySection).toContain("Trần Đức Anh");
    expect(boySection).toContain("Trần Gia Huy");
  });

  it("labels a name whose baby's gender is not known, as the app does, and no other", () => {
    expect(unknownSection).toContain("Trần Minh Khôi (labelled: tên bé trai");
    expect(unknownSection).toContain("Trần Khánh Linh (labelled: tên bé gái");
    expect(unknownSection).toContain("Trần Bảo An (labelled: cho cả bé trai và bé gái");
    expect(boySection).not.toContain("labelled");
  });

  it("splits the requests over the sheets asked for, whole", () => {
    const two = blindSheets([oldEngine, newEngine], 2).sheets;
    expect(two).toHaveLength(2);
    expect(two[0]).toMatch(/^## Request 1\n/);
    expect(two[1]).toMatch(/^## Request 2\n/);
  });
});
