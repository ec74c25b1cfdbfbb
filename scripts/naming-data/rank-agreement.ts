// How well a report's scores follow what native readers judged of its names: Spearman's rank
// correlation, per report, between the score each name shows and the readers' mean judgement,
// either a verdict (natural 2, odd 1, unnatural 0) or a grade from 1 to 5. Pure, so a test can
// check it against sums done by hand.

export type Verdict = "natural" | "odd" | "unnatural";

export const VERDICT_VALUE: Record<Verdict, number> = { natural: 2, odd: 1, unnatural: 0 };

/** Ranks from 1, tied values sharing the mean of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

/**
 * Spearman's rho with ties averaged (the Pearson correlation of the ranks); null when either side is
 * constant, as when the readers found every name of a report natural: then no order can be read.
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new Error("spearman: the two series differ in length");
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const mean = (rx.length + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < rx.length; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface ScoredName {
  score: number;
  /** Every reader's verdict on the name. */
  verdicts: readonly Verdict[];
}

interface AgreementSummary {
  reports: number;
  /** Reports whose scores or verdicts are all equal, where no rank correlation exists. */
  undefinedReports: number;
  rhos: number[];
  mean: number | null;
  median: number | null;
  /**
   * The mean rho a score could reach on these verdicts if it put every name in the readers' order
   * with no two scores equal: one odd name among 19 natural ones, last, gives only 0.38.
   */
  ceiling: number | null;
}

const meanOfGrades = (n: GradedName) => n.grades.reduce((sum, g) => sum + g, 0) / n.grades.length;
const meanOf = (values: readonly number[]) =>
  values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : null;

/** A name with every reader's grade (1–5), in the same order of readers for every name. */
export interface GradedName {
  score: number;
  grades: readonly number[];
}

/** Per report, rho between the score and the readers' mean grade; then their mean and median. */
export function gradeAgreementOf(reports: readonly (readonly GradedName[])[]): AgreementSummary {
  const rhos: number[] = [];
  const ceilings: number[] = [];
  for (const names of reports) {
    const judged = names.filter((n) => n.grades.length > 0);
    const values = judged.map(meanOfGrades);
    const rho = spearman(
      judged.map((n) => n.score),
      values,
    );
    if (rho === null) continue;
    rhos.push(rho);
    // The readers' order made strict: tied grades in any order give the same rho.
    const strict = averageRanks(values).map((rank, i) => rank + i / (values.length + 1));
    ceilings.push(spearman(strict, values)!);
  }
  return {
    reports: reports.length,
    undefinedReports: reports.length - rhos.length,
    rhos,
    mean: meanOf(rhos),
    median: rhos.length > 0 ? median(rhos) : null,
    ceiling: meanOf(ceilings),
  };
}

/**
 * How far the readers agree: per report and reader, rho between that reader's grades and the mean
 * of the others'; the mean over them all is about the best a score can expect to reach.
 */
export function readerAgreementOf(reports: readonly (readonly GradedName[])[]): {
  rhos: number[];
  mean: number | null;
} {
  const rhos: number[] = [];
  for (const names of reports) {
    const readers = Math.min(...names.map((n) => n.grades.length));
    if (names.length === 0 || readers < 2) continue;
    for (let k = 0; k < readers; k++) {
      const own = names.map((n) => n.grades[k]!);
      const others = names.map((n) => (n.grades.reduce((sum, g) => sum + g, 0) - n.grades[k]!) / (n.grades.length - 1));
      const rho = spearman(own, others);
      if (rho !== null) rhos.push(rho);
    }
  }
  return { rhos, mean: meanOf(rhos) };
}

/** Per report, rho between the shown score and the readers' mean verdict; then their mean and median. */
export function agreementOf(reports: readonly (readonly ScoredName[])[]): AgreementSummary {
  return gradeAgreementOf(
    reports.map((names) => names.map((n) => ({ score: n.score, grades: n.verdicts.map((v) => VERDICT_VALUE[v]) }))),
  );
}
