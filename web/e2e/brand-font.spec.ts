// The brand's typeface, Be Vietnam Pro, on a first and a second visit (src/lib/brand-font.ts): the
// first draws in the phone's own font and fetches the font files only after the page has loaded; the
// second, with the files cached, draws in Be Vietnam Pro from its first paint.
import { expect, test } from "@playwright/test";

const BRAND = /^"?Be Vietnam Pro"?,/;

test("a first visit fetches the brand font only once the page has loaded, and the next visit draws with it", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("#field-surname")).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(BRAND);

  await expect.poll(() => page.evaluate(() => localStorage.getItem("cht:brand-font")), { timeout: 15_000 }).toBe("1");
  const { loadedAt, fontStarts } = await page.evaluate(() => ({
    loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    fontStarts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("be-vietnam-pro"))
      .map((entry) => entry.startTime),
  }));
  expect(fontStarts.length).toBeGreaterThanOrEqual(2);
  for (const start of fontStarts) expect(start).toBeGreaterThanOrEqual(loadedAt);
  // This page keeps the look it was drawn with.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(BRAND);

  await page.reload();
  await expect(page.locator("#field-surname")).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(BRAND);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 1em "Be Vietnam Pro"', "Cảm Hứng Tên")))
    .toBe(true);
});
