// docs/product.md §2 in the browser: the form explains what is wrong in Vietnamese, beside the field, before
// anything is sent.
import { expect, test } from "@playwright/test";

test("submitting an empty form shows the Vietnamese field errors and sends nothing", async ({ page }) => {
  const created: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/functions/v1/create-inspiration")) created.push(request.method());
  });
  await page.goto("/");

  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();

  const surname = page.getByLabel("Họ", { exact: true });
  await expect(surname).toHaveAccessibleDescription(/Vui lòng nhập họ hợp lệ/);
  await expect(page.getByRole("group", { name: "Cảm hứng" })).toHaveAccessibleDescription(/Chọn ít nhất một cảm hứng/);
  await expect(page).toHaveURL("/");
  expect(created).toEqual([]);
});

test("the home page shows the price of the full report in Vietnamese money format", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("49.000 ₫").first()).toBeVisible();
});

test("on a phone the form's first field is on the first screen, without scrolling", async ({ page }) => {
  await page.goto("/");

  const surname = page.getByLabel("Họ", { exact: true });
  await expect(surname).toBeVisible();
  const box = (await surname.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
});
