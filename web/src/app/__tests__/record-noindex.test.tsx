// A family's record pages are never indexable; the public pages are.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { paths } from "@/config/paths.ts";
import { leaveFunctionCallsPending, renderAppAt } from "@/testing/render-app-at.tsx";

const RECORD_ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";
/** How long a lazy screen may take to arrive in the test runner (not a product timing). */
const LAZY_SCREEN_MS = 10_000;

// What is indexed is under test, not the screens' data: their calls never answer.
beforeEach(leaveFunctionCallsPending);

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;

describe("search engines and the record pages", () => {
  it.each([paths.result.getHref(RECORD_ID), paths.paymentInfo.getHref(RECORD_ID), paths.success.getHref(RECORD_ID)])(
    "tells search engines not to index %s",
    async (url) => {
      renderAppAt(url);
      await screen.findByRole("contentinfo", {}, { timeout: LAZY_SCREEN_MS });
      await expect.poll(robots, { timeout: LAZY_SCREEN_MS }).toBe("noindex");
    },
  );

  it.each([paths.home.getHref(), paths.privacy.getHref()])("leaves %s indexable", async (url) => {
    renderAppAt(url);
    await screen.findByRole("contentinfo", {}, { timeout: LAZY_SCREEN_MS });
    expect(robots()).toBeNull();
  });
});
