// The home form arrives prerendered and takes typing and radio picks before the app runs, but its
// theme chips only work once the app has hydrated the page (src/lib/before-hydration.ts). A test
// that taps them waits for the app, as the page itself does before it lets a submit through.
import type { Page } from "@playwright/test";

export async function waitForLiveHomeForm(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true);
}
