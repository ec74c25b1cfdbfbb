// Where the browser suite and the Lighthouse bench find the browser, the app and their outputs.
import path from "node:path";
import { HOST, ROOT_DIR } from "@scripts/stack/config.ts";
import { DIST_PORT } from "@scripts/web/serve-dist.ts";

/** Debian's build (apt `chromium`), installed by scripts/bootstrap.mjs for `npm test` and `npm run bench`. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Headless, no sandbox (root in CI), and none of Chromium's own traffic (updates, sync, field
 * trials), so the network the tests observe is the app's alone.
 */
export const BROWSER_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** scripts/web/serve-dist.ts's address; the functions' ALLOWED_ORIGINS list it. */
export const E2E_BASE_URL = `http://${HOST}:${DIST_PORT}`;

export const TEST_RESULTS_DIR = path.join(ROOT_DIR, "test-results");
export const SCREENSHOTS_DIR = path.join(TEST_RESULTS_DIR, "screenshots");
export const JSON_REPORT_FILE = path.join(TEST_RESULTS_DIR, "playwright-report.json");
