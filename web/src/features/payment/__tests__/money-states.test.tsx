// Where the money stands, as the payment page says it: waiting, short (what arrived, what is
// missing, and a QR for the rest), and too much (the report opens, the surplus is refunded).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths.ts";
import { notify } from "@/lib/notify.ts";
import { fakePaymentBackend, RECORD_ID, REMAINDER_QR, SAMPLE_ORDER } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

vi.mock("@/lib/notify.ts", () => ({ notify: vi.fn() }));

const PAGE = paths.paymentInfo.getHref(RECORD_ID);
/** A status poll comes every 3 s; on a runner busy with the browser suite beside it, the answer can take as long again. */
const POLL_WAIT = { timeout: 15_000 };

afterEach(() => {
  vi.mocked(notify).mockClear();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the money state on the payment page", () => {
  it("waiting: the whole amount, its QR, and Đang chờ xác nhận chuyển khoản…", async () => {
    fakePaymentBackend();
    renderPaymentJourney(PAGE);

    expect(await screen.findByText("Đang chờ xác nhận chuyển khoản…")).toBeInTheDocument();
    const details = within(await screen.findByRole("region", { name: "Thông tin chuyển khoản" }));
    expect(details.getByText("Số tiền")).toBeInTheDocument();
    expect(details.getAllByText("49.000 ₫")).toHaveLength(2); // above the QR, and in the field to copy
    expect(details.getByRole("img", { name: /^Mã VietQR/ }).querySelector("path")).toHaveAttribute(
      "d",
      SAMPLE_ORDER.qrCode.d,
    );
  });

  it("underpaid on arrival: says what arrived and what is missing, and the QR, amount and copy are the remainder's", async () => {
    fakePaymentBackend({ receivedVnd: 40000 });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPaymentJourney(PAGE);

    expect(
      await screen.findByText(
        "Đã nhận 40.000 ₫, còn thiếu 9.000 ₫. Bố mẹ chuyển thêm 9.000 ₫ với cùng nội dung chuyển khoản để mở báo cáo.",
      ),
    ).toBeInTheDocument();
    const details = within(screen.getByRole("region", { name: "Thông tin chuyển khoản" }));
    expect(details.getByText("Số tiền còn thiếu")).toBeInTheDocument();
    expect(details.getAllByText("9.000 ₫")).toHaveLength(2); // above the QR, and in the field to copy
    expect(details.queryByText("49.000 ₫")).not.toBeInTheDocument();
    const qr = details.getByRole("img", {
      name: "Mã VietQR để chuyển khoản 9.000\u00a0₫ đến MB Bank, nội dung CHT7K4QX2",
    });
    expect(qr.querySelector("path")).toHaveAttribute("d", REMAINDER_QR.d);
    expect(details.getByText("CHT7K4QX2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sao chép số tiền còn thiếu" }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith("9000");
  });

  it("underpaid through polling: asks for the order again and switches to the remainder's QR", async () => {
    const backend = fakePaymentBackend();
    renderPaymentJourney(PAGE);
    await screen.findByText("Đang chờ xác nhận chuyển khoản…");
    expect(backend.sent.requestPayment).toHaveLength(1);

    backend.receive(40000);

    expect(await screen.findByText(/^Đã nhận 40\.000 ₫, còn thiếu 9\.000 ₫\./, {}, POLL_WAIT)).toBeInTheDocument();
    const details = within(screen.getByRole("region", { name: "Thông tin chuyển khoản" }));
    await waitFor(() =>
      expect(details.getByRole("img", { name: /9\.000/ }).querySelector("path")).toHaveAttribute("d", REMAINDER_QR.d),
    );
    expect(backend.sent.requestPayment).toHaveLength(2);
    expect(details.getAllByText("9.000 ₫")).toHaveLength(2); // above the QR, and in the field to copy

    // A second short transfer: asked again, once, for the new sum.
    backend.receive(4000);
    expect(await details.findAllByText("5.000 ₫", {}, POLL_WAIT)).toHaveLength(2);
    await waitFor(() => expect(backend.sent.requestPayment).toHaveLength(3));
  }, 15_000);

  it("overpaid: the report opens, and the surplus is said to be refunded with nothing to do", async () => {
    fakePaymentBackend({ order: { paymentStatus: "paid" }, status: "paid", receivedVnd: 98000 });
    renderPaymentJourney(PAGE);

    expect(await screen.findByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute(
      "href",
      paths.result.getHref(RECORD_ID),
    );
    const refund = screen.getByRole("note");
    expect(refund).toHaveTextContent(
      "Bố mẹ đã chuyển dư 49.000 ₫. Chúng tôi sẽ hoàn lại khoản này vào đúng tài khoản đã chuyển, bằng chuyển khoản trong vòng 3 ngày làm việc. Bố mẹ không cần làm gì thêm.",
    );
    expect(within(refund).getByRole("link", { name: "hotro@camhungten.vn" })).toHaveAttribute(
      "href",
      "mailto:hotro@camhungten.vn",
    );
    expect(within(screen.getByRole("region", { name: "Biên nhận" })).getByText("98.000 ₫")).toBeInTheDocument();
  });

  it("paid through polling: /success?id= with the receipt and the report's link", async () => {
    const backend = fakePaymentBackend({ order: { provider: "sepay" } });
    renderPaymentJourney(PAGE);
    await screen.findByText("Đang chờ xác nhận chuyển khoản…");

    backend.markPaid();

    expect(await screen.findByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" }, POLL_WAIT)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/phan-tich-cam-hung/${RECORD_ID}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sao chép đường dẫn báo cáo" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Biên nhận" })).getByText(/22\/11\/2026 13:00/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledExactlyOnceWith("success", expect.stringContaining("Đã nhận thanh toán"));
  }, 10_000);
});
