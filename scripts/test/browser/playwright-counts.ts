// Playwright's JSON report → passed/failed, the way run-all counts every suite.
import type { Counts } from "../result-counts.ts";

interface PlaywrightStats {
  expected?: number;
  unexpected?: number;
  flaky?: number;
  skipped?: number;
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title?: string;
    file?: string;
    tests?: Array<{ status?: string; results?: Array<{ error?: { message?: string } }> }>;
  }>;
}

// Colour codes: Playwright colours its error messages even in the JSON report.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** Each failed or flaky test as `file › describe › title: the first line of its first error`. */
function failuresIn(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    const here = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === "unexpected" || test.status === "flaky")
        .map((test) => {
          const error = test.results?.find((result) => result.error)?.error?.message ?? "";
          const firstLine = error.replace(ANSI_ESCAPE, "").trim().split("\n")[0]?.slice(0, 300) ?? "";
          return `${[spec.file ?? suite.file ?? "?", ...path, spec.title ?? "?"].join(" › ")}: ${firstLine}`;
        }),
    );
    return [...here, ...failuresIn(suite.suites ?? [], path)];
  });
}

/**
 * `expected` are tests that passed, `unexpected` failed. A flaky test (failed, then passed on a
 * retry) counts as failed: retries are off, and a test that only sometimes passes protects nothing.
 * Skipped tests are neither. The failed tests are named, so a log cut to its tail still says which.
 */
export function countPlaywrightJson(json: string): Counts {
  const { stats = {}, suites = [] } = JSON.parse(json) as { stats?: PlaywrightStats; suites?: PlaywrightSuite[] };
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    failures: failuresIn(suites),
  };
}
