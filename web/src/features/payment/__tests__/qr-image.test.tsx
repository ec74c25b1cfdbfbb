// "Lưu ảnh QR": the picture's layout (pure, tested here since the test DOM has no canvas) and the
// button that saves it under the order's name.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths.ts";
import { paintQrImage } from "@/features/payment/model/paint-qr-image.ts";
import { qrImageFileName, qrImageLayout } from "@/features/payment/model/qr-image-layout.ts";
import { fakePaymentBackend, RECORD_ID, REMAINDER_QR } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

vi.mock("@/features/payment/model/paint-qr-image.ts", () => ({
  paintQrImage: vi.fn(async () => new Blob(["png"], { type: "image/png" })),
}));

const ORDER_IMAGE = {
  qrSize: 37,
  amountVnd: 49000,
  transferCode: "CHT7K4QX2",
  bankName: "MB Bank",
  accountNumber: "0123456789",
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(paintQrImage).mockClear();
  sessionStorage.clear();
});

describe("the QR picture's layout", () => {
  it("draws the symbol whole-pixel sharp and centred, then the amount, the content, the bank and account, the brand", () => {
    const layout = qrImageLayout(ORDER_IMAGE);

    expect(layout.qr).toEqual({ x: 64, y: 24, scale: 16 });
    expect(layout.width).toBe(720);
    expect(layout.texts.map((line) => line.text)).toEqual([
      "49.000\u00a0₫",
      "Nội dung: CHT7K4QX2",
      "MB Bank · 0123456789",
      "Cảm Hứng Tên",
    ]);
    const qrBottom = layout.qr.y + layout.qr.scale * 37;
    let previous = qrBottom;
    for (const line of layout.texts) {
      expect(line.x).toBe(360);
      expect(line.y).toBeGreaterThan(previous);
      previous = line.y;
    }
    expect(layout.height).toBeGreaterThan(previous);
    expect(layout.height).toBe(qrBottom + 8 + 70 + 51 + 41 + 32 + 32);
    expect(layout.texts[0]!.font).toMatch(/^700 52px /);
  });

  it("widens the picture for a symbol too large for its usual width, one pixel a module", () => {
    const layout = qrImageLayout({ ...ORDER_IMAGE, qrSize: 700 });
    expect(layout.qr.scale).toBe(1);
    expect(layout.width).toBe(740);
    expect(layout.qr.x).toBe(20);
  });

  it("names the file after the transfer code", () => {
    expect(qrImageFileName("CHT7K4QX2")).toBe("cam-hung-ten-CHT7K4QX2.png");
  });
});

describe("Lưu ảnh QR", () => {
  it("saves the remainder's QR, with the remainder's amount, as cam-hung-ten-<code>.png", async () => {
    fakePaymentBackend({ receivedVnd: 40000 });
    const user = userEvent.setup();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:qr");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("cam-hung-ten-CHT7K4QX2.png");
      expect(this.href).toBe("blob:qr");
    });
    renderPaymentJourney(paths.paymentInfo.getHref(RECORD_ID));

    await user.click(await screen.findByRole("button", { name: "Lưu ảnh QR" }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [layout, path] = vi.mocked(paintQrImage).mock.calls[0]!;
    expect(path).toBe(REMAINDER_QR.d);
    expect(layout.texts[0]!.text).toBe("9.000\u00a0₫");
    expect(screen.queryByRole("button", { name: "Chia sẻ ảnh QR" })).not.toBeInTheDocument();
  });
});
