// What every screen of the journey must pass, and the artifact it leaves: axe-core finds no serious
// or critical violation, and a full-page screenshot lands in test-results/screenshots/<screen>.png.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { SCREENSHOTS_DIR } from "./browser-settings.ts";

const require = createRequire(import.meta.url);
/** axe-core's source, read once per worker (about 550 KB). */
let axeSource: string | undefined;
const BLOCKING_IMPACTS = ["serious", "critical"];

declare global {
  interface Window {
    axe: { run: (context: Document, options?: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * One line per serious or critical violation: rule, impact, the elements it found, and why. The
 * lines are made in the page and axe gathers only violations: sending its whole report (every rule
 * that passed, with each element it looked at) back to the test took longer than the check itself.
 */
async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Once per document: the screens of a journey are mostly one page the app redraws, which keeps
  // the axe an earlier check loaded.
  if (!(await page.evaluate(() => "axe" in window))) {
    axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
    await page.addScriptTag({ content: axeSource });
  }
  return page.evaluate(async (blockingImpacts) => {
    const results = await window.axe.run(document, { resultTypes: ["violations"] });
    return results.violations
      .filter((violation) => blockingImpacts.includes(violation.impact ?? ""))
      .map((violation) => {
        const nodes = violation.nodes.map((node) =>
          `${node.target.join(" ")}: ${node.failureSummary ?? ""}`.replace(/\s+/g, " "),
        );
        return `${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(" | ")}`;
      });
  }, BLOCKING_IMPACTS);
}

/**
 * Waits for entrance animations and transitions (a toast sliding in) to end: mid-fade, text blends
 * with its background and axe would measure a contrast nobody sees for long. Endless animations
 * (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Checks the screen as it is now and saves its picture. Call it once the screen's content is
 * asserted visible, so neither the check nor the picture catches a spinner.
 */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  await test.step(`screen "${screen}": accessibility and screenshot`, async () => {
    await settleAnimations(page);
    const file = path.join(SCREENSHOTS_DIR, `${screen}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(screen, { path: file, contentType: "image/png" });
    expect(await seriousAccessibilityViolations(page), `axe-core on "${screen}"`).toEqual([]);
  });
}
