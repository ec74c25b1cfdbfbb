// What the tests of the page before the app (early-record-pages, early-home-form) share: holding
// back the app's downloads and counting the calls a page makes, so a test proves the page did not
// wait for them.
import type { Page, Request } from "@playwright/test";

/** A cold load downloads the whole app; on a busy test machine that takes longer than expect's default. */
export const COLD_LOAD = { timeout: 20_000 };

/**
 * Every file of the app, scripts and stylesheets, but the early view's own small script
 * (web/build/early-view-plugin.ts): a record page's own HTML (web/build/record-page-shell.ts)
 * carries the stylesheets its first look needs.
 */
const APP_FILES = /\/assets\/(?!early-view-)[^/]+\.(js|css)$/;

export const isCall = (name: string) => (request: Request) =>
  request.method() === "POST" && request.url().endsWith(`/functions/v1/${name}`);

/**
 * Holds every download of the scripts `pattern` matches until `release` resolves; the test fails if
 * the page needed them to get there.
 */
export async function holdScripts(page: Page, pattern: RegExp, release: Promise<unknown>): Promise<void> {
  await page.route(pattern, async (route) => {
    await release;
    await route.continue();
  });
}

/** Calls to the function `name` the page made, counted from now on. */
export function countCalls(page: Page, name: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (isCall(name)(request)) count += 1;
  });
  return () => count;
}

/** Starts recording the page's layout shifts (their scores); the returned function reads them. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { __shifts: shifts });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}

/**
 * Opens `path` cold with every file of the app held back until `release()`, counting the calls to
 * the function `name` and recording layout shifts.
 */
export async function openWithoutTheApp(page: Page, path: string, name: string) {
  const calls = countCalls(page, name);
  let release!: () => void;
  await holdScripts(page, APP_FILES, new Promise<void>((resolve) => (release = resolve)));
  const shifts = await recordLayoutShifts(page);
  await page.goto(path, { waitUntil: "commit" });
  return { calls, release, shifts };
}
