// Where the browser suite and the Lighthouse bench find the browser, the app and their outputs.
import path from "node:path";
import { HOST, ROOT_DIR } from "@scripts/stack/config.ts";
import { DIST_PORT } from "@scripts/web/serve-dist.ts";

/**
 * Debian's full browser (apt `chromium`), installed by scripts/bootstrap.mjs: the bench measures with
 * it, as its figures stand for a phone's browser.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (apt `chromium-headless-shell`, the same version and
 * the same Blink, without the full browser's windowing layer), which the browser suite drives. On two
 * cores it ran the suite with about half the CPU of the full browser (48 s against 87 s, 101 s against
 * 176 s of wall time), CPU the unit tests beside it in `npm test` share.
 */
export const TEST_BROWSER_PATH = "/usr/bin/chromium-headless-shell";

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
