// What the first line of index.html starts before the app's JavaScript arrives: the record request
// of a result or payment address, and the home form a parent can type into. Not timings: each test
// holds back one download and proves the page does not wait for it, or survives it.
import { expect, test, type Page, type Request } from "@playwright/test";
import { waitForLiveHomeForm } from "./support/app-live.ts";
import { createRecord, UNKNOWN_RECORD_ID } from "./support/seed-records.ts";
import { forgetRecentCreations } from "./support/rate-limit.ts";
import { slowCpuLikeThePhone } from "@scripts/bench/mobile-phone.ts";

/** A cold load downloads the whole app; on a busy test machine that takes longer than expect's default. */
const COLD_LOAD = { timeout: 20_000 };

/**
 * Every file of the app, scripts and stylesheets, but the early view's own small script
 * (web/build/early-view-plugin.ts): a record page's own HTML (web/build/record-page-shell.ts)
 * carries the stylesheets its first look needs.
 */
const APP_FILES = /\/assets\/(?!early-view-)[^/]+\.(js|css)$/;

const isCall = (name: string) => (request: Request) =>
  request.method() === "POST" && request.url().endsWith(`/functions/v1/${name}`);

/**
 * Holds every download of the scripts `pattern` matches until `release` resolves; the test fails if
 * the page needed them to get there.
 */
async function holdScripts(page: Page, pattern: RegExp, release: Promise<unknown>): Promise<void> {
  await page.route(pattern, async (route) => {
    await release;
    await route.continue();
  });
}

/** Calls to the function `name` the page made, counted from now on. */
function countCalls(page: Page, name: string): () => number {
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
async function openWithoutTheApp(page: Page, path: string, name: string) {
  const calls = countCalls(page, name);
  let release!: () => void;
  await holdScripts(page, APP_FILES, new Promise<void>((resolve) => (release = resolve)));
  const shifts = await recordLayoutShifts(page);
  await page.goto(path, { waitUntil: "commit" });
  return { calls, release, shifts };
}

test("the result page asks for its record before its route chunk has loaded, and asks only once", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  const calls = countCalls(page, "get-inspiration");
  const recordRequested = page.waitForRequest(isCall("get-inspiration"));
  await holdScripts(page, /\/assets\/inspiration-result-[^/]+\.js$/, recordRequested);

  await page.goto(`/phan-tich-cam-hung/${id}`, { waitUntil: "commit" });

  await expect(page.getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article")).toHaveCount(3, COLD_LOAD);
  expect(calls()).toBe(1);
});

test("the result page shows its names before any of the app's JavaScript, and the app takes over without a shift", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  const { calls, release, shifts } = await openWithoutTheApp(page, `/phan-tich-cam-hung/${id}`, "get-inspiration");

  // No script of the app and no stylesheet file has arrived: this is the page's early view.
  const early = page.locator("#early-view").getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article");
  await expect(early).toHaveCount(3, COLD_LOAD);
  const names = await early.locator("h3").allTextContents();
  // The early view is a picture: it is inert, and a tap on its link or on a card's "why" does
  // nothing, then or later (nothing is recorded and replayed).
  const earlyView = page.locator("#early-view");
  expect(await earlyView.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await earlyView.locator("summary").first().click({ force: true });
  await earlyView.locator("a.result-header__edit").click({ force: true });
  await expect(earlyView.locator("details[open]")).toHaveCount(0);
  // Measured after the taps, which scroll a "why" below the fold into view: the app must draw the
  // card where the early view left it on screen.
  const place = await early.first().boundingBox();
  release();

  const app = page.locator("#root").getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article");
  await expect(app).toHaveCount(3, COLD_LOAD);
  await expect(earlyView).toBeEmpty();
  expect(await app.locator("h3").allTextContents()).toEqual(names);
  expect(await app.first().boundingBox()).toEqual(place);
  expect(new URL(page.url()).pathname).toBe(`/phan-tich-cam-hung/${id}`);
  await expect(app.locator("details[open]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Mệnh theo năm sinh" })).toBeVisible();
  expect(await shifts()).toEqual([]);
  expect(calls()).toBe(1);
});

test("the payment page asks for its order before its route chunk has loaded, and asks only once", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  const calls = countCalls(page, "request-payment");
  const orderRequested = page.waitForRequest(isCall("request-payment"));
  await holdScripts(page, /\/assets\/payment-info-[^/]+\.js$/, orderRequested);

  await page.goto(`/name-inspiration-payment-info/${id}`, { waitUntil: "commit" });

  await expect(page.getByRole("img", { name: /Mã VietQR/ })).toBeVisible(COLD_LOAD);
  await expect(page.getByText(/^CHT[A-HJ-NP-Z2-9]{6}$/)).toBeVisible();
  expect(calls()).toBe(1);
});

test("the payment page shows its QR code and transfer code before any of the app's JavaScript, and the app takes over without a shift", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  const { calls, release, shifts } = await openWithoutTheApp(
    page,
    `/name-inspiration-payment-info/${id}`,
    "request-payment",
  );

  // No script of the app and no stylesheet file has arrived: this is the page's early view.
  const early = page.locator("#early-view");
  await expect(early.getByRole("img", { name: /^Mã VietQR/ })).toBeVisible(COLD_LOAD);
  const code = (await early.getByText(/^CHT[A-HJ-NP-Z2-9]{6}$/).textContent())!;
  // The early view is a picture: it is inert, and a tap on one of its buttons does nothing, then or
  // later (nothing is recorded and replayed).
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => navigator.clipboard.writeText("trước"));
  expect(await early.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await early.locator(`button[aria-label="Sao chép nội dung chuyển khoản"]`).click({ force: true });
  const place = await early.getByRole("img", { name: /^Mã VietQR/ }).boundingBox();
  release();

  const app = page.locator("#root");
  await expect(app.getByRole("button", { name: "Giả lập chuyển khoản" })).toBeVisible(COLD_LOAD);
  await expect(early).toBeEmpty();
  await expect(app.getByText(code, { exact: true })).toBeVisible();
  expect(await app.getByRole("img", { name: /^Mã VietQR/ }).boundingBox()).toEqual(place);
  await expect(app.getByText("Đã sao chép nội dung chuyển khoản")).not.toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("trước");
  // The app's own button works as soon as it is there.
  await app.getByRole("button", { name: "Sao chép nội dung chuyển khoản" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(await shifts()).toEqual([]);
  expect(calls()).toBe(1);
});

test("a surname typed, a gender picked and a theme tapped before the app has loaded survive hydration", async ({
  page,
}) => {
  let typed!: () => void;
  const surnameTyped = new Promise<void>((resolve) => (typed = resolve));
  // No script at all until the surname is in: the form on screen is index.html's own.
  await holdScripts(page, /\/assets\/[^/]+\.js$/, surnameTyped);

  await page.goto("/", { waitUntil: "commit" });
  const surname = page.getByLabel("Họ", { exact: true });
  await surname.fill("Trần");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  // The theme chips are found in their own group: the page has other buttons above them ("Tra").
  const themes = page.getByRole("group", { name: "Cảm hứng" });
  await themes.getByRole("button", { name: "Trí tuệ" }).click();
  await expect(themes.getByRole("button", { name: "Trí tuệ" })).toHaveAttribute("aria-pressed", "true");
  await expect(themes.getByText("Đã chọn 1/5")).toBeVisible();
  typed();

  // A theme picked once the app is live renders the form again: all of the above must still be there.
  await waitForLiveHomeForm(page);
  await themes.getByRole("button", { name: "Bình an" }).click();
  await expect(themes.getByRole("button", { pressed: true })).toHaveCount(2);
  await expect(themes.getByText("Đã chọn 2/5")).toBeVisible();
  await expect(surname).toHaveValue("Trần");
  await expect(page.getByRole("radio", { name: "Bé gái" })).toBeChecked();
  await surname.press("End");
  await surname.pressSequentially(" Thị");
  await expect(surname).toHaveValue("Trần Thị");
});

test("on a slow phone, a theme tapped before the app runs, while the home screen's code is on its way and right after the app takes over stays pressed and is sent", async ({
  page,
}) => {
  await slowCpuLikeThePhone(page);
  let entryDue!: () => void;
  let homeDue!: () => void;
  const entryReleased = new Promise<void>((resolve) => (entryDue = resolve));
  const homeReleased = new Promise<void>((resolve) => (homeDue = resolve));
  // The app's entry and its own chunks wait for the first tap; the home screen's code (its chunk,
  // and its stylesheet, which only the running app asks for) for the second.
  await holdScripts(page, /\/assets\/(?!home-)[^/]+\.js$/, entryReleased);
  await holdScripts(page, /\/assets\/home-[^/]+\.(js|css)$/, homeReleased);
  const appAskedForHome = page.waitForRequest(/\/assets\/home-[^/]+\.css$/, COLD_LOAD);

  await page.goto("/", { waitUntil: "commit" });
  const themes = page.getByRole("group", { name: "Cảm hứng" });
  const chip = (name: string) => themes.getByRole("button", { name });
  // Before any of the app's JavaScript has run: index.html's script presses the chip.
  await chip("Trí tuệ").tap();
  await expect(chip("Trí tuệ")).toHaveAttribute("aria-pressed", "true");
  entryDue();
  // The app is running and wants its home screen, whose code has not arrived.
  await appAskedForHome;
  await chip("Bình an").tap();
  await expect(chip("Bình an")).toHaveAttribute("aria-pressed", "true");
  homeDue();
  // Right after the app has taken the form over.
  await waitForLiveHomeForm(page);
  await chip("Thi ca").tap();

  await expect(themes.getByRole("button", { pressed: true })).toHaveCount(3);
  for (const name of ["Trí tuệ", "Bình an", "Thi ca"]) await expect(chip(name)).toHaveAttribute("aria-pressed", "true");
  await expect(themes.getByText("Đã chọn 3/5")).toBeVisible();
  await page.getByLabel("Họ", { exact: true }).fill("Trần");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  await forgetRecentCreations();
  const sent = page.waitForRequest(isCall("create-inspiration"));
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  // In the chips' order on screen: the form adopts the chips the page shows pressed, not the taps.
  expect(((await sent).postDataJSON() as { themes: string[] }).themes).toEqual(["binh-an", "tri-tue", "thi-ca"]);
});

test("on a slow phone, a theme tapped the moment hydration begins is pressed once the app is live", async ({
  page,
}) => {
  await slowCpuLikeThePhone(page);
  // The page itself clicks the chip right after main.tsx has handed the form to React, before
  // React's first render: no tap from outside the page can be timed that closely.
  await page.addInitScript(() => {
    let hydrating = false;
    Object.defineProperty(window, "__appHydrating", {
      get: () => hydrating,
      set: (value: boolean) => {
        hydrating = value;
        if (value) queueMicrotask(() => document.querySelector<HTMLButtonElement>('button[value="nhan-hau"]')?.click());
      },
    });
  });

  await page.goto("/");
  await waitForLiveHomeForm(page);

  const themes = page.getByRole("group", { name: "Cảm hứng" });
  await expect(themes.getByRole("button", { name: "Nhân hậu" })).toHaveAttribute("aria-pressed", "true");
  await expect(themes.getByText("Đã chọn 1/5")).toBeVisible();
  // Pressed in the form's state too, not only on screen: a second theme keeps it.
  await themes.getByRole("button", { name: "Thi ca" }).tap();
  await expect(themes.getByRole("button", { pressed: true })).toHaveCount(2);
});

test("a form submitted before the app has loaded is not sent as an address; the app submits it once live", async ({
  page,
}) => {
  let pressed!: () => void;
  const submitPressed = new Promise<void>((resolve) => (pressed = resolve));
  await holdScripts(page, /\/assets\/[^/]+\.js$/, submitPressed);

  await page.goto("/", { waitUntil: "commit" });
  const submit = page.getByRole("button", { name: "Xem gợi ý tên" });
  await submit.click();
  await expect(page).toHaveURL("/");
  // On its way, as the app shows a request: the parent does not tap again.
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Đang tìm những cái tên hợp với cảm hứng của bố mẹ...")).toBeVisible();
  pressed();

  await expect(page.getByLabel("Họ", { exact: true })).toHaveAccessibleDescription(
    /Vui lòng nhập họ hợp lệ/,
    COLD_LOAD,
  );
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL("/");
});

test("a filled form submitted before the app has loaded is sent exactly once when the app takes over", async ({
  page,
}) => {
  let pressed!: () => void;
  const submitPressed = new Promise<void>((resolve) => (pressed = resolve));
  await holdScripts(page, /\/assets\/[^/]+\.js$/, submitPressed);
  const calls = countCalls(page, "create-inspiration");

  await page.goto("/", { waitUntil: "commit" });
  await page.getByLabel("Họ", { exact: true }).fill("Trần");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByRole("group", { name: "Cảm hứng" }).getByRole("button", { name: "Trí tuệ" }).click();
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  const submit = page.getByRole("button", { name: "Xem gợi ý tên" });
  await submit.click();
  await expect(submit).toBeDisabled();
  pressed();

  await expect(page).toHaveURL(/\/phan-tich-cam-hung\//, COLD_LOAD);
  expect(calls()).toBe(1);
});

test("an unknown record id opened cold still shows the record-not-found state", async ({ page }) => {
  await page.goto(`/phan-tich-cam-hung/${UNKNOWN_RECORD_ID}`);

  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeVisible(COLD_LOAD);
});

test("a failed early record request still shows the retry state, and retrying loads the record", async ({
  page,
  request,
}) => {
  test.slow(); // the query's 3 retries back off for about 7 s before the retry state shows
  const id = await createRecord(request);
  await page.route(/\/functions\/v1\/get-inspiration$/, (route) =>
    route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
  );

  await page.goto(`/phan-tich-cam-hung/${id}`);

  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Không kết nối được máy chủ", { timeout: 20_000 });
  await page.unroute(/\/functions\/v1\/get-inspiration$/);
  await alert.getByRole("button", { name: "Thử lại" }).click();
  await expect(page.getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article")).toHaveCount(3);
});
