// The public name pages: a parent who searched "ý nghĩa tên Minh Khôi" reads the whole page with
// JavaScript off; with it, the index's search and the home page's "Tra ý nghĩa tên" lead to the
// name, and "Phân tích tên này cho bé" opens the form with the name.
import { expect, test } from "@playwright/test";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a name page reads in full: meaning, chữ Hán, each syllable, who it is for, related names", async ({ page }) => {
    await page.goto("/ten/minh-khoi");

    await expect(page).toHaveTitle(/^Ý nghĩa tên Minh Khôi/);
    await expect(page.getByRole("heading", { level: 1, name: "Ý nghĩa tên Minh Khôi" })).toBeVisible();
    const meaning = page.getByRole("region", { name: "Tên Minh Khôi có ý nghĩa gì?" });
    await expect(meaning).toContainText("Minh Khôi là khôi ngô, sáng sủa");
    await expect(meaning).toContainText("Chữ Hán: 明魁");
    await expect(page.getByRole("region", { name: "Từng chữ trong tên" })).toContainText(
      "Chữ Minh còn có thể viết: 銘",
    );
    await expect(page.getByRole("region", { name: "Ai thường đặt tên Minh Khôi?" })).toContainText("cho bé trai");
    await expect(
      page.getByRole("list", { name: "Tên hợp cho anh chị em của bé Minh Khôi" }).getByRole("link"),
    ).not.toHaveCount(0);
    // Nothing to press that needs a script.
    await expect(page.getByRole("button", { name: "Nghe" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Chia sẻ tên này" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Phân tích tên này cho bé" })).toHaveAttribute(
      "href",
      "/?ten=Minh%20Kh%C3%B4i",
    );
  });

  test("the index lists every name A–Z, and a name's link opens its page", async ({ page }) => {
    await page.goto("/ten/");

    await expect(page.getByRole("heading", { level: 1, name: "Ý nghĩa tên cho bé" })).toBeVisible();
    await page.getByRole("navigation", { name: "Chữ cái đầu" }).getByRole("link", { name: "T", exact: true }).click();
    await page.getByRole("link", { name: "Thùy Dương", exact: true }).click();
    await expect(page).toHaveURL("/ten/thuy-duong/");
    await expect(page.getByRole("heading", { level: 1, name: "Ý nghĩa tên Thùy Dương" })).toBeVisible();
  });
});

test("an address under /ten/ that names no name answers 404 with a Vietnamese page leading to the index", async ({
  page,
}) => {
  const answer = await page.goto("/ten/khong-co-ten-nay");

  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy tên này" })).toBeVisible();
  await page.getByRole("link", { name: "Xem danh sách tên từ A đến Z" }).click();
  await expect(page).toHaveURL("/ten/");
  await expect(page.getByRole("heading", { level: 1, name: "Ý nghĩa tên cho bé" })).toBeVisible();
  expect((await page.request.get("/ten/minh-khoi/")).status()).toBe(200);
});

test("the home page's 'Tra ý nghĩa tên' leads to the name's page", async ({ page }) => {
  await page.goto("/");

  await page.getByRole("textbox", { name: "Tra ý nghĩa tên" }).fill("minh khoi");
  await page.getByRole("button", { name: "Tra", exact: true }).click();

  await expect(page).toHaveURL("/ten/minh-khoi/");
  await expect(page.getByRole("heading", { level: 1, name: "Ý nghĩa tên Minh Khôi" })).toBeVisible();
});

test("a full name typed in 'Tra ý nghĩa tên' finds the name without its họ", async ({ page }) => {
  await page.goto("/");

  await page.getByRole("textbox", { name: "Tra ý nghĩa tên" }).fill("Nguyễn Minh Khôi");
  await page.getByRole("button", { name: "Tra", exact: true }).click();

  await expect(page).toHaveURL("/ten/minh-khoi/");
});

test("the index's search filters the list, and shows both names that differ only by their marks", async ({ page }) => {
  await page.goto("/ten/?q=bao an");

  await expect(page.getByRole("status").filter({ hasText: "tên khớp" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bảo An", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bảo Ân", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Thùy Dương", exact: true })).toBeHidden();
});

test("'Phân tích tên này cho bé' opens the form with the name", async ({ page }) => {
  await page.goto("/ten/thuy-duong/");

  await page.getByRole("link", { name: "Phân tích tên này cho bé" }).click();

  // The form takes the name as the parents' own candidate, then tidies the address.
  await expect(page.getByLabel("Tên đang cân nhắc thứ 1")).toHaveValue("Thùy Dương");
  await expect(page.getByRole("status").filter({ hasText: "Đã thêm tên “Thùy Dương”" })).toBeVisible();
  await expect(page).toHaveURL("/");
});
