// Playwright's JSON report → passed/failed, the way run-all counts every suite.
import type { Counts } from "../result-counts.ts";

interface PlaywrightStats {
  expected?: number;
  unexpected?: number;
  flaky?: number;
  skipped?: number;
}

/**
 * `expected` are tests that passed, `unexpected` failed. A flaky test (failed, then passed on a
 * retry) counts as failed: retries are off, and a test that only sometimes passes protects nothing.
 * Skipped tests are neither.
 */
export function countPlaywrightJson(json: string): Counts {
  const { stats = {} } = JSON.parse(json) as { stats?: PlaywrightStats };
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}
