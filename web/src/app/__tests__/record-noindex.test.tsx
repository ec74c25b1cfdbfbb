// A family's record pages are never indexable; the public pages are.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { delay, http } from "msw";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { env } from "@/config/env.ts";
import { paths } from "@/config/paths.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { server } from "@/testing/msw-server.ts";
import { AppRoutes } from "@/app/app-routes.tsx";

const RECORD_ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";
/** How long a lazy screen may take to arrive in the test runner (not a product timing). */
const LAZY_SCREEN_MS = 10_000;

// What is indexed is under test, not the screens' data: their calls never answer.
beforeEach(() => {
  server.use(http.post(`${env.supabaseUrl}/functions/v1/*`, () => delay("infinite")));
});

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;

describe("search engines and the record pages", () => {
  it.each([paths.result.getHref(RECORD_ID), paths.paymentInfo.getHref(RECORD_ID), paths.success.getHref(RECORD_ID)])(
    "tells search engines not to index %s",
    async (url) => {
      renderAt(url);
      await screen.findByRole("contentinfo", {}, { timeout: LAZY_SCREEN_MS });
      await expect.poll(robots, { timeout: LAZY_SCREEN_MS }).toBe("noindex");
    },
  );

  it.each([paths.home.getHref(), paths.privacy.getHref()])("leaves %s indexable", async (url) => {
    renderAt(url);
    await screen.findByRole("contentinfo", {}, { timeout: LAZY_SCREEN_MS });
    expect(robots()).toBeNull();
  });
});
