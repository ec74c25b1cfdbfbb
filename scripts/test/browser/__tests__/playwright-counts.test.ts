import { describe, expect, it } from "vitest";
import { countPlaywrightJson } from "../playwright-counts.ts";

describe("countPlaywrightJson", () => {
  it("counts expected results as passed and unexpected ones as failed", () => {
    const report = JSON.stringify({ stats: { expected: 9, unexpected: 2, flaky: 0, skipped: 1 }, suites: [] });
    expect(countPlaywrightJson(report)).toEqual({ passed: 9, failed: 2, failures: [] });
  });

  it("counts a flaky test as a failure", () => {
    expect(countPlaywrightJson(JSON.stringify({ stats: { expected: 3, unexpected: 0, flaky: 1 } }))).toMatchObject({
      passed: 3,
      failed: 1,
    });
  });

  it("reads a report without stats (Playwright stopped early) as nothing run", () => {
    expect(countPlaywrightJson("{}")).toEqual({ passed: 0, failed: 0, failures: [] });
  });

  it("names each failed or flaky test by its file, its describe blocks and its title, with its error's first line", () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: "payment-page.spec.ts",
          file: "payment-page.spec.ts",
          specs: [
            { title: "shows the QR", file: "payment-page.spec.ts", tests: [{ status: "expected", results: [{}] }] },
          ],
          suites: [
            {
              title: "copy buttons",
              file: "payment-page.spec.ts",
              specs: [
                {
                  title: "confirms the copy",
                  file: "payment-page.spec.ts",
                  tests: [
                    {
                      status: "unexpected",
                      results: [
                        {
                          error: {
                            message: "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …",
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: "copies the amount",
                  file: "payment-page.spec.ts",
                  tests: [{ status: "flaky", results: [{ error: { message: "Timeout 30000ms exceeded." } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(countPlaywrightJson(JSON.stringify(report)).failures).toEqual([
      "payment-page.spec.ts › copy buttons › confirms the copy: Error: expect(locator).toBeVisible() failed",
      "payment-page.spec.ts › copy buttons › copies the amount: Timeout 30000ms exceeded.",
    ]);
  });
});
