import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths.ts";
import { formatVnd } from "@/lib/format-vnd.ts";
import { notify } from "@/lib/notify.ts";
import { failFunction, fakePaymentBackend, RECORD_ID, SAMPLE_ORDER } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

vi.mock("@/lib/notify.ts", () => ({ notify: vi.fn() }));

const PAGE = paths.paymentInfo.getHref(RECORD_ID);

afterEach(() => {
  vi.mocked(notify).mockClear();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("payment-info page", () => {
  it("shows a loading state while it requests payment for the record in the URL", async () => {
    const backend = fakePaymentBackend();
    renderPaymentJourney(PAGE);

    expect(screen.getByRole("status")).toHaveTextContent("Đang chuẩn bị thông tin chuyển khoản…");
    expect(await screen.findByText("CHT7K4QX2")).toBeInTheDocument();
    expect(backend.sent.requestPayment).toEqual([{ id: RECORD_ID }]);
  });

  it("shows the server's order: amount, bank, account, holder and transfer content", async () => {
    // A price frozen before a price change: the page must show this, not the build's 49.000 ₫.
    fakePaymentBackend({ order: { amountVnd: 39000 } });
    renderPaymentJourney(PAGE);

    const details = within(await screen.findByRole("region", { name: "Thông tin chuyển khoản" }));
    expect(details.getAllByText("39.000 ₫")).toHaveLength(2); // above the QR, and in the field to copy
    expect(details.getByText("MB Bank")).toBeInTheDocument();
    expect(details.getByText("0123456789")).toBeInTheDocument();
    expect(details.getByText("CONG TY CAM HUNG TEN")).toBeInTheDocument();
    expect(details.getByText("CHT7K4QX2")).toBeInTheDocument();
    expect(screen.queryByText("49.000 ₫")).not.toBeInTheDocument();
    expect(document.querySelector(".transfer-details__instruction")).toHaveTextContent(
      "Quét mã QR bằng ứng dụng ngân hàng để chuyển 39.000 ₫, hoặc chuyển khoản với đúng số tiền và nội dung bên dưới.",
    );
    expect(screen.getByText(/không phải bói toán/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Quay lại kết quả/ })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
  });

  it("draws the VietQR code as an SVG image named for what it pays", async () => {
    fakePaymentBackend();
    renderPaymentJourney(PAGE);

    const qr = await screen.findByRole("img", { name: /^Mã VietQR để chuyển khoản/ });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr).toHaveAccessibleName(`Mã VietQR để chuyển khoản ${formatVnd(49000)} đến MB Bank, nội dung CHT7K4QX2`);
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
  });

  it.each([
    ["Sao chép số tiền", "49000"],
    ["Sao chép ngân hàng", "MB Bank"],
    ["Sao chép số tài khoản", "0123456789"],
    ["Sao chép chủ tài khoản", "CONG TY CAM HUNG TEN"],
    ["Sao chép nội dung chuyển khoản", "CHT7K4QX2"],
  ])("%s puts %s on the clipboard and confirms with Đã sao chép", async (buttonName, copied) => {
    fakePaymentBackend();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPaymentJourney(PAGE);

    await user.click(await screen.findByRole("button", { name: buttonName }));

    expect(writeText).toHaveBeenCalledExactlyOnceWith(copied);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Đã sao chép");
  });

  it("confirms one copy at a time, and the confirmation closes by itself after a moment", async () => {
    fakePaymentBackend();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPaymentJourney(PAGE);

    await user.click(await screen.findByRole("button", { name: "Sao chép số tài khoản" }));
    await user.click(screen.getByRole("button", { name: "Sao chép chủ tài khoản" }));
    await user.click(screen.getByRole("button", { name: "Sao chép nội dung chuyển khoản" }));

    // Only the last field's "Đã sao chép", at once, never a stack of them over the rows above.
    const contentButton = screen.getByRole("button", { name: "Sao chép nội dung chuyển khoản" });
    await waitFor(() => expect(contentButton).toHaveAccessibleDescription("Đã sao chép"));
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it("offers Sao chép in a tooltip when a copy button gets keyboard focus", async () => {
    fakePaymentBackend();
    const user = userEvent.setup();
    renderPaymentJourney(PAGE);
    await screen.findByRole("button", { name: "Sao chép số tiền" });

    await user.tab();
    await user.tab();

    expect(await screen.findByRole("tooltip")).toHaveTextContent(/^Sao chép$/);
  });

  it("tells the visitor when the clipboard refuses, instead of pretending it copied", async () => {
    fakePaymentBackend();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("NotAllowedError"));
    renderPaymentJourney(PAGE);

    await user.click(await screen.findByRole("button", { name: "Sao chép số tài khoản" }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", expect.stringContaining("Không sao chép được")));
    expect(screen.queryByText("Đã sao chép")).not.toBeInTheDocument();
  });

  it("waits for the transfer with a polite live status", async () => {
    fakePaymentBackend();
    renderPaymentJourney(PAGE);

    const status = await screen.findByText("Đang chờ xác nhận chuyển khoản…");
    expect(status.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("offers Giả lập chuyển khoản with the sandbox provider, and it asks the backend for that record", async () => {
    const backend = fakePaymentBackend({ order: { provider: "sandbox" } });
    const user = userEvent.setup();
    renderPaymentJourney(PAGE);

    await user.click(await screen.findByRole("button", { name: "Giả lập chuyển khoản" }));

    await waitFor(() => expect(backend.sent.sandboxTransfer).toEqual([{ id: RECORD_ID }]));
  });

  it("hides Giả lập chuyển khoản with a real gateway", async () => {
    const backend = fakePaymentBackend({ order: { provider: "sepay" } });
    renderPaymentJourney(PAGE);

    await screen.findByText(SAMPLE_ORDER.transferCode);
    expect(screen.queryByRole("button", { name: "Giả lập chuyển khoản" })).not.toBeInTheDocument();
    expect(backend.sent.sandboxTransfer).toEqual([]);
  });

  it("toasts and opens /success with a link to this record's report once the simulated transfer lands", async () => {
    fakePaymentBackend();
    const user = userEvent.setup();
    renderPaymentJourney(PAGE);

    await user.click(await screen.findByRole("button", { name: "Giả lập chuyển khoản" }));

    const report = await screen.findByRole("link", { name: "Xem báo cáo đầy đủ" });
    expect(report).toHaveAttribute("href", paths.result.getHref(RECORD_ID));
    expect(screen.getByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledExactlyOnceWith("success", expect.stringContaining("Đã nhận thanh toán"));
    expect(sessionStorage.getItem("cam-hung-ten:last-paid-record")).toBe(RECORD_ID);
  });

  it("sends a record that is already paid straight to /success when the page is reopened", async () => {
    const backend = fakePaymentBackend({ order: { paymentStatus: "paid" }, status: "paid" });
    renderPaymentJourney(PAGE);

    expect(await screen.findByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
    // The payment page does not poll a paid record; /success asks once for its receipt.
    expect(backend.sent.paymentStatus).toEqual([{ id: RECORD_ID }]);
  });

  it("titles an order with index.html's static header, and hides it for a missing record", async () => {
    const hero = Object.assign(document.createElement("header"), { id: "payment-hero", hidden: true });
    document.body.append(hero);
    try {
      fakePaymentBackend();
      const { unmount } = renderPaymentJourney(PAGE);
      await screen.findByText("CHT7K4QX2");
      expect(hero.hidden).toBe(false);
      unmount();

      failFunction("request-payment", 404, "RECORD_NOT_FOUND", "Không tìm thấy hồ sơ gợi ý tên này.");
      renderPaymentJourney(PAGE);
      await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" });
      expect(hero.hidden).toBe(true);
    } finally {
      hero.remove();
    }
  });

  it("shows Không tìm thấy hồ sơ with a way to start again for an unknown id, without retrying", async () => {
    const requestPayment = failFunction(
      "request-payment",
      404,
      "RECORD_NOT_FOUND",
      "Không tìm thấy hồ sơ gợi ý tên này.",
    );
    renderPaymentJourney(PAGE);

    expect(await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tạo gợi ý mới" })).toHaveAttribute("href", paths.home.getHref());
    expect(requestPayment.calls()).toBe(1);
  });

  it("treats an id that is not a uuid as an unknown record", async () => {
    failFunction("request-payment", 400, "VALIDATION_FAILED", "Thông tin chưa hợp lệ.");
    renderPaymentJourney(paths.paymentInfo.getHref("khong-phai-uuid"));

    expect(await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeInTheDocument();
  });

  it("shows the server's message and Thử lại after 3 retries, and Thử lại asks again", async () => {
    const failing = failFunction(
      "request-payment",
      503,
      "SERVICE_UNAVAILABLE",
      "Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút.",
    );
    const user = userEvent.setup();
    renderPaymentJourney(PAGE);

    expect(await screen.findByRole("alert")).toHaveTextContent("Hệ thống đang bận");
    expect(failing.calls()).toBe(4);

    fakePaymentBackend();
    await user.click(screen.getByRole("button", { name: "Thử lại" }));

    expect(await screen.findByText("CHT7K4QX2")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
