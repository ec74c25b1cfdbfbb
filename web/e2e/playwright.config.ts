// The browser suite: Debian's Chromium headless shell (never a downloaded browser) drives the production build,
// served with gzip by scripts/web/serve-dist.ts, against the running local stack, as a visitor on a
// phone-sized screen. `npm test` runs it through scripts/test/browser/run-browser-suite.ts, which
// builds first; alone: `npm run build && npx playwright test --config web/e2e/playwright.config.ts`.
import { defineConfig } from "@playwright/test";
import {
  BROWSER_ARGS,
  E2E_BASE_URL,
  JSON_REPORT_FILE,
  TEST_BROWSER_PATH,
  TEST_RESULTS_DIR,
} from "./support/browser-settings.ts";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  globalSetup: "./support/global-setup.ts",
  // Artifacts Playwright owns (traces, failure screenshots); it empties this folder on each run, so
  // the screens' own screenshots live beside it, in test-results/screenshots/.
  outputDir: `${TEST_RESULTS_DIR}/playwright`,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // The paid report renders 20 cards, a comparison table and the favourites at once; on a busy
  // two-core machine that once took longer than 5 s. A web-first wait still fails on a real hang.
  expect: { timeout: 12_000 },
  reporter: [["list"], ["json", { outputFile: JSON_REPORT_FILE }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: BROWSER_ARGS },
    // No trace: recording one for every test (to keep only a failure's) cost about 40 % of the
    // suite's CPU, which npm test's other lane shares. A failure still leaves its screenshot and
    // error context; `npx playwright test --config web/e2e/playwright.config.ts <spec> --trace on`
    // records the trace of a test that fails.
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node_modules/.bin/tsx scripts/web/serve-dist.ts",
    cwd: "../..",
    url: E2E_BASE_URL,
    // Never a leftover server: the suite must measure the build it just made, served with gzip.
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
