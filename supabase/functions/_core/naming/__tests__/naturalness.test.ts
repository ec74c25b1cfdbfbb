// Quality reads how natural a name is for this baby: how common the pair is, and whether its lean
// is the baby's gender. A report's free three are its most natural names (family-panel.test.ts).
import { describe, expect, it } from "vitest";
import { generateReport } from "../generate-report.ts";
import type { CandidateAnalysis } from "../report-types.ts";
import type { InspirationInput } from "../types.ts";
import { TODAY } from "./report-fixtures.ts";
import { candidateParts } from "../analyse-candidate.ts";
import { featuresOf } from "../analyse-name.ts";
import { DATA_SET } from "../data/data-set.ts";
import { prepareDataSet, surnameInfoOf } from "../prepared-data-set.ts";
import { analysisContext } from "../analysis-context.ts";

const BASE: InspirationInput = {
  surname: "Dương",
  gender: "gai",
  birthDate: null,
  themes: ["tri-tue"],
  wish: null,
  middleName: null,
  avoid: [],
  length: 3,
  candidates: [],
  fatherBirthYear: null,
  motherBirthYear: null,
};

function quality(name: string, input: Partial<InspirationInput> = {}): number {
  const report = generateReport({ ...BASE, ...input, candidates: [{ name, hanTu: null }] }, { today: TODAY });
  return (report.candidates![0] as CandidateAnalysis).scoreParts.quality;
}

describe("naturalness for this baby's gender", () => {
  it("reads a new combination as natural as its given name is for the baby: a girl's Đức Khuê before Đức Khôi", () => {
    // Neither pair is in the table; Khuê alone ends mostly girls' names, Khôi mostly boys'.
    expect(quality("Đức Khuê")).toBeGreaterThan(quality("Đức Khôi"));
    expect(quality("Đức Khôi", { gender: "trai" })).toBeGreaterThan(quality("Đức Khôi"));
  });

  it("reads a pair families give to the other gender as that gender's name: a girl's Đức Anh comes last", () => {
    expect(quality("Đức Anh")).toBeLessThan(quality("Đức Khôi"));
    expect(quality("Đức Anh", { gender: "trai" })).toBeGreaterThan(quality("Đức Anh") + 30);
  });

  it("marks down a pair given to both whose given name leans the other way: a boy's Thanh Hà", () => {
    expect(quality("Thanh Hà", { gender: "trai" })).toBeLessThan(quality("Thanh Hà"));
    // A boys' pair whose given name alone is given to boys too keeps its naturalness (Anh).
    expect(quality("Tuấn Anh", { gender: "trai" })).toBeGreaterThanOrEqual(quality("Thanh Hà"));
  });

  it("marks down a pair of the baby's gender whose given name alone is clearly the other's: a boy's Việt Phương", () => {
    // Both are boys' pairs; a boy is called by his given name, and Phương alone is a girl's, Anh is not.
    const boy = { gender: "trai" as const };
    expect(quality("Việt Phương", boy)).toBeLessThan(quality("Việt Anh", boy) - 10);
    expect(quality("Tuấn Linh", boy)).toBeLessThan(quality("Tuấn Kiệt", boy) - 10);
    // And the reverse: Ngọc Minh is a girls' pair, but Minh alone is a boy's.
    expect(quality("Ngọc Minh")).toBeLessThan(quality("Ngọc Hân") - 10);
  });

  it("takes a wished lineage middle name as the real names ending with the given name: Nguyễn Văn Hùng", () => {
    const boy = { surname: "Nguyễn", gender: "trai" as const };
    // Fully natural (a new combination stays under 50); only its style keeps it near 65: Hùng of the
    // parents' generation, Văn of the grandparents' (hop-thoi).
    expect(quality("Văn Hùng", boy)).toBeGreaterThanOrEqual(65);
    expect(quality("Văn Hùng", boy)).toBeGreaterThan(quality("Văn Luân", boy));
  });
});

describe("naturalness that saturates", () => {
  const prepared = prepareDataSet(DATA_SET);
  const input: InspirationInput = { ...BASE, gender: "trai" };
  const context = analysisContext(input, null, prepared);
  const surname = surnameInfoOf(input.surname, prepared);
  const features = (name: string) =>
    featuresOf(candidateParts({ name, hanTu: null }, surname, "trai", prepared), context, 0, 0, false);

  it("counts a name families commonly give as fully natural, however much commoner another is", () => {
    // Tuấn Anh is the commonest pair of the sample; Minh Trí is borne by far fewer, both by enough.
    const commonest = features("Tuấn Anh");
    const common = features("Minh Trí");
    expect(commonest.commonness).toBeGreaterThan(common.commonness);
    expect(common.naturalness).toBe(1);
    expect(commonest.naturalness).toBe(1);
    // A new combination stays far below.
    expect(features("Đức Khuê").naturalness).toBeLessThan(0.5);
  });
});

describe("how much a name reads as one of today's babies", () => {
  const prepared = prepareDataSet(DATA_SET);
  const context = analysisContext(BASE, null, prepared);
  const surname = surnameInfoOf(BASE.surname, prepared);
  const modernity = (name: string) =>
    featuresOf(candidateParts({ name, hanTu: null }, surname, "gai", prepared), context, 0, 0, false).modernity;

  it("reads a syllable of the grandparents' generation as more dated than one of the parents': Thị Loan, Minh Loan, Minh Lan", () => {
    // Loan and the middle name Thị are of the grandparents' time (xưa), Lan of the parents' (cổ
    // điển), Minh and Thư of today's (hiện đại).
    expect(modernity("Thị Loan")).toBe(0);
    expect(modernity("Minh Loan")).toBe(0.25);
    expect(modernity("Minh Lan")).toBe(0.75);
    expect(modernity("Minh Thư")).toBe(1);
    // A one-syllable given name by its own style.
    expect(modernity("Loan")).toBe(0);
    expect(modernity("Lan")).toBe(0.5);
  });

  it("ranks a common name of the grandparents' time below an equally common, equally explained one of the parents' time: Thanh Nga below Thu Hà", () => {
    expect(quality("Thanh Nga")).toBeLessThan(quality("Thu Hà") - 5);
  });
});

describe("a pair for both whose given name leans to the other gender", () => {
  it("keeps well under the same pair for the gender its given name leans to: a girl's Minh Hiếu", () => {
    // Minh Hiếu is given to both; Hiếu alone ends mostly boys' names. Readers grade such a name
    // "odd" for the other gender (a boy's Thanh Hà): it keeps 60 % of its naturalness.
    expect(quality("Minh Hiếu", { gender: "trai" }) - quality("Minh Hiếu")).toBeGreaterThanOrEqual(18);
  });
});
