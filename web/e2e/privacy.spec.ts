// Parents' data under their control (docs/privacy.md), in the browser: nothing is sent without the
// consent box, and a record deleted from its preview is gone, here and behind its link, and this
// browser no longer holds the form that made it (a shared phone must not greet the next visitor with it).
import { expect, test } from "@playwright/test";
import { waitForLiveHomeForm } from "./support/app-live.ts";
import { forgetRecentCreations } from "./support/rate-limit.ts";

const RESULT_PATH = /\/phan-tich-cam-hung\/([0-9a-f-]{36})$/;

const WISH = "Bí mật gia đình: tên bà nội là Lành";

test("a parent consents, makes a preview, deletes it, lands on a confirmation; the link then finds nothing and the form is empty again", async ({
  page,
}) => {
  const created: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/functions/v1/create-inspiration") && request.method() === "POST")
      created.push(request.url());
  });
  await page.goto("/");
  await waitForLiveHomeForm(page);
  await page.getByLabel("Họ", { exact: true }).fill("Phạm");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByRole("button", { name: "Hạnh phúc" }).click();
  await page.getByLabel("Mong muốn của bố mẹ").fill(WISH);
  await forgetRecentCreations();

  const consent = page.getByRole("checkbox", { name: /^Tôi đồng ý/ });
  await expect(consent).not.toBeChecked();
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  await expect(consent).toHaveAccessibleDescription(/Bố mẹ vui lòng đồng ý/);
  expect(created).toEqual([]);

  await consent.check();
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  await expect(page).toHaveURL(RESULT_PATH);
  const recordPath = new URL(page.url()).pathname;
  await expect(page.getByText(/Bản xem trước này được lưu đến ngày \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await page.getByRole("button", { name: "Xóa hồ sơ này" }).click();
  await page.getByRole("button", { name: "Xóa vĩnh viễn" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Đã xóa hồ sơ" })).toBeVisible();
  await expect(page).toHaveURL("/da-xoa-ho-so");
  await expect(page).toHaveTitle("Đã xóa hồ sơ — Cảm Hứng Tên");
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(kept).not.toContain("Lành");

  await page.goto(recordPath);
  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeVisible();
  await expect(page.getByText(/bố mẹ đã tự xóa/)).toBeVisible();

  await page.goto("/");
  await waitForLiveHomeForm(page);
  await expect(page.getByLabel("Họ", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Mong muốn của bố mẹ")).toHaveValue("");
});

test("the privacy notice is one tap from the home page's footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Chính sách quyền riêng tư" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chính sách quyền riêng tư" })).toBeVisible();
  await expect(page.getByText(/Báo cáo đã thanh toán: 24 tháng kể từ ngày thanh toán/)).toBeVisible();
});
