// The paid report as a parent prints it (Chromium's print to A4, or Save as PDF): it opens with the
// title, what the parents asked for and the first names; every name keeps its analysis, a long card
// going on over a page's foot with its headings kept with their text; the quick comparison has the
// band the screen shows; nothing to click is printed; no page is left part empty; and it takes few
// pages, at a size read on paper.
import { expect, test, type Page } from "@playwright/test";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";
import { THEMES } from "@core/naming/data/themes.ts";
import { findLine, printReport, type PrintedLine, type PrintedPage } from "./support/printed-pages.ts";
import { callFunction, createPaidRecord } from "./support/seed-records.ts";

/**
 * The most pages the sample's report may take: twenty cards, after the request, then the method, the
 * birth year and the quick comparison (11 pages in November 2026 with cards going on over a page's
 * foot; 12 with each card kept whole on one page, 23 one card a page, as the screen's layout did).
 */
const MAX_PAGES = 12;
/**
 * Every page but the last is written most of the way down: a page ends early only before a short
 * section printed whole (the method, the birth year). Page 1 is written to its foot: a long first
 * card once moved whole to page 2 and left a third of page 1 blank.
 */
const MIN_FILL = 0.75;
const MIN_FIRST_FILL = 0.9;
/** 10 pt in CSS pixels: the smallest text a parent reads on paper at 100 %. */
const MIN_FONT_PX = (10 * 96) / 72;

/** The heading of the section printed after the list (the scoring method). */
const AFTER_LIST = "Cách chúng tôi chấm điểm";
/**
 * The sections printed whole, after the names: a page may end early before one, and only where it
 * would not fit. The method (AFTER_LIST) continues on the next page instead.
 */
const WHOLE_SECTIONS = ["Mệnh theo năm sinh"];

/**
 * How much of its page the section printed whole that opens `printed` takes, as a share of the
 * height between the margins, or null when the page opens with anything else.
 */
function wholeSectionOpening(printed: PrintedPage): number | null {
  const [first, ...rest] = printed.lines;
  if (!first || !WHOLE_SECTIONS.includes(first.text)) return null;
  const next = rest.find((line) => WHOLE_SECTIONS.includes(line.text));
  const end = next ? next.top : Math.max(...printed.lines.map((line) => line.bottom));
  return (end - first.top) / printed.usable;
}

/**
 * Within the bound, page 1 written to its foot, every other page but the last nearly (or up to a
 * section printed whole that the rest of the page could not hold), the last not blank.
 */
function expectFewFullPages(pages: PrintedPage[]): void {
  expect(pages.length).toBeLessThanOrEqual(MAX_PAGES);
  for (const [index, printed] of pages.slice(0, -1).entries()) {
    const wholeNext = index > 0 ? wholeSectionOpening(pages[index + 1]!) : null;
    if (wholeNext !== null && printed.fill > 0.5 && wholeNext > 1 - printed.fill) continue;
    expect(printed.fill, `page ${index + 1} is written ${Math.round(printed.fill * 100)} % down`).toBeGreaterThan(
      index === 0 ? MIN_FIRST_FILL : MIN_FILL,
    );
  }
  expect(pages.at(-1)!.text.length).toBeGreaterThan(0);
}

/**
 * Whether something is printed under a heading's line, on its page and in its column: a heading
 * never ends a page (or a column) with its text on the next.
 */
const followedOnItsPage = (printed: PrintedPage, heading: PrintedLine) =>
  printed.lines.some(
    (line) => line !== heading && line.top >= heading.bottom - 1 && Math.abs(line.left - heading.left) < 40,
  );

interface ViewName {
  fullName: string;
  score: number;
  band: "rat-dep" | "dep" | "can-nhac" | "khong-nen";
}

async function paidView(request: Parameters<typeof createPaidRecord>[0], id: string): Promise<ViewName[]> {
  const view = await callFunction<{ suggestions: ViewName[] }>(request, "get-inspiration", { id });
  return view.suggestions;
}

async function paidNames(request: Parameters<typeof createPaidRecord>[0], id: string): Promise<string[]> {
  return (await paidView(request, id)).map((name) => name.fullName);
}

/**
 * Opens the paid report as a parent has it before printing: the sections below the names render a frame
 * after them, and a print taken at once on a cold start (a fresh clone's first run) missed them.
 */
async function openReport(page: Page, id: string): Promise<void> {
  await page.goto(`/phan-tich-cam-hung/${id}`);
  await expect(page.getByRole("button", { name: "In báo cáo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: AFTER_LIST })).toBeVisible();
}
/** The last of the four checks that close every card's analysis. */
const LAST_CHECK = "Quy tắc đặt tên:";
/** The headings of every card's analysis. */
const ANALYSIS_HEADINGS = ["Từng chữ trong tên", "Thanh điệu", "Thần số học", "Kiểm tra"];
const BAND_WORDS = { "rat-dep": "Rất đẹp", dep: "Đẹp", "can-nhac": "Cân nhắc", "khong-nen": "Không nên" } as const;
const THEME_LABELS = SAMPLE_FORM.themes.map((id) => THEMES.find((theme) => theme.id === id)!.label);

test("a printed paid report opens with the request and the first names, and keeps every name's analysis", async ({
  page,
  request,
}) => {
  const id = await createPaidRecord(request);
  const view = await paidView(request, id);
  const names = view.map((name) => name.fullName);
  await openReport(page, id);
  const pages = await printReport(page, "paid-report");
  const all = pages.map((printed) => printed.text).join(" ");

  await test.step("page 1: the title, what the parents asked for, the first names", () => {
    const first = pages[0]!.text;
    for (const fact of [
      "Kết quả gợi ý tên",
      "Báo cáo đầy đủ",
      SAMPLE_FORM.surname,
      "Bé gái",
      "01/05/2026",
      ...THEME_LABELS,
      SAMPLE_FORM.wish,
      `1. ${names[0]}`,
    ])
      expect(first, fact).toContain(fact);
  });

  await test.step("all twenty names, in order, each with its analysis", () => {
    expect(names).toHaveLength(20);
    // In order down the pages, by where each name is printed: pdftotext's reading order can put a
    // card's name after the next card's lines when the columns of its analysis are long.
    const places = names.map((fullName, index) => findLine(pages, `${index + 1}. ${fullName}`));
    for (const [index, place] of places.slice(1).entries()) {
      const before = places[index]!;
      expect(
        place.at > before.at || (place.at === before.at && place.line.top > before.line.top),
        names[index + 1],
      ).toBe(true);
    }
    const drawn = pages.map((printed) => printed.drawn).join(" ");
    for (const part of ["Từng chữ trong tên", "Thanh điệu", "Thần số học", "Kiểm tra"])
      expect(drawn.split(part).length - 1, part).toBeGreaterThanOrEqual(20);
  });

  await test.step("each card printed through its last check, its name and headings never ending a page", () => {
    const headings = names.map((fullName, index) => `${index + 1}. ${fullName}`);
    const find = (text: string) => findLine(pages, text);
    for (const [index, heading] of headings.entries()) {
      const start = find(heading);
      const end = find(headings[index + 1] ?? AFTER_LIST);
      // The card's lines, read by where they are printed (pdftotext's own order mixes the columns of
      // two cards): below its name on its first page, above the next card's name on its last.
      const card = pages.slice(start.at, end.at + 1).flatMap((printed, offset) =>
        printed.lines
          .filter((line) => offset > 0 || line.top >= start.line.top)
          .filter((line) => start.at + offset < end.at || line.top < end.line.top)
          .map((line) => ({ printed, line })),
      );
      const text = card.map(({ line }) => line.text).join(" ");
      expect(text, heading).toContain("Kiểm tra");
      expect(text, heading).toContain(LAST_CHECK);
      expect(followedOnItsPage(pages[start.at]!, start.line), `${heading} ends its page`).toBe(true);
      for (const { printed, line } of card.filter(({ line: l }) => ANALYSIS_HEADINGS.includes(l.text)))
        expect(followedOnItsPage(printed, line), `${heading}: "${line.text}" ends its column`).toBe(true);
    }
  });

  await test.step("the quick comparison gives each name its score and its band, as the screen does", () => {
    const from = pages.findIndex((printed) => printed.text.includes("So sánh nhanh 20 gợi ý"));
    expect(from).toBeGreaterThanOrEqual(0);
    const table = pages.slice(from);
    // pdftotext may join neighbouring cells into one line ("Điểm Mức"): read words, not lines.
    const header = table[0]!.lines.find((line) => line.text.split(" ").includes("Mức"));
    expect(header, "the band's column").toBeDefined();
    for (const { fullName, score, band } of view) {
      const inRow = (line: PrintedLine) => ` ${line.text} `.includes(` ${fullName} `);
      const printed = table.find((on) => on.lines.some(inRow))!;
      const name = printed.lines.find(inRow)!;
      const row = ` ${printed.lines
        .filter((line) => Math.abs(line.top - name.top) < 2)
        .sort((a, b) => a.left - b.left)
        .map((line) => line.text)
        .join(" ")} `;
      expect(row, fullName).toContain(` ${score} `);
      expect(row, fullName).toContain(` ${BAND_WORDS[band]} `);
    }
  });

  await test.step("nothing that belongs to the screen", () => {
    for (const control of [
      "In báo cáo",
      "Sao chép đường dẫn",
      "Sửa yêu cầu",
      "Sửa:",
      "Xem phân tích đầy đủ",
      "Chọn chữ Hán khác",
      "Nghe tên",
      "Yêu thích",
      "Vuốt ngang",
      "Dữ liệu của bố mẹ",
      "Chính sách quyền riêng tư",
      // No favourites marked: no section saying so.
      "Tên yêu thích",
    ])
      expect(all, control).not.toContain(control);
  });

  await test.step("text at 10 pt or more", async () => {
    // The sizes print media gives every piece of text the PDF holds (the five-element diagram aside:
    // a drawing, its labels scale with it).
    const smallest = await page.evaluate(() => {
      const sizes: Record<string, number> = {};
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!node.textContent!.trim() || element.closest("svg") || !element.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (![...range.getClientRects()].some((rect) => rect.width > 1)) continue;
        const size = Number.parseFloat(getComputedStyle(element).fontSize);
        const text = node.textContent!.trim().slice(0, 40);
        if (!(text in sizes) || size < sizes[text]!) sizes[text] = size;
      }
      return Object.entries(sizes).sort((a, b) => a[1] - b[1])[0]!;
    });
    expect(smallest[1], `"${smallest[0]}"`).toBeGreaterThanOrEqual(MIN_FONT_PX - 0.01);
  });

  await test.step("few pages, none left mostly empty", () => expectFewFullPages(pages));
});

test("printed with favourites, the report opens with the request, the favourites, then the first names", async ({
  page,
  request,
}) => {
  const id = await createPaidRecord(request);
  const names = await paidNames(request, id);
  const favourites = [names[6]!, names[2]!];
  await callFunction(request, "update-favourites", { id, add: favourites });
  await openReport(page, id);
  const pages = await printReport(page, "paid-report-favourites");
  const first = pages[0]!.text;

  const order = [SAMPLE_FORM.wish, "Tên yêu thích của gia đình", ...favourites, `1. ${names[0]}`];
  for (const [index, text] of order.entries()) {
    expect(first, text).toContain(text);
    if (index > 0) expect(first.indexOf(text), text).toBeGreaterThan(first.indexOf(order[index - 1]!));
  }
  expectFewFullPages(pages);
});
