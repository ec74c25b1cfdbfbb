// The paid journey, as a visitor on a phone: the form, the free preview, the payment page with its
// QR and copy buttons, the sandbox transfer, /success and the full report. Every screen on the way is
// checked with axe-core and photographed.
import { expect, test, type Page } from "@playwright/test";
import { forgetRecentCreations } from "./support/rate-limit.ts";
import { checkScreen } from "./support/screen-checks.ts";

/** The payment page polls every 3 s; a status change may take one full interval to show. */
const PAYMENT_POLL_TIMEOUT = 15_000;
const RESULT_PATH = /\/phan-tich-cam-hung\/([0-9a-f-]{36})$/;
/** The toast the payment page raises when the money arrives (sonner, 4000 ms): part of the success screen. */
const PAID_TOAST = /^Đã nhận thanh toán\. Cảm ơn bố mẹ!/;
const TOAST_GONE_TIMEOUT = 10_000;

async function fillInspirationForm(page: Page): Promise<void> {
  await page.getByLabel("Họ", { exact: true }).fill("Trần");
  await page.getByRole("radio", { name: "Bé trai" }).check();
  await page.getByLabel("Ngày sinh (dự kiến)").fill("2026-05-20");
  await page.getByRole("button", { name: "Trí tuệ" }).click();
  await page.getByRole("button", { name: "Bình an" }).click();
  await page.getByLabel("Mong muốn của bố mẹ").fill("Mong con thông minh, khỏe mạnh và hiếu thảo");
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
}

test("a visitor fills the form, pays by the sandbox transfer and opens the full report with 20 suggestions", async ({
  page,
}) => {
  // Five screens, each checked by axe: on a loaded two-core machine this needs more than the
  // default 30 s for one test (it took 37 s once), while every single wait keeps its own timeout.
  test.slow();
  await test.step("home: the form", async () => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Xem gợi ý tên" })).toBeVisible();
    await checkScreen(page, "home");
    await fillInspirationForm(page);
    await forgetRecentCreations(); // other tests' records must not rate-limit this visitor
    await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  });

  // The record the form created; every later screen must be about this one.
  let recordId = "";
  await test.step("result: 3 suggestions free, the rest locked", async () => {
    await expect(page).toHaveURL(RESULT_PATH);
    recordId = RESULT_PATH.exec(new URL(page.url()).pathname)?.[1] ?? "";
    await expect(suggestionCards(page, "3 gợi ý miễn phí")).toHaveCount(3);
    await expect(lockedCards(page)).toHaveCount(17);
    await checkScreen(page, "result-unpaid");
    await page.getByRole("link", { name: "Mở khóa đủ 20 gợi ý · 49.000 ₫" }).click();
  });

  await test.step("payment: amount, QR, copy buttons, sandbox transfer", async () => {
    await expect(page).toHaveURL(`/name-inspiration-payment-info/${recordId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thông tin thanh toán" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Mã VietQR/ })).toBeVisible();
    for (const field of ["số tiền", "ngân hàng", "số tài khoản", "chủ tài khoản", "nội dung chuyển khoản"]) {
      await expect(page.getByRole("button", { name: `Sao chép ${field}` })).toBeVisible();
    }
    await expect(page.getByRole("status").filter({ hasText: "Đang chờ xác nhận chuyển khoản" })).toBeVisible();
    await checkScreen(page, "payment");
    await page.getByRole("button", { name: "Giả lập chuyển khoản" }).click();
  });

  await test.step("success: thanks and the way to the report", async () => {
    await expect(page).toHaveURL(`/success?id=${recordId}`, { timeout: PAYMENT_POLL_TIMEOUT });
    await expect(page.getByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Biên nhận" })).toContainText("49.000 ₫");
    // Checked with the toast on screen, so its colours are held to the same contrast rules.
    await expect(page.getByText(PAID_TOAST)).toBeVisible();
    await checkScreen(page, "success");
    await page.getByRole("link", { name: "Xem báo cáo đầy đủ" }).click();
  });

  await test.step("result, paid: all 20 suggestions, none locked", async () => {
    await expect(page).toHaveURL(`/phan-tich-cam-hung/${recordId}`);
    await expect(suggestionCards(page, "20 gợi ý tên cho bé")).toHaveCount(20);
    await expect(lockedCards(page)).toHaveCount(0);
    // The report itself, without the success screen's toast over it (already checked there).
    await expect(page.getByText(PAID_TOAST)).toBeHidden({ timeout: TOAST_GONE_TIMEOUT });
    await checkScreen(page, "result-paid");
  });
});

/** The suggestion cards under the list's heading, e.g. "3 gợi ý miễn phí". */
function suggestionCards(page: Page, listName: string) {
  return page.getByRole("region", { name: listName, exact: true }).getByRole("article");
}

/** The free preview shows only a numbered lock for each suggestion it holds back. */
function lockedCards(page: Page) {
  return page.getByRole("link", { name: /^Gợi ý số \d+ \(đang khóa\): / });
}
