// "Tôi đã chuyển khoản nhưng chưa thấy mở khóa": the parent's amount and time go to claim-transfer,
// and each answer is said in words a parent understands.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths.ts";
import { notify } from "@/lib/notify.ts";
import { failFunction, fakePaymentBackend, PAID_AT, RECORD_ID } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

vi.mock("@/lib/notify.ts", () => ({ notify: vi.fn() }));

const PAGE = paths.paymentInfo.getHref(RECORD_ID);

beforeEach(() => {
  // 13:00 in Vietnam; only the clock is fake, so MSW and user events run as usual.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(PAID_AT) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(notify).mockClear();
  sessionStorage.clear();
});

async function openClaimForm() {
  const user = userEvent.setup();
  renderPaymentJourney(PAGE);
  await user.click(await screen.findByText("Tôi đã chuyển khoản nhưng chưa thấy mở khóa"));
  return user;
}

async function claim(user: ReturnType<typeof userEvent.setup>, amount: string, time = "2026-11-22T12:55") {
  const amountInput = screen.getByLabelText("Số tiền đã chuyển (₫)");
  await user.clear(amountInput);
  await user.type(amountInput, amount);
  fireEvent.change(screen.getByLabelText("Thời gian chuyển khoản (giờ Việt Nam)"), { target: { value: time } });
  await user.click(screen.getByRole("button", { name: "Gửi để kiểm tra" }));
}

describe("the claim form", () => {
  it("is collapsed at first, prefilled with the amount due and the time now in Vietnam", async () => {
    fakePaymentBackend();
    renderPaymentJourney(PAGE);
    const summary = await screen.findByText("Tôi đã chuyển khoản nhưng chưa thấy mở khóa");

    expect(summary.closest("details")).not.toHaveAttribute("open");
    expect(screen.getByLabelText("Số tiền đã chuyển (₫)")).toHaveValue("49.000");
    expect(screen.getByLabelText("Thời gian chuyển khoản (giờ Việt Nam)")).toHaveValue("2026-11-22T13:00");
  });

  it("sends the amount typed the Vietnamese way and the time as +07:00; flagged says the team checks within one working day", async () => {
    const backend = fakePaymentBackend();
    const user = await openClaimForm();

    await claim(user, "40.000");

    expect(await screen.findByText(/đội ngũ Cảm Hứng Tên kiểm tra trong vòng một ngày làm việc/)).toBeInTheDocument();
    expect(screen.getByText(/Bố mẹ có thể để trang này mở, hoặc quay lại đường dẫn này sau/)).toBeInTheDocument();
    expect(backend.sent.claimTransfer).toEqual([
      { id: RECORD_ID, amountVnd: 40000, transferredAt: "2026-11-22T12:55:00+07:00" },
    ]);
    expect(notify).not.toHaveBeenCalled();
  });

  it("attached: says the transfer was found and the report is unlocked", async () => {
    const backend = fakePaymentBackend({ claim: { outcome: "attached", paymentStatus: "paid" } });
    const user = await openClaimForm();

    await claim(user, "49000");

    expect(await screen.findByText(/Đã tìm thấy khoản chuyển của bố mẹ\. Báo cáo đã được mở khóa/)).toBeInTheDocument();
    expect(backend.sent.claimTransfer).toEqual([
      { id: RECORD_ID, amountVnd: 49000, transferredAt: "2026-11-22T12:55:00+07:00" },
    ]);
  });

  it("429: shows the server's message, without a toast", async () => {
    fakePaymentBackend();
    failFunction(
      "claim-transfer",
      429,
      "RATE_LIMITED",
      "Bố mẹ đã gửi nhiều yêu cầu kiểm tra. Vui lòng thử lại sau ít phút.",
    );
    const user = await openClaimForm();

    await claim(user, "49.000");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Bố mẹ đã gửi nhiều yêu cầu kiểm tra. Vui lòng thử lại sau ít phút.",
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it("400: shows the server's message beside each field", async () => {
    fakePaymentBackend();
    failFunction("claim-transfer", 400, "VALIDATION_FAILED", "Thông tin chưa hợp lệ.", {
      amountVnd: "Số tiền phải là số nguyên dương.",
      transferredAt: "Thời gian chuyển khoản không hợp lệ.",
    });
    const user = await openClaimForm();

    await claim(user, "49.000");

    expect(await screen.findByText("Số tiền phải là số nguyên dương.")).toBeInTheDocument();
    expect(screen.getByLabelText("Số tiền đã chuyển (₫)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Thời gian chuyển khoản không hợp lệ.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses an amount it cannot read or a time ahead of now, before asking the server", async () => {
    const backend = fakePaymentBackend();
    const user = await openClaimForm();

    await claim(user, "49,5");
    expect(await screen.findByText("Bố mẹ nhập số tiền đã chuyển, ví dụ 49.000.")).toBeInTheDocument();

    await claim(user, "49.000", "2026-11-22T15:00");
    expect(await screen.findByText("Thời gian chuyển khoản không thể ở sau lúc này.")).toBeInTheDocument();
    expect(backend.sent.claimTransfer).toEqual([]);
  });
});
