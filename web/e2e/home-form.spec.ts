// docs/product.md §2 in the browser: the form explains what is wrong in Vietnamese, beside the field, before
// anything is sent.
import { expect, test } from "@playwright/test";
import { waitForLiveHomeForm } from "./support/app-live.ts";
import { checkScreen } from "./support/screen-checks.ts";

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

test("on a 390 px phone the chữ Hán picker of a parent's own name shows the chosen meaning whole", async ({ page }) => {
  await page.goto("/");
  // The picker is the app's: it appears as the parent types, once the app is live.
  await waitForLiveHomeForm(page);
  await page.getByLabel("Tên đang cân nhắc thứ 1").fill("Minh Anh");

  // A phone's select shows "英 · tinh hoa, ngư…": the meaning is written in full under it.
  const select = page.getByLabel("Chữ Hán của chữ Anh");
  await expect(select).toHaveAccessibleDescription(/^英 ?: tinh hoa, người tài giỏi hơn người$/u);
  const meaning = page.locator(`[id="${await select.getAttribute("aria-describedby")}"]`);
  await expect(meaning).toBeVisible();
  const names = (await page.getByRole("group", { name: "Tên bố mẹ đang cân nhắc" }).boundingBox())!;
  for (const part of [select, meaning]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(names.x);
    expect(box.x + box.width).toBeLessThanOrEqual(names.x + names.width);
  }
  await checkScreen(page, "home-390-han-tu-picker");
});
