// docs/product.md: parents try again without retyping. The form keeps every field in this browser
// across Back, reload and a later visit until "Xóa và bắt đầu lại"; "Sửa yêu cầu" on a record opens
// the form filled from that record's own request, in any browser with the link, and sending it makes
// a new record; a name page's link adds its name to the parents' own candidates.
import { expect, test, type Page } from "@playwright/test";
import { waitForLiveHomeForm } from "./support/app-live.ts";
import { forgetRecentCreations } from "./support/rate-limit.ts";
import { checkScreen } from "./support/screen-checks.ts";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";
import { WISH_MAX_CHARS } from "@core/validation/form-limits.ts";
import { callFunction, createRecord } from "./support/seed-records.ts";

const RESULT_PATH = /\/phan-tich-cam-hung\/([0-9a-f-]{36})$/;
const CONSENT = /^Tôi đồng ý/;
/**
 * The most room the card's own spacing leaves between two of its boxes (margins, the border above
 * the "why", its padding: about 25 px); the empty row this guards against left about 60 px.
 */
const MAX_SPACING_PX = 32;

interface RecordView {
  input: Record<string, unknown>;
  suggestions: { fullName: string }[];
  createdAt: string;
}

const recordIdOf = (page: Page) => RESULT_PATH.exec(new URL(page.url()).pathname)?.[1] ?? "";

/** Every field of the form, as a parent fills it and as it must come back. */
const FILLED = {
  surname: "Trần",
  birthDate: "2026-05-20",
  wish: "Mong con thông minh và hiếu thảo",
  middleName: "Ngọc",
  avoid: "Lan, Hùng",
  candidate: "Minh An",
  fatherBirthYear: "1990",
  motherBirthYear: "1992",
};

async function fillEveryField(page: Page): Promise<void> {
  await page.getByLabel("Họ", { exact: true }).fill(FILLED.surname);
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByLabel("Ngày sinh (dự kiến)").fill(FILLED.birthDate);
  await page.getByRole("button", { name: "Trí tuệ" }).click();
  await page.getByRole("button", { name: "Bình an" }).click();
  await page.getByLabel("Mong muốn của bố mẹ").fill(FILLED.wish);
  await page.getByLabel("Tên đệm mong muốn").fill(FILLED.middleName);
  await page.getByLabel("Tên cần tránh").fill(FILLED.avoid);
  await page.getByRole("radio", { name: "4 chữ" }).check();
  await page.getByLabel("Tên đang cân nhắc thứ 1").fill(FILLED.candidate);
  await page.getByLabel("Năm sinh của bố").fill(FILLED.fatherBirthYear);
  await page.getByLabel("Năm sinh của mẹ").fill(FILLED.motherBirthYear);
  await page.getByRole("checkbox", { name: CONSENT }).check();
}

async function expectEveryField(page: Page): Promise<void> {
  await expect(page.getByLabel("Họ", { exact: true })).toHaveValue(FILLED.surname);
  await expect(page.getByRole("radio", { name: "Bé gái" })).toBeChecked();
  await expect(page.getByLabel("Ngày sinh (dự kiến)")).toHaveValue(FILLED.birthDate);
  await expect(page.getByRole("button", { pressed: true })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Trí tuệ" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Bình an" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Mong muốn của bố mẹ")).toHaveValue(FILLED.wish);
  await expect(page.getByLabel("Tên đệm mong muốn")).toHaveValue(FILLED.middleName);
  await expect(page.getByLabel("Tên cần tránh")).toHaveValue(FILLED.avoid);
  await expect(page.getByRole("radio", { name: "4 chữ" })).toBeChecked();
  await expect(page.getByLabel("Tên đang cân nhắc thứ 1")).toHaveValue(FILLED.candidate);
  await expect(page.getByLabel("Năm sinh của bố")).toHaveValue(FILLED.fatherBirthYear);
  await expect(page.getByLabel("Năm sinh của mẹ")).toHaveValue(FILLED.motherBirthYear);
  // Consent is given for each request, never kept.
  await expect(page.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
}

test("every field comes back after Back and after a reload, until Xóa và bắt đầu lại empties the form", async ({
  page,
}) => {
  test.slow();
  await page.goto("/");
  await waitForLiveHomeForm(page);
  await fillEveryField(page);
  await forgetRecentCreations();
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  await expect(page).toHaveURL(RESULT_PATH);
  await expect(page.getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article")).toHaveCount(3);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expectEveryField(page);

  await page.reload();
  await waitForLiveHomeForm(page);
  await expectEveryField(page);

  await page.getByRole("button", { name: "Xóa và bắt đầu lại" }).click();
  await expect(page.getByLabel("Họ", { exact: true })).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Bé gái" })).not.toBeChecked();
  await expect(page.getByRole("button", { pressed: true })).toHaveCount(0);
  await expect(page.getByLabel("Tên đang cân nhắc thứ 1")).toHaveValue("");
  await page.reload();
  await waitForLiveHomeForm(page);
  await expect(page.getByLabel("Mong muốn của bố mẹ")).toHaveValue("");
  await expect(page.getByLabel("Năm sinh của mẹ")).toHaveValue("");
});

test("Sửa yêu cầu in a fresh browser opens the form filled from the record; sending it makes a new record and leaves the old one as it was", async ({
  browser,
  request,
}) => {
  test.slow();
  const form = { ...SAMPLE_FORM, middleName: "Minh", avoid: ["Lan"], fatherBirthYear: 1990 };
  const id = await createRecord(request, form);
  const before = await callFunction<RecordView>(request, "get-inspiration", { id });
  // A browser that never saw this form: no draft, only the record's link.
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`/phan-tich-cam-hung/${id}`);
  await page.getByRole("link", { name: "Sửa yêu cầu" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status").filter({ hasText: "yêu cầu trước của bố mẹ" })).toBeVisible();
  await expect(page.getByLabel("Họ", { exact: true })).toHaveValue("Nguyễn");
  await expect(page.getByRole("radio", { name: "Bé gái" })).toBeChecked();
  await expect(page.getByLabel("Ngày sinh (dự kiến)")).toHaveValue("2026-05-01");
  await expect(page.getByRole("button", { pressed: true })).toHaveCount(3);
  await expect(page.getByLabel("Mong muốn của bố mẹ")).toHaveValue(SAMPLE_FORM.wish);
  await expect(page.getByLabel("Tên đệm mong muốn")).toHaveValue("Minh");
  await expect(page.getByLabel("Tên cần tránh")).toHaveValue("Lan");
  await expect(page.getByLabel("Năm sinh của bố")).toHaveValue("1990");
  await expect(page.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();

  // One change, consent given again, sent: a new record.
  await page.getByRole("button", { name: "Thiên nhiên", pressed: true }).click();
  await page.getByRole("checkbox", { name: CONSENT }).check();
  await forgetRecentCreations();
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  await expect(page).toHaveURL(RESULT_PATH);
  const newId = recordIdOf(page);
  expect(newId).not.toBe(id);

  const created = await callFunction<RecordView>(request, "get-inspiration", { id: newId });
  expect(created.input).toMatchObject({ surname: "Nguyễn", middleName: "Minh", themes: ["tri-tue", "binh-an"] });
  expect(await callFunction<RecordView>(request, "get-inspiration", { id })).toEqual(before);
  await context.close();
});

test("a fact of the request opens the prefilled form at that field", async ({ page, request }) => {
  const id = await createRecord(request);
  await page.goto(`/phan-tich-cam-hung/${id}`);

  await page.getByRole("link", { name: /^Sửa: “Mong con/ }).click();

  const wish = page.getByLabel("Mong muốn của bố mẹ");
  await expect(wish).toHaveValue(SAMPLE_FORM.wish);
  await expect(wish).toBeFocused();
  await expect(wish).toBeInViewport();
});

test("a name page's link adds its name to the parents' own candidates, visibly", async ({ page }) => {
  await page.goto("/?ten=Minh%20Kh%C3%B4i");

  await expect(page.getByRole("status").filter({ hasText: "Đã thêm tên “Minh Khôi”" })).toBeVisible();
  const candidate = page.getByLabel("Tên đang cân nhắc thứ 1");
  await expect(candidate).toHaveValue("Minh Khôi");
  await expect(page).toHaveURL("/");
  // Kept like any field: a reload does not add it twice, nor lose it.
  await page.reload();
  await waitForLiveHomeForm(page);
  await expect(candidate).toHaveValue("Minh Khôi");
  await expect(page.getByLabel("Tên đang cân nhắc thứ 2")).toHaveValue("");
});

test("at 390 px the request summary spans the width and no free card holds an empty gap", async ({ page, request }) => {
  const id = await createRecord(request);
  await page.goto(`/phan-tich-cam-hung/${id}`);
  const app = page.locator("#root");
  const cards = app.getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article");
  await expect(cards).toHaveCount(3);
  // Measured on the app's screen, once it has replaced index.html's early view.
  await expect(page.locator("#early-view")).toBeEmpty();

  // The summary: as wide as the cards, and the wish across all of it, not in a half-width column.
  const header = (await app.locator(".result-header").boundingBox())!;
  const card = (await cards.first().boundingBox())!;
  const wish = (await app.locator(".facts__item--wide").filter({ hasText: "Mong muốn" }).boundingBox())!;
  const facts = (await app.locator(".result-header .facts").boundingBox())!;
  expect(Math.abs(header.width - card.width)).toBeLessThanOrEqual(1);
  expect(wish.width).toBeGreaterThanOrEqual(facts.width - 1);
  // The short facts share a line instead of one per row.
  const surname = (await app.locator(".facts__item").filter({ hasText: "Họ" }).first().boundingBox())!;
  const gender = (await app.locator(".facts__item").filter({ hasText: "Giới tính" }).boundingBox())!;
  expect(gender.y).toBe(surname.y);

  // No box on a card takes room without showing anything, and nothing is far from the next.
  const layout = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const boxes = [...article.querySelectorAll<HTMLElement>(":scope > *, .suggestion-card__foot > *")]
        .filter(
          (child) => child.getBoundingClientRect().height > 0 && !child.classList.contains("suggestion-card__foot"),
        )
        .map((child) => ({
          name: child.className,
          top: child.getBoundingClientRect().top,
          bottom: child.getBoundingClientRect().bottom,
          empty: child.innerText.trim() === "" && !child.querySelector("svg, button"),
        }));
      const gaps = boxes.slice(1).map((box, i) => box.top - boxes[i]!.bottom);
      const bottomGap = article.getBoundingClientRect().bottom - Math.max(...boxes.map((box) => box.bottom));
      return {
        empty: boxes.filter((box) => box.empty).map((box) => box.name),
        widestGap: Math.max(...gaps),
        bottomGap,
      };
    }),
  );
  for (const cardLayout of layout) {
    expect(cardLayout.empty).toEqual([]);
    expect(cardLayout.widestGap).toBeLessThanOrEqual(MAX_SPACING_PX);
    expect(cardLayout.bottomGap).toBeLessThanOrEqual(MAX_SPACING_PX);
  }
  await checkScreen(page, "result-390-summary");
});

test("at 390 px the longest request the form allows still leaves the first name on the first screen", async ({
  page,
  request,
}) => {
  const wish = "Mong con lớn lên thông minh, khỏe mạnh, hiếu thảo với ông bà cha mẹ, biết yêu thương mọi người".repeat(
    4,
  );
  // Every fact the summary can show, each as long as the form allows.
  const id = await createRecord(request, {
    ...SAMPLE_FORM,
    themes: ["tri-tue", "binh-an", "thien-nhien", "hieu-thao", "anh-sang"],
    wish: wish.slice(0, WISH_MAX_CHARS),
    middleName: "Ngọc",
    avoid: ["Hùng", "Lan", "Dũng", "Hương", "Tuấn", "Hoa", "Thắng", "Cúc", "Phượng", "Nghĩa"],
    length: 4,
  });
  await page.goto(`/phan-tich-cam-hung/${id}`);
  const app = page.locator("#root");
  const first = app.getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article").first();
  await expect(first).toBeVisible();
  await expect(page.locator("#early-view")).toBeEmpty();

  const screen = page.viewportSize()!;
  const name = (await first.getByRole("heading").first().boundingBox())!;
  expect(name.y + name.height).toBeLessThanOrEqual(screen.height);
  // The whole wish is one tap away: its fact opens the form at the wish, as written.
  await app.locator(".facts__item").filter({ hasText: "Mong muốn" }).getByRole("link").click();
  await expect(page.getByLabel("Mong muốn của bố mẹ")).toHaveValue(wish.slice(0, WISH_MAX_CHARS));
});
