// The request the tests of the parents' own names start from, and one name analysed in it.
import { generateReport } from "../generate-report.ts";
import type { CandidateAnalysis } from "../report-types.ts";
import type { InspirationInput } from "../types.ts";

export const TODAY = "2026-11-23";
export const BASE: InspirationInput = {
  surname: "Nguyễn",
  gender: "gai",
  birthDate: "2026-03-15",
  themes: ["binh-an", "cai-dep"],
  wish: null,
  middleName: null,
  avoid: [],
  length: 3,
  candidates: [],
  fatherBirthYear: null,
  motherBirthYear: null,
};

export function candidate(name: string, input: Partial<InspirationInput> = {}): CandidateAnalysis {
  const report = generateReport({ ...BASE, ...input, candidates: [{ name, hanTu: null }] }, { today: TODAY });
  return report.candidates![0]!;
}
