// A parent checks the name they already love: they type it on the form with the parents' years,
// see its verdict and warnings free, pay, and switch one of its chữ Hán in the full report.
import { expect, test } from "@playwright/test";
import { forgetRecentCreations } from "./support/rate-limit.ts";
import { callFunction } from "./support/seed-records.ts";
import { checkScreen } from "./support/screen-checks.ts";

const RESULT_PATH = /\/phan-tich-cam-hung\/([0-9a-f-]{36})$/;

test("a parent's own names get a free verdict, and the paid report lets them switch a chữ Hán", async ({
  page,
  request,
}) => {
  test.slow(); // a form, a payment through the API and two screens checked by axe

  await page.goto("/");
  await page.getByLabel("Họ").fill("Nguyễn");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByRole("button", { name: "Bình an" }).click();
  await page.getByLabel("Tên đang cân nhắc thứ 1").fill("Minh Anh");
  await page.getByLabel("Tên đang cân nhắc thứ 2").fill("Hà Hạnh");
  await expect(page.getByLabel("Chữ Hán của chữ Minh")).toHaveValue("明");
  await page.getByLabel("Năm sinh của bố").fill("1990");
  await page.getByLabel("Năm sinh của mẹ").fill("1986");
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  await forgetRecentCreations();
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();

  await expect(page).toHaveURL(RESULT_PATH);
  const id = RESULT_PATH.exec(new URL(page.url()).pathname)![1]!;
  const own = page.getByRole("region", { name: "Tên bố mẹ đang cân nhắc" });
  await expect(own.getByRole("article")).toHaveCount(2);
  const haHanh = own.getByRole("article", { name: "Nguyễn Hà Hạnh" });
  await expect(haHanh.getByRole("list", { name: "Điều cần lưu ý về tên Nguyễn Hà Hạnh" })).toContainText("Nói lái");
  // A name with a nói lái is never praised: its verdict opens with a band below "Đẹp".
  await expect(haHanh.getByText(/^(Cân nhắc|Không nên) \(\d+\/100\)/)).toBeVisible();
  await expect(own.getByText("Chọn chữ Hán khác")).toHaveCount(0); // paid only
  await expect(page.getByRole("region", { name: "Tuổi của bố mẹ" })).toContainText("Canh Ngọ");
  await checkScreen(page, "result-own-names");

  await callFunction(request, "request-payment", { id });
  await callFunction(request, "sandbox-transfer", { id });
  await page.reload();

  const minhAnh = page
    .getByRole("region", { name: "Tên bố mẹ đang cân nhắc" })
    .getByRole("article", { name: "Nguyễn Minh Anh" });
  await expect(minhAnh.getByText("明英")).toBeVisible();
  await minhAnh.getByText("Chọn chữ Hán khác").click();
  await minhAnh.getByLabel("Chữ Hán của chữ Minh trong tên Nguyễn Minh Anh").selectOption("銘");
  await expect(minhAnh.getByText("銘英")).toBeVisible();
  await expect(minhAnh.getByRole("status")).toHaveText("Đã phân tích lại theo chữ Hán bố mẹ chọn.");
  await checkScreen(page, "result-own-names-paid");

  // The choice is kept with the record: the shared link shows it.
  await page.reload();
  await expect(page.getByRole("article", { name: "Nguyễn Minh Anh" }).getByText("銘英")).toBeVisible();
});
