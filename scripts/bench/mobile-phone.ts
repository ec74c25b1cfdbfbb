// The phone every browser bench loads pages on: Lighthouse's mobile profile, applied through the
// DevTools protocol to a fresh context, so each load is a cold one.
import type { Browser, Page } from "playwright-core";

/** Lighthouse's mobile profile (its `mobileSlow4G` throttling and its phone's width). */
const MOBILE_PROFILE = {
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  width: 390,
  height: 844,
} as const;

/** A cold phone: fresh context (empty cache), the profile's network and CPU applied before navigation. */
export async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: MOBILE_PROFILE.width, height: MOBILE_PROFILE.height },
    isMobile: true,
    hasTouch: true,
    locale: "vi-VN",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_PROFILE.cpuSlowdown });
  return page;
}

/** The profile's CPU alone, for a browser test that holds the network itself (page.route). */
export async function slowCpuLikeThePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_PROFILE.cpuSlowdown });
}
