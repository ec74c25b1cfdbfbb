// The payment page (docs/product.md §5) for a record seeded through the real function: the transfer details a
// banking app needs, each one copyable.
import { expect, test } from "@playwright/test";
import { createRecord } from "./support/seed-records.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the copy button puts the account number on the clipboard and says so", async ({ page, request }) => {
  const id = await createRecord(request);
  await page.goto(`/name-inspiration-payment-info/${id}`);

  await page.getByRole("button", { name: "Sao chép số tài khoản" }).click();

  await expect(page.getByRole("tooltip")).toContainText("Đã sao chép");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0123456789");
});

test("the transfer content copies the record's transfer code, which the QR's description names too", async ({
  page,
  request,
}) => {
  const id = await createRecord(request);
  await page.goto(`/name-inspiration-payment-info/${id}`);

  await page.getByRole("button", { name: "Sao chép nội dung chuyển khoản" }).click();
  // Only the app's button is a button (the early view is inert): wait for what the parent sees.
  await expect(page.getByRole("tooltip")).toContainText("Đã sao chép");
  const code = await page.evaluate(() => navigator.clipboard.readText());

  expect(code).toMatch(/^CHT[A-HJ-NP-Z2-9]{6}$/);
  await expect(page.getByRole("img", { name: /Mã VietQR/ })).toHaveAccessibleName(new RegExp(`49\\.000\\s₫.*${code}$`));
  await expect(page.getByText(code, { exact: true })).toBeVisible();
});
