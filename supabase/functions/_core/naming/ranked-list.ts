// Candidates in rank order (byRank), sorted only as far as they are read. A report reads its first
// hundred or two names of a thousand or more, and sorting them all was a sixth of its time. The
// order of what is read is exactly the full sort's: each step sorts the best names left, all of
// whose scores are above every name it leaves.
import { byRank, type RankedCandidate } from "./ranked-candidate.ts";

/** How many names each step sorts, at least: more than most reports read. */
const STEP = 256;

export class RankedList {
  private readonly sorted: RankedCandidate[] = [];
  private rest: RankedCandidate[];
  readonly length: number;

  constructor(candidates: readonly RankedCandidate[]) {
    this.rest = [...candidates];
    this.length = candidates.length;
  }

  /** The name at this rank (0 is the best), or undefined past the last. */
  at(index: number): RankedCandidate | undefined {
    while (index >= this.sorted.length && this.rest.length > 0) this.sortNext();
    return this.sorted[index];
  }

  /** Sorts the names scoring at least the STEP-th best score left (ties included) onto the sorted ones. */
  private sortNext(): void {
    const rest = this.rest;
    let next: RankedCandidate[];
    if (rest.length <= STEP) {
      next = rest;
      this.rest = [];
    } else {
      // A typed array sorts numbers natively, with no comparison function called per pair (filled
      // in a loop: Float64Array.from with a mapping function was slower than the sort).
      const scores = new Float64Array(rest.length);
      for (let i = 0; i < rest.length; i++) scores[i] = rest[i]!.exact;
      scores.sort();
      const lowest = scores[scores.length - STEP]!;
      next = [];
      const left: RankedCandidate[] = [];
      for (const c of rest) (c.exact >= lowest ? next : left).push(c);
      this.rest = left;
    }
    next.sort(byRank);
    for (const c of next) this.sorted.push(c);
  }
}
