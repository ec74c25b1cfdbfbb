// The result page (docs/product.md §1, §8) for records seeded through the real functions: the free preview with
// its profile and locks, and a paid record opened straight from its saved link.
import { expect, test } from "@playwright/test";
import { createPaidRecord, createRecord } from "./support/seed-records.ts";

test("a fresh record shows the birth-year profile, 3 free suggestions and 17 locked ones", async ({
  page,
  request,
}) => {
  const id = await createRecord(request); // born 15/03/2026: lunar year Bính Ngọ

  await page.goto(`/phan-tich-cam-hung/${id}`);

  await expect(page.getByRole("heading", { level: 1, name: "Kết quả gợi ý tên" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Mệnh theo năm sinh" });
  await expect(profile.getByText("Bính Ngọ")).toBeVisible();
  await expect(profile.getByRole("img")).toBeVisible();
  await expect(page.getByRole("region", { name: "3 gợi ý miễn phí" }).getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("link", { name: /^Gợi ý số \d+ \(đang khóa\): / })).toHaveCount(17);
  await expect(page.getByRole("link", { name: "Mở khóa đủ 20 gợi ý · 49.000 ₫" })).toHaveAttribute(
    "href",
    `/name-inspiration-payment-info/${id}`,
  );
});

test("a locked suggestion explains in a tooltip what unlocking gives", async ({ page, request }) => {
  const id = await createRecord(request);
  await page.goto(`/phan-tich-cam-hung/${id}`);

  await page.getByRole("link", { name: /^Gợi ý số 4 \(đang khóa\)/ }).hover();

  await expect(page.getByRole("tooltip")).toContainText("Mở khóa để xem đủ 20 gợi ý");
});

test("a paid record opened from its saved link shows all 20 suggestions and nothing locked", async ({
  page,
  request,
}) => {
  const id = await createPaidRecord(request);

  await page.goto(`/phan-tich-cam-hung/${id}`);

  await expect(page.getByRole("region", { name: "20 gợi ý tên cho bé" }).getByRole("article")).toHaveCount(20);
  await expect(page.getByText("Báo cáo đầy đủ", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /đang khóa/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sao chép đường dẫn" })).toBeVisible();
});
