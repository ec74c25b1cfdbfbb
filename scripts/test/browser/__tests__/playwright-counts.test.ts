import { describe, expect, it } from "vitest";
import { countPlaywrightJson } from "../playwright-counts.ts";

describe("countPlaywrightJson", () => {
  it("counts expected results as passed and unexpected ones as failed", () => {
    const report = JSON.stringify({ stats: { expected: 9, unexpected: 2, flaky: 0, skipped: 1 }, suites: [] });
    expect(countPlaywrightJson(report)).toEqual({ passed: 9, failed: 2 });
  });

  it("counts a flaky test as a failure", () => {
    expect(countPlaywrightJson(JSON.stringify({ stats: { expected: 3, unexpected: 0, flaky: 1 } }))).toEqual({
      passed: 3,
      failed: 1,
    });
  });

  it("reads a report without stats (Playwright stopped early) as nothing run", () => {
    expect(countPlaywrightJson("{}")).toEqual({ passed: 0, failed: 0 });
  });
});
