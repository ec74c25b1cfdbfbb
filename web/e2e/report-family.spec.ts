// The paid report as a family uses it: two parents' phones sharing one list of favourites, the
// names read aloud where the device can, chữ Hán drawn with a real font, and a printout.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { callFunction, createPaidRecord } from "./support/seed-records.ts";
import { checkScreen } from "./support/screen-checks.ts";

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: "vi-VN",
  timezoneId: "Asia/Ho_Chi_Minh",
};

interface ViewName {
  fullName: string;
  hanTu: string | null;
}

async function paidNames(request: Parameters<typeof createPaidRecord>[0], id: string): Promise<ViewName[]> {
  return (await callFunction<{ suggestions: ViewName[] }>(request, "get-inspiration", { id })).suggestions;
}

const heart = (page: Page, fullName: string) =>
  page.getByRole("button", { name: `Yêu thích ${fullName}`, exact: true });
const favouritesTable = (page: Page) => page.getByRole("region", { name: "Bảng so sánh tên yêu thích" });

/** Clicks a heart and waits for the server to have stored the change. */
async function toggle(page: Page, fullName: string): Promise<void> {
  const stored = page.waitForResponse(
    (response) => response.url().endsWith("/functions/v1/update-favourites") && response.ok(),
  );
  await heart(page, fullName).click();
  await stored;
}

test("two parents on two phones share one list of favourites", async ({ page, browser, request }) => {
  test.slow(); // two browser contexts and an axe check on a long page
  const id = await createPaidRecord(request);
  const [first, second] = await paidNames(request, id);

  await test.step("the first phone marks two names", async () => {
    await page.goto(`/phan-tich-cam-hung/${id}`);
    await toggle(page, first!.fullName);
    await toggle(page, second!.fullName);
    await expect(heart(page, first!.fullName)).toHaveAttribute("aria-pressed", "true");
    await expect(favouritesTable(page).getByRole("columnheader")).toHaveText([first!.fullName, second!.fullName]);
    await checkScreen(page, "result-paid-favourites");
  });

  const secondPhone = await browser.newContext(PHONE);
  try {
    await test.step("the second phone, opening the same link, sees both and unmarks one", async () => {
      const other = await secondPhone.newPage();
      await other.goto(`/phan-tich-cam-hung/${id}`);
      await expect(favouritesTable(other).getByRole("columnheader")).toHaveText([first!.fullName, second!.fullName]);
      await toggle(other, first!.fullName);
      await expect(heart(other, first!.fullName)).toHaveAttribute("aria-pressed", "false");
    });
  } finally {
    await secondPhone.close();
  }

  await test.step("the first phone, reloaded, no longer has it", async () => {
    await page.reload();
    await expect(favouritesTable(page).getByRole("columnheader")).toHaveText([second!.fullName]);
    await expect(heart(page, first!.fullName)).toHaveAttribute("aria-pressed", "false");
    await expect(heart(page, second!.fullName)).toHaveAttribute("aria-pressed", "true");
  });
});

test("a name's full analysis opens on demand from its card, with the keyboard", async ({ page, request }) => {
  const id = await createPaidRecord(request);
  await page.goto(`/phan-tich-cam-hung/${id}`);

  const card = page.getByRole("region", { name: "20 gợi ý tên cho bé" }).getByRole("article").first();
  await expect(card.getByRole("heading", { name: "Thần số học" })).toBeHidden();
  await card.getByText("Xem phân tích đầy đủ").focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("heading", { name: "Thần số học" })).toBeVisible();
});

test("Nghe is offered only when the device has a Vietnamese voice", async ({ page, browser, request }) => {
  const id = await createPaidRecord(request);
  await page.goto(`/phan-tich-cam-hung/${id}`);
  await expect(page.getByRole("region", { name: "20 gợi ý tên cho bé" }).getByRole("article")).toHaveCount(20);
  const hasVietnamese = await page.evaluate(() =>
    speechSynthesis.getVoices().some((voice) => voice.lang.startsWith("vi")),
  );
  await expect(page.getByRole("button", { name: /^Nghe tên / })).toHaveCount(hasVietnamese ? 20 : 0);

  const withVoice = await browser.newContext(PHONE);
  try {
    // A device with a Vietnamese voice: Chromium's voice list, answered as such a device answers.
    await withVoice.addInitScript(() => {
      const voice = { lang: "vi-VN", name: "Tiếng Việt", voiceURI: "vi-VN-test", localService: true, default: false };
      Object.defineProperty(speechSynthesis, "getVoices", { value: () => [voice] });
    });
    const other = await withVoice.newPage();
    await other.goto(`/phan-tich-cam-hung/${id}`);
    await expect(other.getByRole("button", { name: /^Nghe tên / })).toHaveCount(20);
    await expect(other.getByText(/Giọng máy đôi khi đọc sai dấu/)).toBeVisible();
  } finally {
    await withVoice.close();
  }
});

test("a suggestion's chữ Hán is drawn with a CJK font, not an empty box", async ({ page, request }) => {
  const id = await createPaidRecord(request);
  const [first] = await paidNames(request, id);
  await page.goto(`/phan-tich-cam-hung/${id}`);
  const han = page
    .getByRole("region", { name: "20 gợi ý tên cho bé" })
    .getByRole("article")
    .first()
    .locator('.suggestion-card__han [lang="zh-Hant"]');
  await expect(han).toHaveText(first!.hanTu!);

  // Chromium says which installed font drew each glyph of a node's text.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: '.suggestion-card__han [lang="zh-Hant"]',
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  const glyphs = fonts.reduce((sum, font) => sum + font.glyphCount, 0);
  expect(glyphs).toBe([...first!.hanTu!].length);
  expect(fonts.map((font) => font.familyName).join(", ")).toMatch(/CJK|TC|Ming|Hei|Song|Han/);

  // And it is as wide as ideographs are (1 em each), where a fallback box is narrower.
  const { width, fontSize } = await han.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
  }));
  expect(width).toBeCloseTo(fontSize * [...first!.hanTu!].length, 0);
});

test("the printed report puts the favourites before the list, with their chữ Hán, and nothing to click", async ({
  page,
  request,
}) => {
  const id = await createPaidRecord(request);
  const names = await paidNames(request, id);
  const favourites = [names[4]!, names[1]!];
  await callFunction(request, "update-favourites", { id, add: favourites.map((name) => name.fullName) });

  await page.goto(`/phan-tich-cam-hung/${id}`);
  await expect(page.getByRole("button", { name: "In báo cáo" })).toBeVisible();
  await expect(favouritesTable(page).getByRole("columnheader")).toHaveCount(2);
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const dir = mkdtempSync(path.join(tmpdir(), "report-pdf-"));
  writeFileSync(path.join(dir, "report.pdf"), pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", path.join(dir, "report.pdf"), "-"], {
    encoding: "utf8",
  }).replace(/\s+/g, " ");
  await test.info().attach("report.pdf", { body: pdf, contentType: "application/pdf" });

  const at = (needle: string) => text.indexOf(needle);
  expect(at("Tên yêu thích của gia đình")).toBeGreaterThanOrEqual(0);
  expect(text).toContain("không phải bói toán");
  const listStart = at("20 gợi ý tên cho bé");
  expect(listStart).toBeGreaterThan(0);
  for (const favourite of favourites) {
    expect(at(favourite.fullName), favourite.fullName).toBeGreaterThan(at("Tên yêu thích của gia đình"));
    expect(at(favourite.fullName), favourite.fullName).toBeLessThan(listStart);
    expect(at(favourite.hanTu!), favourite.hanTu!).toBeLessThan(listStart);
  }
  // The favourites in the order the family marked them.
  expect(at(favourites[0]!.fullName)).toBeLessThan(at(favourites[1]!.fullName));
  for (const control of ["In báo cáo", "Sao chép đường dẫn", "Xem phân tích đầy đủ", "Nghe tên"])
    expect(text).not.toContain(control);
});

/** How many lines a cell's text takes on screen: the distinct baselines of its text nodes' boxes. */
const linesOf = (cell: ReturnType<Page["locator"]>) =>
  cell.evaluate((element) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
    }
    return bottoms.size;
  });

/** Whether `inner` lies within `outer` from side to side, as drawn. */
async function withinSideways(inner: ReturnType<Page["locator"]>, outer: ReturnType<Page["locator"]>) {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

test("on a 390 px phone the favourites, the quick comparison and the chữ Hán picker read whole", async ({
  page,
  request,
}) => {
  test.slow(); // two favourites stored through the server, then three screens checked by axe
  const id = await createPaidRecord(request);
  const [first, second] = await paidNames(request, id);
  await page.goto(`/phan-tich-cam-hung/${id}`);

  await test.step("the favourites scroll inside their card, the criteria held at the left, each in two lines at most", async () => {
    await toggle(page, first!.fullName);
    await toggle(page, second!.fullName);
    const card = page.getByRole("region", { name: "Tên yêu thích", exact: true });
    const table = favouritesTable(page);
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    expect(await withinSideways(table, card)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(card.getByText("Vuốt ngang để xem thêm →")).toBeVisible();
    // "Ngũ hành và mệnh" was four lines of one word in a 79 px column.
    // Seven criteria, less "Thường đặt cho", which a girl's report does not need.
    const labels = table.getByRole("rowheader");
    await expect(labels).toHaveCount(6);
    for (const label of await labels.all()) expect(await linesOf(label)).toBeLessThanOrEqual(2);
    await table.evaluate((region) => {
      region.scrollIntoView({ block: "start" });
      region.scrollTo({ left: region.scrollWidth });
    });
    await expect(table.getByRole("columnheader", { name: second!.fullName })).toBeInViewport({ ratio: 0.9 });
    // Swiped to its end, the table needs no hint any more.
    await expect(card.getByText("Vuốt ngang để xem thêm →")).toBeHidden();
    const label = table.getByRole("rowheader", { name: "Ngũ hành và mệnh" });
    await expect(label).toBeInViewport({ ratio: 0.9 });
    expect(await withinSideways(label, card)).toBe(true);
    await checkScreen(page, "result-paid-390-favourites");
  });

  await test.step("the table keeps each element fact whole, says to swipe to the tones, and holds the names", async () => {
    const table = page.getByRole("region", { name: "Bảng so sánh 20 gợi ý" });
    const section = page.getByRole("region", { name: "So sánh nhanh 20 gợi ý", exact: true });
    expect(await withinSideways(table, section)).toBe(true);
    const element = table.getByRole("row").nth(1).getByRole("cell").nth(3);
    await expect(element).toContainText("·");
    // "Kim sinh Thủy" over "· hợp mệnh": two lines, never a word a line with the "·" alone.
    expect(await linesOf(element)).toBeLessThanOrEqual(2);
    await expect(section.getByText("Vuốt ngang để xem thêm →")).toBeVisible();
    // The column past the phone's edge comes into view by swiping the table, not the page.
    await table.evaluate((region) => {
      region.scrollIntoView({ block: "start" });
      region.scrollTo({ left: region.scrollWidth });
    });
    await expect(table.getByRole("columnheader", { name: "Thanh điệu" })).toBeInViewport();
    await expect(section.getByText("Vuốt ngang để xem thêm →")).toBeHidden();
    // Swiped to its end, each row still says whose it is: its number and name stay at the left.
    const row = table.getByRole("row").nth(1);
    for (const cell of [row.getByRole("cell").first(), row.getByRole("rowheader")]) {
      await expect(cell).toBeInViewport({ ratio: 0.9 });
      expect(await withinSideways(cell, table)).toBe(true);
    }
    await checkScreen(page, "result-paid-390-comparison");
  });

  await test.step("the chữ Hán picker shows the chosen character's meaning and element in full", async () => {
    const picker = page.locator("details.han-tu-switcher").first();
    await picker.getByText("Chọn chữ Hán khác").click();
    const chosen = picker.locator(".han-tu-switcher__chosen").first();
    await expect(chosen).toBeVisible();
    await expect(chosen).toContainText(/: .+, hành (Kim|Mộc|Thủy|Hỏa|Thổ)$/);
    const box = (await chosen.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await checkScreen(page, "result-paid-390-han-tu");
  });
});
