// The three payment functions as MSW handlers, answering like the real ones and recording what the
// page sent, so a test can say how often the page asked and with which id.
import { http, HttpResponse } from "msw";
import { env } from "../../../config/env.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { server } from "../../../testing/msw-server.ts";
import type { PaymentOrder } from "../api/request-payment.ts";

export const RECORD_ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";

/** What request-payment answers for the local stack's sample bank (a real NAPAS payload). */
export const SAMPLE_ORDER: PaymentOrder = {
  paymentStatus: "pending",
  transferCode: "CHT7K4QX2",
  amountVnd: 49000,
  bank: { bin: "970422", name: "MB Bank", accountNumber: "0123456789", accountName: "CONG TY CAM HUNG TEN" },
  qrPayload:
    "00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA53037045405490005802VN62130809CHT7K4QX263047A1D",
  // A stand-in drawing (one finder pattern's top edge): the function's own test checks the real symbol.
  qrCode: { size: 37, d: "M4 4h7v1h-7z" },
  provider: "sandbox",
  receivedVnd: 0,
  remainder: null,
};

export const functionUrl = (name: string) => `${env.supabaseUrl}/functions/v1/${name}`;

interface BackendOptions {
  order?: Partial<PaymentOrder>;
  status?: PaymentStatus;
}

export function fakePaymentBackend({ order = {}, status = "pending" }: BackendOptions = {}) {
  const sent = { requestPayment: [] as unknown[], paymentStatus: [] as unknown[], sandboxTransfer: [] as unknown[] };
  let current: PaymentStatus = status;

  server.use(
    http.post(functionUrl("request-payment"), async ({ request }) => {
      sent.requestPayment.push(await request.json());
      return HttpResponse.json({ ...SAMPLE_ORDER, ...order });
    }),
    http.post(functionUrl("payment-status"), async ({ request }) => {
      sent.paymentStatus.push(await request.json());
      const paid = current === "paid";
      return HttpResponse.json({
        paymentStatus: current,
        paidAt: paid ? "2026-11-22T06:00:00.000Z" : null,
        amountDueVnd: SAMPLE_ORDER.amountVnd,
        receivedVnd: paid ? SAMPLE_ORDER.amountVnd : 0,
        money: paid ? "paid" : "waiting",
        transferCode: SAMPLE_ORDER.transferCode,
        lastReceivedAt: paid ? "2026-11-22T06:00:00.000Z" : null,
      });
    }),
    http.post(functionUrl("sandbox-transfer"), async ({ request }) => {
      sent.sandboxTransfer.push(await request.json());
      current = "paid";
      return HttpResponse.json({ paymentStatus: current });
    }),
  );

  return {
    sent,
    /** The bank's webhook arrived: the next status check answers `paid`. */
    markPaid: () => {
      current = "paid";
    },
  };
}

/** A function answering with the docs/product.md §8 error shape. */
export function failFunction(name: string, status: number, code: string, message: string) {
  let calls = 0;
  server.use(
    http.post(functionUrl(name), () => {
      calls += 1;
      return HttpResponse.json({ error: { code, message } }, { status });
    }),
  );
  return { calls: () => calls };
}
