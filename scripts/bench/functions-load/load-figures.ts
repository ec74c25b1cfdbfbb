// From raw load rounds to the figures the issue asks for (requests/s, p50, p99) and to the ratios
// real/floor with their goal (get-inspiration: p50 ≤ 1.15× the floor, throughput ≥ 0.9×).
import type { RawLoadResult } from "./load-types.ts";

export interface LoadFigures {
  /** 2xx answers per second over all rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  okAnswers: number;
  /** Non-2xx answers and connection errors: any of them makes the comparison meaningless. */
  failures: number;
  failureDetail: string;
  /** CPU of the function's own process per 2xx answer; NaN when not measured. */
  functionCpuMsPerRequest: number;
}

export interface LoadGoal {
  maxP50Ratio: number;
  minThroughputRatio: number;
}

/** get-inspiration's: its floor runs the same SELECT, so the ratio is the view, its encoding and the frame. */
export const READ_LOAD_GOAL: LoadGoal = { maxP50Ratio: 1.15, minThroughputRatio: 0.9 };
/** create-inspiration's: validation and the frame against a floor that runs the engine and the INSERT too. */
export const CREATE_LOAD_GOAL: LoadGoal = { maxP50Ratio: 1.3, minThroughputRatio: 0.75 };

export interface Ratios {
  p50: number;
  p99: number;
  throughput: number;
  functionCpu: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/**
 * Pools the rounds of one target: each round ran as long as the others, so all answers weigh alike.
 * `functionCpuMs` is the CPU its function process used over those rounds, when known.
 */
export function loadFigures(rounds: readonly RawLoadResult[], functionCpuMs = Number.NaN): LoadFigures {
  const latencies = rounds.flatMap((round) => round.latenciesMs).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, round) => sum + round.durationSeconds, 0);
  const failing = new Map<string, number>();
  for (const round of rounds) {
    for (const [status, count] of Object.entries(round.statusCounts)) {
      if (!status.startsWith("2")) failing.set(status, (failing.get(status) ?? 0) + count);
    }
    if (round.errors > 0) failing.set("connection errors", (failing.get("connection errors") ?? 0) + round.errors);
  }
  return {
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    okAnswers: latencies.length,
    failures: [...failing.values()].reduce((sum, count) => sum + count, 0),
    failureDetail: [...failing].map(([what, count]) => `${count}× ${what}`).join(", "),
    functionCpuMsPerRequest: functionCpuMs / latencies.length,
  };
}

export function ratios(real: LoadFigures, floor: LoadFigures): Ratios {
  return {
    p50: real.p50Ms / floor.p50Ms,
    p99: real.p99Ms / floor.p99Ms,
    throughput: real.requestsPerSecond / floor.requestsPerSecond,
    functionCpu: real.functionCpuMsPerRequest / floor.functionCpuMsPerRequest,
  };
}

export function meetsLoadGoal(real: LoadFigures, floor: LoadFigures, goal: LoadGoal): boolean {
  const { p50, throughput } = ratios(real, floor);
  return (
    real.failures === 0 && floor.failures === 0 && p50 <= goal.maxP50Ratio && throughput >= goal.minThroughputRatio
  );
}
