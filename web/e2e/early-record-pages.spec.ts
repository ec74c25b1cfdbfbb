// What the first line of a record page's HTML starts before the app's JavaScript arrives: the record
// request of a result or payment address, and the record's first look. Not timings: each test holds
// back the app's downloads and proves the page does not wait for them.
import { expect, test } from "@playwright/test";
import { COLD_LOAD, countCalls, holdScripts, isCall, openWithoutTheApp } from "./support/held-downloads.ts";
import { createRecord, UNKNOWN_RECORD_ID } from "./support/seed-records.ts";

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
