// Every transfer ends in a report (docs/payment-webhook.md), in the browser: a parent who sends
// too little sees what arrived and what is missing, tops up under the same code and reaches the
// report; the /success page opened later in another browser still finds the report and its receipt.
import { expect, test } from "@playwright/test";
import { sendBankTransfer } from "./support/bank-transfer.ts";
import { callFunction, createRecord } from "./support/seed-records.ts";

/** The payment page polls every 3 s; a status change may take one full interval to show. */
const PAYMENT_POLL_TIMEOUT = 15_000;

test("a parent pays short, sees what is missing, tops up and reaches the report; /success?id= opens in a fresh browser", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const id = await createRecord(request);
  await page.goto(`/name-inspiration-payment-info/${id}`);
  const code = page.getByRole("button", { name: "Sao chép nội dung chuyển khoản" });
  await expect(code).toBeVisible();
  const { transferCode } = await callFunction<{ transferCode: string }>(request, "request-payment", { id });

  await sendBankTransfer(request, `MBVCB.123456.${transferCode}.CT tu 0123 NGUYEN VAN A`, 40000);
  await expect(page.getByText("Đã nhận 40.000 ₫, còn thiếu 9.000 ₫.", { exact: false })).toBeVisible({
    timeout: PAYMENT_POLL_TIMEOUT,
  });
  await expect(page.getByText("Số tiền còn thiếu", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /Mã VietQR/ })).toBeVisible();

  // The top-up, the bank having dropped the CHT and lowered the case.
  await sendBankTransfer(request, `${transferCode.slice(3).toLowerCase()} bu them`, 9000);
  await expect(page).toHaveURL(`/success?id=${id}`, { timeout: PAYMENT_POLL_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" })).toBeVisible();

  // Another browser (the bank app handed the link to Zalo): no router state, no sessionStorage.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(`/success?id=${id}`);
    await expect(other.getByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" })).toBeVisible();
    const receipt = other.getByRole("region", { name: "Biên nhận" });
    await expect(receipt).toContainText("49.000 ₫");
    await expect(receipt).toContainText(transferCode);
    await other.getByRole("link", { name: "Xem báo cáo đầy đủ" }).click();
    await expect(other).toHaveURL(`/phan-tich-cam-hung/${id}`);
    await expect(
      other.getByRole("region", { name: "20 gợi ý tên cho bé", exact: true }).getByRole("article"),
    ).toHaveCount(20);
  } finally {
    await fresh.close();
  }
});

test("on a phone the QR and the amount are on the first screen, and Lưu ảnh QR saves a PNG with the code in its name", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  await page.goto(`/name-inspiration-payment-info/${id}`);
  const qr = page.getByRole("img", { name: /Mã VietQR/ });
  const save = page.getByRole("button", { name: "Lưu ảnh QR" });
  // Measured once the app has taken over from the page's early view (its buttons come alive then).
  await expect(save).toBeEnabled();
  await expect(qr).toBeVisible();
  const { transferCode } = await callFunction<{ transferCode: string }>(request, "request-payment", { id });

  // Wholly inside the first screen (390 × 844), without scrolling.
  await expect(qr).toBeInViewport({ ratio: 1 });
  await expect(page.locator(".transfer-details__instruction").getByText("49.000 ₫", { exact: true })).toBeInViewport({
    ratio: 1,
  });

  const download = page.waitForEvent("download");
  await save.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`cam-hung-ten-${transferCode}.png`);
  const bytes = await (await file.createReadStream()).toArray();
  const png = Buffer.concat(bytes);
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(png.length).toBeGreaterThan(2000);
});
