import path from "node:path";

// Turns each test tool's own report into passed/failed counts, so run-all can print one total.
// Every parser reads what the tool prints for people (or its JSON report), never guesses: when a
// tool fails without reporting a failed test (a crash, a compile error), the caller counts one failure.

export interface Counts {
  passed: number;
  failed: number;
  /** The failed tests' names, with the first line of each error, where the tool's report gives them. */
  failures?: string[];
}

// Colour codes: tools colour their summaries when they think a person is watching.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const plain = (output: string) => output.replace(ANSI_ESCAPE, "");

/**
 * Vitest's `--reporter=json` file (Jest's format): pending and todo tests are neither. Failed tests
 * are named by their file, relative to `rootDir`, and their full name.
 */
export function countVitestJson(json: string, rootDir = ""): Counts {
  const report = JSON.parse(json) as {
    numPassedTests?: number;
    numFailedTests?: number;
    testResults?: Array<{
      name?: string;
      assertionResults?: Array<{ status?: string; fullName?: string; failureMessages?: string[] }>;
    }>;
  };
  const failures = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map(
        (test) =>
          `${path.relative(rootDir, file.name ?? "?")} › ${test.fullName ?? "?"}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  );
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures };
}

const firstLine = (message: string | undefined) =>
  plain(message ?? "")
    .trim()
    .split("\n")[0]
    ?.slice(0, 300) ?? "";

/** `deno test`'s closing line: `ok | 12 passed | 0 failed (1s)` or `FAILED | 3 passed (2 steps) | 1 failed`. */
export function countDenoTest(output: string): Counts | null {
  const matches = [...plain(output).matchAll(/^(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/gm)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
}

/**
 * pg_prove (TAP::Harness): `Files=8, Tests=72, …` gives the tests run; each failing file is listed
 * under "Test Summary Report" as `(Wstat: 0 Tests: 14 Failed: 2)`.
 */
export function countPgProve(output: string): Counts | null {
  const text = plain(output);
  const total = /^Files=\d+, Tests=(\d+),/m.exec(text);
  if (!total) return null;
  const failed = [...text.matchAll(/\(Wstat: \d+ Tests: \d+ Failed: (\d+)\)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  return { passed: Number(total[1]) - failed, failed };
}

/**
 * The line run-all itself ends with, which any suite script may end with too: `N passed, N failed`.
 * The lines right above it that start with `✖ ` name the failed tests.
 */
export function countSummaryLine(output: string): Counts | null {
  const lines = plain(output).trimEnd().split("\n");
  const match = /^(\d+) passed, (\d+) failed$/.exec(lines.at(-1)?.trim() ?? "");
  if (!match) return null;
  const failures: string[] = [];
  for (let i = lines.length - 2; i >= 0 && lines[i]!.startsWith("✖ "); i--) failures.unshift(lines[i]!.slice(2));
  return { passed: Number(match[1]), failed: Number(match[2]), ...(failures.length > 0 ? { failures } : {}) };
}

/** A step with no test count of its own (typecheck, lint) counts as one test. */
export const countSingleStep = (exitCode: number): Counts =>
  exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

/** A non-zero exit must never read as green, even if the tool reported no failed test. */
export function withExitCode(counts: Counts | null, exitCode: number): Counts {
  const base = counts ?? { passed: 0, failed: 0 };
  return exitCode !== 0 && base.failed === 0 ? { passed: base.passed, failed: 1 } : base;
}
