import { describe, expect, it } from "vitest";
import { agreementOf, averageRanks, spearman, type ScoredName } from "../rank-agreement.ts";

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
