// The shipped data files are exactly what their committed generators make today: a hand edit of a
// JSON file, or a curation change without a regeneration, fails here. The name data's generator also
// refuses a row that breaks a rule, and says on which line it is.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildHanTuChoices, HAN_TU_CHOICES_JSON } from "../build-han-tu-choices.ts";
import {
  buildGivenNames,
  buildMiddleNames,
  buildSurnames,
  GIVEN_NAMES_TSV,
  MIDDLE_NAMES_TSV,
  NAME_DATA_FILES,
  SURNAMES_TSV,
} from "../build-name-data.ts";
import { buildNamePairs, NAME_PAIRS_FILE } from "../build-name-pairs.ts";
import { buildReaderAppeal, READER_APPEAL_FILE } from "../build-reader-appeal.ts";

/** The TSV text with line `line` (1-based) passed through `edit`, its cells split on tabs. */
function withLine(file: string, line: number, edit: (cells: string[]) => string[]): string {
  const lines = readFileSync(file, "utf8").split("\n");
  lines[line - 1] = edit(lines[line - 1]!.split("\t")).join("\t");
  return lines.join("\n");
}

/** The message the builder throws for this text, or "" when it builds. */
function problemsOf(build: (tsv: string) => string, tsv: string): string {
  try {
    build(tsv);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the generated naming data", () => {
  it("name-pairs.json equals what build-name-pairs.ts makes from the reference lists and the curation files", () => {
    expect(readFileSync(NAME_PAIRS_FILE, "utf8")).toBe(buildNamePairs().json);
  });

  it("reader-appeal.json equals what build-reader-appeal.ts makes from the graded readings", () => {
    expect(readFileSync(READER_APPEAL_FILE, "utf8")).toBe(buildReaderAppeal());
  });

  it("han-tu-choices.json equals what build-han-tu-choices.ts makes from its TSV", () => {
    expect(readFileSync(HAN_TU_CHOICES_JSON, "utf8")).toBe(buildHanTuChoices());
  });

  it.each(NAME_DATA_FILES.map((file) => [file.json.split("/").at(-1)!, file] as const))(
    "%s equals what build-name-data.ts makes from its TSV",
    (_name, file) => {
      expect(readFileSync(file.json, "utf8")).toBe(file.build());
    },
  );
});

describe("build-name-data.ts refuses a row that breaks a rule, naming its line", () => {
  // Line 3 of each TSV is its second row.
  it("an element outside the five phases", () => {
    const tsv = withLine(GIVEN_NAMES_TSV, 3, (cells) => cells.map((cell, i) => (i === 3 ? "Gió" : cell)));
    expect(problemsOf(buildGivenNames, tsv)).toMatch(/given-names\.tsv line 3 \(An\): element Gió/);
  });

  it("a gender lean, a style or a theme the engine does not know", () => {
    const tsv = withLine(MIDDLE_NAMES_TSV, 3, (cells) =>
      cells.map((cell, i) => (i === 4 ? "trai" : i === 5 ? "binh-an; vui-ve" : i === 6 ? "cổ" : cell)),
    );
    const message = problemsOf(buildMiddleNames, tsv);
    expect(message).toMatch(/middle-names\.tsv line 3 \(Thị\): gender trai/);
    expect(message).toMatch(/middle-names\.tsv line 3 \(Thị\): style cổ/);
    expect(message).toMatch(/middle-names\.tsv line 3 \(Thị\): vui-ve is not a theme of data\/themes\.ts/);
  });

  it("a syllable not in NFC, or written twice under another spelling", () => {
    const decomposed = withLine(GIVEN_NAMES_TSV, 3, (cells) => ["Ân".normalize("NFD"), ...cells.slice(1)]);
    expect(problemsOf(buildGivenNames, decomposed)).toMatch(/given-names\.tsv line 3: syllable is not NFC/);
    const twice = withLine(GIVEN_NAMES_TSV, 3, (cells) => ["Vi", ...cells.slice(1)]);
    expect(problemsOf(buildGivenNames, twice)).toMatch(/given-names\.tsv line \d+: Vy is already on line 3 \(Vi\)/);
  });

  it("a missing cell, or a share that is not a number", () => {
    const short = withLine(SURNAMES_TSV, 3, (cells) => cells.slice(0, 4));
    expect(problemsOf(buildSurnames, short)).toMatch(/surnames\.tsv line 3: 4 cells, want 5/);
    const share = withLine(SURNAMES_TSV, 3, (cells) => cells.map((cell, i) => (i === 3 ? "11%" : cell)));
    expect(problemsOf(buildSurnames, share)).toMatch(
      /surnames\.tsv line 3 \(Trần\): populationShare 11% is not a number/,
    );
  });
});

describe("build-reader-appeal.ts", () => {
  /** A reading of two reports, graded by two readers, in a directory of its own. */
  function reading(): string {
    const dir = mkdtempSync(join(tmpdir(), "graded-"));
    writeFileSync(
      join(dir, "requests.json"),
      JSON.stringify([
        { surname: "Trần", gender: "gai" },
        { surname: "Lê", gender: "gai" },
      ]),
    );
    const line = (request: number, fullName: string, grade: number) => JSON.stringify({ request, fullName, grade });
    writeFileSync(
      join(dir, "reader-1.jsonl"),
      [
        line(1, "Trần Anh Thư", 5),
        line(1, "Trần Thùy Dương", 3),
        line(1, "Trần Minh Châu", 4),
        line(2, "Lê Anh Thư", 4),
      ].join("\n"),
    );
    writeFileSync(join(dir, "reader-2.jsonl"), [line(1, "Trần Anh Thư", 5), line(1, "Trần Thùy Dương", 2)].join("\n"));
    return dir;
  }

  it("measures a name against the other names of its report, averaged with two average reports", () => {
    const { pairs } = JSON.parse(buildReaderAppeal([reading()])) as { pairs: Record<string, number> };
    // Report 1's mean grade is (5 + 2.5 + 4) / 3: Anh Thư stands 1.17 above it, Thùy Dương 1.33 below.
    // Report 2 holds Anh Thư alone: 0 above itself. Two reports and two average ones: 1.17 / 4.
    expect(pairs["anh:ngang thư:ngang"]).toBeCloseTo(7 / 6 / 4, 3);
    expect(pairs["thuy:huyen dương:ngang"]).toBeCloseTo(-4 / 3 / 3, 3);
    expect(pairs["minh:ngang châu:ngang"]).toBeCloseTo(1 / 6 / 3, 3);
  });
});
