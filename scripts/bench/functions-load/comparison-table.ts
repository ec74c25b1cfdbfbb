// The printed form of the load benchmark: per endpoint, real and floor side by side and the ratios.
import type { LoadFigures, LoadGoal, Ratios } from "./load-figures.ts";

export interface EndpointComparison {
  name: string;
  connections: number;
  /** What the floor does, in a few words, so a reader knows what the ratio measures. */
  floorDoes: string;
  real: LoadFigures;
  floor: LoadFigures;
  ratios: Ratios;
  goal: LoadGoal;
  meetsGoal: boolean;
}

const cell = (value: string) => value.padStart(10);
const row = (label: string, values: string[]) => `    ${label.padEnd(12)}${values.map(cell).join("")}`;
const figures = (f: LoadFigures) => [
  f.requestsPerSecond.toFixed(1),
  f.p50Ms.toFixed(2),
  f.p99Ms.toFixed(2),
  f.functionCpuMsPerRequest.toFixed(2),
];
const times = (ratio: number) => `${ratio.toFixed(2)}×`;

export function comparisonLines(comparison: EndpointComparison): string[] {
  const { real, floor, ratios } = comparison;
  const verdict = comparison.meetsGoal ? "OK" : "MISSES GOAL";
  const lines = [
    `  ${comparison.name} (${comparison.connections} connections; floor: ${comparison.floorDoes})`,
    row("", ["req/s", "p50 ms", "p99 ms", "fn CPU ms"]),
    row("real", figures(real)),
    row("floor", figures(floor)),
    `${row("real/floor", [times(ratios.throughput), times(ratios.p50), times(ratios.p99), times(ratios.functionCpu)])}   ` +
      `goal: req/s ≥ ${comparison.goal.minThroughputRatio}×, p50 ≤ ${comparison.goal.maxP50Ratio}×  ${verdict}`,
  ];
  for (const [label, f] of [
    ["real", real],
    ["floor", floor],
  ] as const) {
    if (f.failures > 0)
      lines.push(`    ${label} had ${f.failures} failed requests (${f.failureDetail}): the figures are not comparable`);
  }
  return lines;
}
