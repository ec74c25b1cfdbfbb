// The home form arrives prerendered and takes typing, radio picks and theme taps before the app
// runs (src/lib/before-hydration.ts), and holds a submit until the app is live. A test that needs
// the app itself (a render, a check as the parent types) waits for it here.
import type { Page } from "@playwright/test";

export async function waitForLiveHomeForm(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true);
}
