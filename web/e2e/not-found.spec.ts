// docs/product.md §1 and §6: a path the app does not know and a record id nobody has both end on a Vietnamese
// page with a way home, never on a blank screen or an English error.
import { expect, test } from "@playwright/test";
import { checkScreen } from "./support/screen-checks.ts";
import { UNKNOWN_RECORD_ID } from "./support/seed-records.ts";

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  await page.goto("/trang-khong-ton-tai");

  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy trang" })).toBeVisible();
  await checkScreen(page, "not-found");

  await page.getByRole("link", { name: "Về trang chủ" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown record id shows the record-not-found state on the result page", async ({ page }) => {
  await page.goto(`/phan-tich-cam-hung/${UNKNOWN_RECORD_ID}`);

  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeVisible();
  await checkScreen(page, "result-not-found");

  await page.getByRole("link", { name: "Tạo gợi ý mới" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown record id shows the record-not-found state on the payment page", async ({ page }) => {
  await page.goto(`/name-inspiration-payment-info/${UNKNOWN_RECORD_ID}`);

  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Giả lập chuyển khoản" })).toHaveCount(0);
  await checkScreen(page, "payment-not-found");
});
