import { describe, expect, it } from "vitest";
import { countDenoTest, countPgProve, countSummaryLine, countVitestJson, withExitCode } from "../result-counts.ts";

describe("countDenoTest", () => {
  it("reads a green run's closing line through its colour codes", () => {
    const output =
      "running 4 tests\n\n\u001b[0m\u001b[32mok\u001b[0m | 4 passed | 0 failed \u001b[0m\u001b[38;5;245m(14ms)\u001b[0m\n";
    expect(countDenoTest(output)).toEqual({ passed: 4, failed: 0 });
  });

  it("reads a failed run, not counting steps as tests", () => {
    expect(countDenoTest("ERRORS\n…\nFAILED | 2 passed (2 steps) | 1 failed (9ms)\n\nerror: Test failed")).toEqual({
      passed: 2,
      failed: 1,
    });
  });

  it("returns null when deno never reached its summary (a type error)", () => {
    expect(countDenoTest("error: TS2322 [ERROR]: Type 'string' is not assignable to type 'number'.")).toBeNull();
  });
});

describe("countPgProve", () => {
  it("counts every test as passed on a clean run", () => {
    const output =
      "supabase/tests/001-rls-enabled.sql .. ok\nAll tests successful.\nFiles=8, Tests=72,  0 wallclock secs\nResult: PASS\n";
    expect(countPgProve(output)).toEqual({ passed: 72, failed: 0 });
  });

  it("sums the failures of every failing file in the summary report", () => {
    const output = [
      "Test Summary Report",
      "-------------------",
      "supabase/tests/004-records-visitor-access.sql (Wstat: 0 Tests: 28 Failed: 2)",
      "  Failed tests:  4, 6",
      "supabase/tests/007-purge-stale-records.sql (Wstat: 256 Tests: 6 Failed: 1)",
      "Files=8, Tests=72,  1 wallclock secs",
      "Result: FAIL",
    ].join("\n");
    expect(countPgProve(output)).toEqual({ passed: 69, failed: 3 });
  });

  it("returns null when pg_prove could not even connect", () => {
    expect(countPgProve("psql: error: connection to server failed")).toBeNull();
  });
});

describe("countVitestJson", () => {
  it("takes passed and failed tests and ignores skipped ones", () => {
    const report = JSON.stringify({ numPassedTests: 40, numFailedTests: 2, numPendingTests: 3, numTotalTests: 45 });
    expect(countVitestJson(report)).toMatchObject({ passed: 40, failed: 2 });
  });

  it("names each failed test with its file and the first line of its error", () => {
    const report = JSON.stringify({
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: "/repo/web/src/a.test.ts",
          assertionResults: [
            { status: "passed", fullName: "a works", failureMessages: [] },
            {
              status: "failed",
              fullName: "a › breaks",
              failureMessages: ["AssertionError: expected 1 to be 2\n    at a.test.ts:3:5"],
            },
          ],
        },
      ],
    });
    expect(countVitestJson(report, "/repo").failures).toEqual([
      "web/src/a.test.ts › a › breaks: AssertionError: expected 1 to be 2",
    ]);
  });
});

describe("countSummaryLine", () => {
  it("reads a suite script's closing `N passed, N failed` line", () => {
    expect(countSummaryLine("✔ one\nall done\n7 passed, 0 failed\n")).toEqual({ passed: 7, failed: 0 });
  });

  it("names the failed tests listed right above that line", () => {
    expect(countSummaryLine("✖ early noise\n✔ one\n✖ a › b: boom\n✖ c › d: late\n6 passed, 2 failed\n")).toEqual({
      passed: 6,
      failed: 2,
      failures: ["a › b: boom", "c › d: late"],
    });
  });

  it("ignores the pattern anywhere but the last line", () => {
    expect(countSummaryLine("7 passed, 1 failed\nthen it crashed")).toBeNull();
  });
});

describe("withExitCode", () => {
  it("turns a non-zero exit with no reported failure into one failure", () => {
    expect(withExitCode({ passed: 10, failed: 0 }, 1)).toEqual({ passed: 10, failed: 1 });
    expect(withExitCode(null, 2)).toEqual({ passed: 0, failed: 1 });
  });

  it("keeps the tool's own counts when it reported its failures", () => {
    expect(withExitCode({ passed: 10, failed: 3 }, 1)).toEqual({ passed: 10, failed: 3 });
    expect(withExitCode({ passed: 10, failed: 0 }, 0)).toEqual({ passed: 10, failed: 0 });
  });
});
