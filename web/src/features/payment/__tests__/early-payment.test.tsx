// The early view (early/draw-early-payment.tsx) must draw what the React screen draws first, element
// for element, or the page jumps when the app replaces it. Both are drawn here from one order and
// compared.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "@/config/paths.ts";
import { drawEarlyPayment, isEarlyOrder } from "@/features/payment/early/draw-early-payment.tsx";
import { fakePaymentBackend, RECORD_ID, SAMPLE_ORDER } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";
import { handOverEarlyAnswer } from "@/testing/early-answer.ts";

/**
 * The page down to the transfer fields, as markup. Radix marks the app's tooltip triggers with their
 * state (data-state); the early view's picture has no tooltip, and the mark neither moves nor shows.
 */
function firstLook(root: ParentNode): string {
  const page = root.querySelector("main.payment-page")!.cloneNode(true) as Element;
  for (const marked of page.querySelectorAll("[data-state]")) marked.removeAttribute("data-state");
  return [".payment-status", ".transfer-details"].map((selector) => page.querySelector(selector)!.outerHTML).join("\n");
}

afterEach(() => {
  window.__earlyAnswer = undefined;
  window.__earlyCall = undefined;
  sessionStorage.clear();
});

describe("the payment page's early view", () => {
  for (const provider of ["sandbox", "sepay"]) {
    it(`draws the status, the QR code and the transfer fields as the app does (${provider})`, async () => {
      const order = { ...SAMPLE_ORDER, provider };
      fakePaymentBackend({ order });
      const { container } = renderPaymentJourney(paths.paymentInfo.getHref(RECORD_ID));
      await screen.findByRole("img", { name: /^Mã VietQR/ });

      const host = document.createElement("div");
      expect(drawEarlyPayment(JSON.parse(JSON.stringify(order)), host)).toBe(true);
      expect(firstLook(host)).toBe(firstLook(container));
    });
  }

  it("hands its answer to the screen, which draws it in its first render and asks nothing again", async () => {
    const backend = fakePaymentBackend();
    handOverEarlyAnswer("request-payment", RECORD_ID, SAMPLE_ORDER);

    renderPaymentJourney(paths.paymentInfo.getHref(RECORD_ID));

    expect(await screen.findByText("CHT7K4QX2")).toBeInTheDocument();
    expect(screen.queryByText("Đang chuẩn bị thông tin chuyển khoản…")).toBeNull();
    expect(backend.sent.requestPayment).toEqual([]);
  });

  it("draws nothing for a paid order or an answer it does not recognise", () => {
    const host = document.createElement("div");
    expect(isEarlyOrder({ ...SAMPLE_ORDER, paymentStatus: "paid" })).toBe(false);
    expect(isEarlyOrder({ ...SAMPLE_ORDER, qrCode: { size: 37, d: '"/><script>' } })).toBe(false);
    expect(isEarlyOrder({ ...SAMPLE_ORDER, amountVnd: "49000" })).toBe(false);
    expect(isEarlyOrder({ ...SAMPLE_ORDER, bank: null })).toBe(false);
    expect(drawEarlyPayment({ error: { code: "NOT_FOUND" } }, host)).toBe(false);
    expect(host.childNodes).toHaveLength(0);
  });
});
