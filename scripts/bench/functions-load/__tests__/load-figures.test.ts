import { describe, expect, it } from "vitest";
import { CREATE_LOAD_GOAL, loadFigures, meetsLoadGoal, ratios, READ_LOAD_GOAL } from "../load-figures.ts";
import type { RawLoadResult } from "../load-types.ts";

const round = (
  latenciesMs: number[],
  durationSeconds: number,
  statusCounts: Record<string, number> = { 200: latenciesMs.length },
  errors = 0,
): RawLoadResult => ({ latenciesMs, statusCounts, errors, timeouts: 0, durationSeconds });

const millis = (count: number, from: number) => Array.from({ length: count }, (_, i) => from + i);

describe("loadFigures", () => {
  it("pools the rounds: answers over total time, percentiles over every answer", () => {
    const figures = loadFigures([round(millis(100, 1), 2), round(millis(100, 101), 2)]);
    expect(figures.requestsPerSecond).toBe(50);
    expect(figures.p50Ms).toBe(100);
    expect(figures.p99Ms).toBe(198);
    expect(figures.failures).toBe(0);
  });

  it("counts non-2xx answers and connection errors as failures, by kind", () => {
    const figures = loadFigures([round([5, 6], 1, { 201: 2, 429: 3 }), round([7], 1, { 201: 1, 503: 1 }, 2)]);
    expect(figures.okAnswers).toBe(3);
    expect(figures.failures).toBe(6);
    expect(figures.failureDetail).toBe("3× 429, 1× 503, 2× connection errors");
  });
});

describe("get-inspiration's goal against the floor", () => {
  const floor = loadFigures([round(millis(100, 1), 1)]);

  it("is met at p50 ≤ 1.15× and throughput ≥ 0.9× the floor", () => {
    const real = loadFigures([
      round(
        millis(100, 1).map((ms) => ms * 1.1),
        1.1,
      ),
    ]);
    expect(ratios(real, floor).throughput).toBeCloseTo(0.909);
    expect(ratios(real, floor).p50).toBeCloseTo(1.1);
    expect(meetsLoadGoal(real, floor, READ_LOAD_GOAL)).toBe(true);
  });

  it("is missed when p50 passes 1.15× even with the floor's throughput", () => {
    const slow = loadFigures([
      round(
        millis(100, 1).map((ms) => ms * 1.2),
        1,
      ),
    ]);
    expect(meetsLoadGoal(slow, floor, READ_LOAD_GOAL)).toBe(false);
  });

  it("is missed when throughput falls under 0.9×", () => {
    const few = loadFigures([round(millis(85, 10), 1)]);
    expect(ratios(few, floor).p50).toBeLessThan(1.15);
    expect(meetsLoadGoal(few, floor, READ_LOAD_GOAL)).toBe(false);
  });

  it("is missed when either side had failed requests, whatever the ratios", () => {
    const failing = loadFigures([round(millis(100, 1), 1, { 200: 100, 500: 1 })]);
    expect(meetsLoadGoal(failing, floor, READ_LOAD_GOAL)).toBe(false);
  });
});

describe("create-inspiration's goal against the floor", () => {
  const floor = loadFigures([round(millis(100, 1), 1)]);

  it("is met at p50 ≤ 1.3× and throughput ≥ 0.75× the floor, and missed past them", () => {
    const real = loadFigures([
      round(
        millis(100, 1).map((ms) => ms * 1.25),
        1.25,
      ),
    ]);
    expect(meetsLoadGoal(real, floor, CREATE_LOAD_GOAL)).toBe(true);
    expect(meetsLoadGoal(real, floor, READ_LOAD_GOAL)).toBe(false);
    const slow = loadFigures([
      round(
        millis(100, 1).map((ms) => ms * 1.4),
        1,
      ),
    ]);
    expect(meetsLoadGoal(slow, floor, CREATE_LOAD_GOAL)).toBe(false);
  });
});
