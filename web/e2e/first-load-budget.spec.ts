// The first-load budget, on the production build: the home page's first-load JavaScript stays within
// 100 KB gzip and carries no supabase-js, and an unpaid result page's within 160 KB. The second test proves the supabase-js check can fail: six
// hours later the retention cleanup loads supabase-js lazily, and the same measurement catches it.
import { expect, test } from "@playwright/test";
import { waitForLiveHomeForm } from "./support/app-live.ts";
import { E2E_BASE_URL } from "./support/browser-settings.ts";
import {
  describeFirstLoad,
  FIRST_LOAD_BUDGET_BYTES,
  measureScript,
  RESULT_PAGE_BUDGET_BYTES,
  totalGzipBytes,
} from "./support/first-load-size.ts";
import { recordScriptRequests } from "./support/loaded-scripts.ts";
import { createRecord } from "./support/seed-records.ts";

/** docs/product.md §3: the cleanup's first run, 6 hours after the app mounts. */
const CLEANUP_DELAY = "06:00:01";

test("the home page's first-load JavaScript is at most 100 KB gzip and holds no supabase-js", async ({ page }) => {
  const scripts = recordScriptRequests(page, E2E_BASE_URL);

  await page.goto("/");
  // The app is asked for after the first paint, which a loaded machine can hold past a moment of
  // network silence: wait for the app itself, then for the network to settle.
  await waitForLiveHomeForm(page);
  await page.waitForLoadState("networkidle");

  const sizes = scripts.urls().map((url) => measureScript(url));
  console.log(`home first load:\n${describeFirstLoad(sizes)}`);
  await test.info().attach("first-load.txt", { body: describeFirstLoad(sizes), contentType: "text/plain" });
  expect(sizes.length, "the entry chunk at least").toBeGreaterThan(0);
  expect(sizes.filter((script) => script.supabaseMarker !== null).map((script) => script.urlPath)).toEqual([]);
  expect(totalGzipBytes(sizes)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test("the supabase-js check flags the chunk the retention cleanup loads later", async ({ page }) => {
  await page.clock.install();
  const scripts = recordScriptRequests(page, E2E_BASE_URL);
  await page.goto("/", { waitUntil: "networkidle" });
  // The home page starts its app after the first paint, a frame the installed clock also holds:
  // let it run, so the app has mounted and scheduled the cleanup before the 6 hours pass.
  await page.clock.runFor(1000);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Xem gợi ý tên" })).toBeEnabled();
  const firstLoad = new Set(scripts.urls());

  const cleanupCall = page.waitForRequest((request) => request.url().includes("/rest/v1/name_inspiration_records"));
  await page.clock.fastForward(CLEANUP_DELAY);
  await cleanupCall;

  const lateScripts = scripts
    .urls()
    .filter((url) => !firstLoad.has(url))
    .map((url) => measureScript(url));
  expect(lateScripts.filter((script) => script.supabaseMarker !== null).length).toBeGreaterThan(0);
});

test("an unpaid result page's JavaScript is at most 160 KB gzip: the naming engine stays on the server", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  const scripts = recordScriptRequests(page, E2E_BASE_URL);

  await page.goto(`/phan-tich-cam-hung/${id}`);
  // The app's own screen (the early view is inert), then whatever it loads once it is up.
  await expect(
    page.locator("#root").getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article"),
  ).toHaveCount(3);
  await page.waitForLoadState("networkidle");

  const sizes = scripts.urls().map((url) => measureScript(url));
  const described = describeFirstLoad(sizes, RESULT_PAGE_BUDGET_BYTES);
  console.log(`result page first load:\n${described}`);
  await test.info().attach("result-first-load.txt", { body: described, contentType: "text/plain" });
  expect(sizes.length, "the entry and the result screen at least").toBeGreaterThan(1);
  expect(totalGzipBytes(sizes)).toBeLessThanOrEqual(RESULT_PAGE_BUDGET_BYTES);
});
