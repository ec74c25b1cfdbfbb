// The home form before the app's JavaScript arrives: what a parent types, picks, taps or submits
// while the app is on its way survives hydration and is sent once. Not timings: each test holds back
// one download and proves the form does not lose what was done meanwhile.
import { expect, test } from "@playwright/test";
import { waitForLiveHomeForm } from "./support/app-live.ts";
import { COLD_LOAD, countCalls, holdScripts, isCall } from "./support/held-downloads.ts";
import { forgetRecentCreations } from "./support/rate-limit.ts";
import { slowCpuLikeThePhone } from "@scripts/bench/mobile-phone.ts";

test("a surname typed, a gender picked and a theme tapped before the app has loaded survive hydration", async ({
  page,
}) => {
  let typed!: () => void;
  const surnameTyped = new Promise<void>((resolve) => (typed = resolve));
  // No script at all until the surname is in: the form on screen is index.html's own.
  await holdScripts(page, /\/assets\/[^/]+\.js$/, surnameTyped);

  await page.goto("/", { waitUntil: "commit" });
  const surname = page.getByLabel("Họ", { exact: true });
  await surname.fill("Trần");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  // The theme chips are found in their own group: the page has other buttons above them ("Tra").
  const themes = page.getByRole("group", { name: "Cảm hứng" });
  await themes.getByRole("button", { name: "Trí tuệ" }).click();
  await expect(themes.getByRole("button", { name: "Trí tuệ" })).toHaveAttribute("aria-pressed", "true");
  await expect(themes.getByText("Đã chọn 1/5")).toBeVisible();
  typed();

  // A theme picked once the app is live renders the form again: all of the above must still be there.
  await waitForLiveHomeForm(page);
  await themes.getByRole("button", { name: "Bình an" }).click();
  await expect(themes.getByRole("button", { pressed: true })).toHaveCount(2);
  await expect(themes.getByText("Đã chọn 2/5")).toBeVisible();
  await expect(surname).toHaveValue("Trần");
  await expect(page.getByRole("radio", { name: "Bé gái" })).toBeChecked();
  await surname.press("End");
  await surname.pressSequentially(" Thị");
  await expect(surname).toHaveValue("Trần Thị");
});

test("on a slow phone, a theme tapped before the app runs, while the home screen's code is on its way and right after the app takes over stays pressed and is sent", async ({
  page,
}) => {
  await slowCpuLikeThePhone(page);
  let entryDue!: () => void;
  let homeDue!: () => void;
  const entryReleased = new Promise<void>((resolve) => (entryDue = resolve));
  const homeReleased = new Promise<void>((resolve) => (homeDue = resolve));
  // The app's entry and its own chunks wait for the first tap; the home screen's code (its chunk,
  // and its stylesheet, which only the running app asks for) for the second.
  await holdScripts(page, /\/assets\/(?!home-)[^/]+\.js$/, entryReleased);
  await holdScripts(page, /\/assets\/home-[^/]+\.(js|css)$/, homeReleased);
  const appAskedForHome = page.waitForRequest(/\/assets\/home-[^/]+\.css$/, COLD_LOAD);

  await page.goto("/", { waitUntil: "commit" });
  const themes = page.getByRole("group", { name: "Cảm hứng" });
  const chip = (name: string) => themes.getByRole("button", { name });
  // Before any of the app's JavaScript has run: index.html's script presses the chip.
  await chip("Trí tuệ").tap();
  await expect(chip("Trí tuệ")).toHaveAttribute("aria-pressed", "true");
  entryDue();
  // The app is running and wants its home screen, whose code has not arrived.
  await appAskedForHome;
  await chip("Bình an").tap();
  await expect(chip("Bình an")).toHaveAttribute("aria-pressed", "true");
  homeDue();
  // Right after the app has taken the form over.
  await waitForLiveHomeForm(page);
  await chip("Thi ca").tap();

  await expect(themes.getByRole("button", { pressed: true })).toHaveCount(3);
  for (const name of ["Trí tuệ", "Bình an", "Thi ca"]) await expect(chip(name)).toHaveAttribute("aria-pressed", "true");
  await expect(themes.getByText("Đã chọn 3/5")).toBeVisible();
  await page.getByLabel("Họ", { exact: true }).fill("Trần");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  await forgetRecentCreations();
  const sent = page.waitForRequest(isCall("create-inspiration"));
  await page.getByRole("button", { name: "Xem gợi ý tên" }).click();
  // In the chips' order on screen: the form adopts the chips the page shows pressed, not the taps.
  expect(((await sent).postDataJSON() as { themes: string[] }).themes).toEqual(["binh-an", "tri-tue", "thi-ca"]);
});

test("on a slow phone, a theme tapped the moment hydration begins is pressed once the app is live", async ({
  page,
}) => {
  await slowCpuLikeThePhone(page);
  // The page itself clicks the chip right after main.tsx has handed the form to React, before
  // React's first render: no tap from outside the page can be timed that closely.
  await page.addInitScript(() => {
    let hydrating = false;
    Object.defineProperty(window, "__appHydrating", {
      get: () => hydrating,
      set: (value: boolean) => {
        hydrating = value;
        if (value) queueMicrotask(() => document.querySelector<HTMLButtonElement>('button[value="nhan-hau"]')?.click());
      },
    });
  });

  await page.goto("/");
  await waitForLiveHomeForm(page);

  const themes = page.getByRole("group", { name: "Cảm hứng" });
  await expect(themes.getByRole("button", { name: "Nhân hậu" })).toHaveAttribute("aria-pressed", "true");
  await expect(themes.getByText("Đã chọn 1/5")).toBeVisible();
  // Pressed in the form's state too, not only on screen: a second theme keeps it.
  await themes.getByRole("button", { name: "Thi ca" }).tap();
  await expect(themes.getByRole("button", { pressed: true })).toHaveCount(2);
});

test("a form submitted before the app has loaded is not sent as an address; the app submits it once live", async ({
  page,
}) => {
  let pressed!: () => void;
  const submitPressed = new Promise<void>((resolve) => (pressed = resolve));
  await holdScripts(page, /\/assets\/[^/]+\.js$/, submitPressed);

  await page.goto("/", { waitUntil: "commit" });
  const submit = page.getByRole("button", { name: "Xem gợi ý tên" });
  await submit.click();
  await expect(page).toHaveURL("/");
  // On its way, as the app shows a request: the parent does not tap again.
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Đang tìm những cái tên hợp với cảm hứng của bố mẹ...")).toBeVisible();
  pressed();

  await expect(page.getByLabel("Họ", { exact: true })).toHaveAccessibleDescription(
    /Vui lòng nhập họ hợp lệ/,
    COLD_LOAD,
  );
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL("/");
});

test("a filled form submitted before the app has loaded is sent exactly once when the app takes over", async ({
  page,
}) => {
  let pressed!: () => void;
  const submitPressed = new Promise<void>((resolve) => (pressed = resolve));
  await holdScripts(page, /\/assets\/[^/]+\.js$/, submitPressed);
  const calls = countCalls(page, "create-inspiration");

  await page.goto("/", { waitUntil: "commit" });
  await page.getByLabel("Họ", { exact: true }).fill("Trần");
  await page.getByRole("radio", { name: "Bé gái" }).check();
  await page.getByRole("group", { name: "Cảm hứng" }).getByRole("button", { name: "Trí tuệ" }).click();
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  const submit = page.getByRole("button", { name: "Xem gợi ý tên" });
  await submit.click();
  await expect(submit).toBeDisabled();
  pressed();

  await expect(page).toHaveURL(/\/phan-tich-cam-hung\//, COLD_LOAD);
  expect(calls()).toBe(1);
});
