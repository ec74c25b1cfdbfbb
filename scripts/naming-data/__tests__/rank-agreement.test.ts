import { describe, expect, it } from "vitest";
import {
  agreementOf,
  averageRanks,
  gradeAgreementOf,
  readerAgreementOf,
  spearman,
  type ScoredName,
} from "../rank-agreement.ts";

const names = (scores: number[], verdicts: ScoredName["verdicts"][]): ScoredName[] =>
  scores.map((score, i) => ({ score, verdicts: verdicts[i]! }));

describe("Spearman's rho between scores and readers' verdicts", () => {
  it("gives tied values the mean of the ranks they span", () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([3, 3, 3])).toEqual([2, 2, 2]);
  });

  it("is 1 for the same order, −1 for the reverse, and the textbook value with ties", () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1);
    expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1);
    // scipy.stats.spearmanr([1, 2, 3, 4, 5], [5, 6, 7, 8, 7]) = 0.8207826816681233
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(0.8207826816681233, 12);
  });

  it("has no rho where every name drew the same verdict", () => {
    expect(spearman([1, 2, 3], [2, 2, 2])).toBeNull();
    const summary = agreementOf([names([90, 80, 70], [["natural"], ["natural"], ["natural"]])]);
    expect(summary).toMatchObject({ reports: 1, undefinedReports: 1, mean: null, median: null });
  });

  it("averages each name's readers (natural 2, odd 1, unnatural 0) and summarises per report", () => {
    const followsReaders = names(
      [90, 80, 70],
      [
        ["natural", "natural"],
        ["natural", "odd"],
        ["unnatural", "odd"],
      ],
    );
    const againstReaders = names([70, 80, 90], [["natural"], ["odd"], ["unnatural"]]);
    const mixed = names([90, 80, 70, 60], [["natural"], ["unnatural"], ["natural"], ["odd"]]);
    const summary = agreementOf([followsReaders, againstReaders, mixed]);
    expect(summary.rhos.map((r) => Number(r.toFixed(4)))).toEqual([
      1,
      -1,
      Number(spearman([4, 3, 2, 1], [2, 0, 2, 1])!.toFixed(4)),
    ]);
    expect(summary.median).toBeCloseTo(summary.rhos[2]!);
    expect(summary.mean).toBeCloseTo((1 - 1 + summary.rhos[2]!) / 3);
  });

  it("knows the best rho a score without ties can reach: one odd name last among 20 gives only 0.38", () => {
    const verdicts: ScoredName["verdicts"][] = Array.from({ length: 20 }, (_, i) => (i < 19 ? ["natural"] : ["odd"]));
    const summary = agreementOf([
      names(
        Array.from({ length: 20 }, (_, i) => 100 - i),
        verdicts,
      ),
    ]);
    expect(summary.rhos[0]).toBeCloseTo(summary.ceiling!);
    expect(summary.ceiling).toBeCloseTo(0.378, 3);
  });
});

describe("Spearman's rho between scores and readers' grades (1–5)", () => {
  it("averages each name's grades and correlates their ranks with the scores'", () => {
    // Mean grades 4.5, 2, 3, 3 for scores 90, 80, 70, 60: grade ranks 4, 1, 2.5, 2.5 against score
    // ranks 4, 3, 2, 1. Deviations from 2.5: (1.5, −1.5, 0, 0) and (1.5, 0.5, −0.5, −1.5):
    // Σdxdy = 2.25 − 0.75 = 1.5, Σdx² = 4.5, Σdy² = 5, rho = 1.5 / √22.5 = 0.3162.
    const report = [
      { score: 90, grades: [5, 4] },
      { score: 80, grades: [2, 2] },
      { score: 70, grades: [3, 3] },
      { score: 60, grades: [4, 2] },
    ];
    const summary = gradeAgreementOf([report]);
    expect(summary.rhos[0]).toBeCloseTo(1.5 / Math.sqrt(22.5), 12);
    expect(summary.rhos[0]).toBeCloseTo(0.3162, 4);
  });

  it("gives the verdicts the same rho as their values given as grades", () => {
    const verdicts = names([90, 80, 70], [["natural", "odd"], ["unnatural"], ["odd", "odd"]]);
    const grades = [
      { score: 90, grades: [2, 1] },
      { score: 80, grades: [0] },
      { score: 70, grades: [1, 1] },
    ];
    expect(agreementOf([verdicts]).rhos).toEqual(gradeAgreementOf([grades]).rhos);
  });

  it("measures each reader against the mean of the others", () => {
    // Three readers, three names. Reader 1 (5, 3, 1) against the others' means (3.5, 3, 2.5): rho 1.
    // Reader 2 (4, 4, 1) against (4, 2.5, 2.5): ranks (2.5, 2.5, 1) and (3, 1.5, 1.5), deviations
    // (0.5, 0.5, −1) and (1, −0.5, −0.5): Σdxdy = 0.75, Σdx² = Σdy² = 1.5, rho 0.5. Reader 3
    // (3, 2, 4) against (4.5, 3.5, 1): ranks (2, 1, 3) and (3, 2, 1), deviations (0, −1, 1) and
    // (1, 0, −1): Σdxdy = −1, Σdx² = Σdy² = 2, rho −0.5. Mean (1 + 0.5 − 0.5) / 3 = 1/3.
    const report = [
      { score: 0, grades: [5, 4, 3] },
      { score: 0, grades: [3, 4, 2] },
      { score: 0, grades: [1, 1, 4] },
    ];
    const { rhos, mean } = readerAgreementOf([report]);
    expect(rhos.map((r) => Number(r.toFixed(6)))).toEqual([1, 0.5, -0.5]);
    expect(mean).toBeCloseTo(1 / 3, 12);
  });
});
