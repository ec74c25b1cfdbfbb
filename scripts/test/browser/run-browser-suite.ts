// The browser suite's entry for `npm test` (scripts/test/suites.ts runs this file when it exists):
// checks the local stack answers, builds the production bundle, runs Playwright (web/e2e) against it
// and ends with run-all's own last line, `N passed, N failed`, each failed test named above it. Exits non-zero on any failure.
//
//   npx tsx scripts/test/browser/run-browser-suite.ts      (the stack must run: npm run stack:start)
//   … --built      (web/dist was just built from this checkout: npm test builds it while the stack starts)
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { API_URL, ROOT_DIR } from "../../stack/config.ts";
import { JSON_REPORT_FILE, SCREENSHOTS_DIR } from "../../../web/e2e/support/browser-settings.ts";
import { runAndShow } from "../run-suite.ts";
import { countPlaywrightJson } from "./playwright-counts.ts";

const bin = (name: string) => path.join(ROOT_DIR, "node_modules", ".bin", name);
const PLAYWRIGHT_CONFIG = path.join(ROOT_DIR, "web", "e2e", "playwright.config.ts");

/** One failed step before Playwright ran: said plainly, counted as one failure. */
function stop(reason: string): never {
  console.error(`browser suite: ${reason}`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const health = await fetch(`${API_URL}/health`).catch(() => null);
if (!health?.ok) stop(`the local stack does not answer at ${API_URL}/health (npm run stack:start)`);

// `--built`: npm test made the build moments ago, while the stack started (scripts/test/suites.ts).
if (!process.argv.includes("--built")) {
  const build = await runAndShow(bin("vite"), ["build", "--config", "web/vite.config.ts"], ROOT_DIR);
  if (build.exitCode !== 0) stop("the production build failed");
}

// A report or screenshot left by an earlier run must not pass for this run's.
rmSync(JSON_REPORT_FILE, { force: true });
rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
const run = await runAndShow(bin("playwright"), ["test", "--config", PLAYWRIGHT_CONFIG], ROOT_DIR);

const counts = existsSync(JSON_REPORT_FILE) ? countPlaywrightJson(readFileSync(JSON_REPORT_FILE, "utf8")) : null;
const passed = counts?.passed ?? 0;
// Playwright failing without a failed test (config error, web server not starting) is one failure.
const failed = (counts?.failed ?? 0) || (run.exitCode !== 0 ? 1 : 0);
if (existsSync(SCREENSHOTS_DIR)) console.log(`screenshots: ${path.relative(ROOT_DIR, SCREENSHOTS_DIR)}/`);
// Just above the last line, where run-all's summary picks them up (countSummaryLine).
for (const failure of counts?.failures ?? []) console.log(`✖ ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
