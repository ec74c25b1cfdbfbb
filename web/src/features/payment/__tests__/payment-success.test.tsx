import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths.ts";
import { failFunction, fakePaymentBackend, RECORD_ID } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

const STORAGE_KEY = "cam-hung-ten:last-paid-record";
const OTHER_ID = "9f1d2c3b-0000-4000-8000-000000000000";
const REPORT_URL = `${window.location.origin}/phan-tich-cam-hung/${RECORD_ID}`;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("success page", () => {
  it("given ?id= in a fresh browser (no router state, nothing stored), asks payment-status and shows the thanks, the link and the receipt", async () => {
    const backend = fakePaymentBackend({ status: "paid" });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPaymentJourney(paths.success.getHref(RECORD_ID));

    expect(await screen.findByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" })).toBeInTheDocument();
    expect(backend.sent.paymentStatus).toEqual([{ id: RECORD_ID }]);
    expect(screen.getByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
    expect(screen.getByText(REPORT_URL)).toBeInTheDocument();
    const receipt = within(screen.getByRole("region", { name: "Biên nhận" }));
    expect(receipt.getByText("Số tiền đã nhận").nextSibling).toHaveTextContent("49.000 ₫");
    expect(receipt.getByText("Nội dung chuyển khoản").nextSibling).toHaveTextContent("CHT7K4QX2");
    expect(receipt.getByText("Thời gian thanh toán").nextSibling).toHaveTextContent("22/11/2026 13:00 (giờ Việt Nam)");

    await user.click(screen.getByRole("button", { name: "Sao chép đường dẫn báo cáo" }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(REPORT_URL);
  });

  it("prefers the address's id to the router state and the stored one", async () => {
    fakePaymentBackend({ status: "paid" });
    sessionStorage.setItem(STORAGE_KEY, OTHER_ID);
    renderPaymentJourney(paths.success.getHref(RECORD_ID), { recordId: OTHER_ID });

    expect(await screen.findByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
  });

  it("without ?id=, uses the record in the router state, then the one in sessionStorage", async () => {
    fakePaymentBackend({ status: "paid" });
    sessionStorage.setItem(STORAGE_KEY, OTHER_ID);
    const { unmount } = renderPaymentJourney(paths.success.getHref(), { recordId: RECORD_ID });
    expect(await screen.findByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", paths.home.getHref());
    unmount();

    renderPaymentJourney(paths.success.getHref());
    expect(await screen.findByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(OTHER_ID),
    );
  });

  it("for a record not yet paid, says it is still waiting and links to its payment page", async () => {
    fakePaymentBackend();
    renderPaymentJourney(paths.success.getHref(RECORD_ID));

    expect(await screen.findByRole("heading", { level: 1, name: "Đang chờ thanh toán" })).toBeInTheDocument();
    expect(screen.getByText(/chưa nhận được khoản chuyển khoản nào/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mở trang thanh toán" })).toHaveAttribute(
      "href",
      paths.paymentInfo.getHref(RECORD_ID),
    );
    expect(screen.queryByRole("link", { name: "Xem báo cáo đầy đủ" })).not.toBeInTheDocument();
  });

  it("for a record paid only in part, says what arrived and what is missing", async () => {
    fakePaymentBackend({ receivedVnd: 40000 });
    renderPaymentJourney(paths.success.getHref(RECORD_ID));

    expect(await screen.findByText(/Hồ sơ này đã nhận 40\.000 ₫, còn thiếu 9\.000 ₫\./)).toBeInTheDocument();
  });

  it("for an unknown id, shows Không tìm thấy hồ sơ", async () => {
    failFunction("payment-status", 404, "RECORD_NOT_FOUND", "Không tìm thấy hồ sơ gợi ý tên này.");
    renderPaymentJourney(paths.success.getHref(RECORD_ID));

    expect(await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeInTheDocument();
  });

  it("without any record, thanks no one: says no payment is confirmed here and what to do, and offers the way home", () => {
    renderPaymentJourney(paths.success.getHref());

    expect(screen.getByRole("heading", { level: 1, name: "Chưa rõ hồ sơ nào" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Cảm ơn bố mẹ!" })).not.toBeInTheDocument();
    expect(screen.queryByText("✓")).not.toBeInTheDocument();
    expect(screen.getByText(/Trang này chưa xác nhận thanh toán nào/)).toBeInTheDocument();
    expect(screen.getByText(/mở lại đường dẫn hồ sơ đã lưu/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Xem báo cáo đầy đủ" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", paths.home.getHref());
  });
});
