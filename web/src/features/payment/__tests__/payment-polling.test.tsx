// The live status under fake timers: the 3 s rhythm is the behaviour, so the test controls time.
import { focusManager, QueryObserver } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths.ts";
import { notify } from "@/lib/notify.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { PAYMENT_STATUS_POLL_MS, paymentStatusQueryOptions } from "@/features/payment/api/get-payment-status.ts";
import { fakePaymentBackend, RECORD_ID } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

vi.mock("@/lib/notify.ts", () => ({ notify: vi.fn() }));

const PAGE = paths.paymentInfo.getHref(RECORD_ID);

/** Lets MSW answer and React render whatever the last fetch returned. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  vi.mocked(notify).mockClear();
  sessionStorage.clear();
});

describe("payment status polling", () => {
  it("asks payment-status for this record every 3 seconds while the transfer is pending", async () => {
    const backend = fakePaymentBackend();
    renderPaymentJourney(PAGE);
    await settle();
    expect(backend.sent.paymentStatus).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    expect(backend.sent.paymentStatus).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    expect(backend.sent.paymentStatus).toEqual([{ id: RECORD_ID }, { id: RECORD_ID }, { id: RECORD_ID }]);
    expect(screen.getByText("Đang chờ xác nhận chuyển khoản…")).toBeInTheDocument();
  });

  it("does not poll while the tab is hidden, and checks again as soon as it is visible", async () => {
    const backend = fakePaymentBackend();
    renderPaymentJourney(PAGE);
    await settle();

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(4 * PAYMENT_STATUS_POLL_MS));
    expect(backend.sent.paymentStatus).toHaveLength(1);

    act(() => focusManager.setFocused(true));
    await settle();
    expect(backend.sent.paymentStatus).toHaveLength(2);
  });

  it("turns paid through polling alone: one toast, /success with the report link, and no more polls", async () => {
    const backend = fakePaymentBackend({ order: { provider: "sepay" } });
    renderPaymentJourney(PAGE);
    await settle();

    backend.markPaid();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    await settle();

    expect(screen.getByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
    expect(notify).toHaveBeenCalledExactlyOnceWith("success", expect.stringContaining("Đã nhận thanh toán"));
    const pollsWhenPaid = backend.sent.paymentStatus.length;

    await act(() => vi.advanceTimersByTimeAsync(5 * PAYMENT_STATUS_POLL_MS));
    expect(backend.sent.paymentStatus).toHaveLength(pollsWhenPaid);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("stops polling by itself once the answer is paid, even with the status still on screen", async () => {
    const backend = fakePaymentBackend();
    const observer = new QueryObserver(createQueryClient(), paymentStatusQueryOptions(RECORD_ID));
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    expect(backend.sent.paymentStatus).toHaveLength(2);

    backend.markPaid();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_MS));
    expect(observer.getCurrentResult().data?.paymentStatus).toBe("paid");
    await act(() => vi.advanceTimersByTimeAsync(5 * PAYMENT_STATUS_POLL_MS));

    expect(backend.sent.paymentStatus).toHaveLength(3);
    unsubscribe();
  });
});
