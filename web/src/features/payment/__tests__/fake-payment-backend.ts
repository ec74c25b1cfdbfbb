// The payment functions as MSW handlers, answering like the real ones and recording what the page
// sent, so a test can say how often the page asked and with which id. The money is kept as the
// server keeps it: what arrived, in one or more transfers, decides the status, the money state and
// the order's remainder.
import { http, HttpResponse } from "msw";
import type { ClaimTransferAnswer } from "@core/contracts/claim-transfer.contract.ts";
import { moneyState } from "@core/contracts/money-state.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";
import type { PaymentOrder } from "@/features/payment/api/request-payment.ts";

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

/** The stand-in drawing of a remainder's QR: different from the whole amount's, so a test can tell them apart. */
export const REMAINDER_QR = { size: 37, d: "M4 4h5v1h-5z" };
/** When the fake bank's transfers arrive and the record is paid: 13:00 in Vietnam. */
export const PAID_AT = "2026-11-22T06:00:00.000Z";

const functionUrl = (name: string) => `${env.supabaseUrl}/functions/v1/${name}`;

interface BackendOptions {
  order?: Partial<PaymentOrder>;
  status?: PaymentStatus;
  /** What has arrived already; `status: "paid"` alone means exactly the amount due. */
  receivedVnd?: number;
  /** What claim-transfer answers; an `attached` and `paid` answer also pays the record. */
  claim?: ClaimTransferAnswer;
}

export function fakePaymentBackend({
  order = {},
  status = "pending",
  receivedVnd,
  claim = { outcome: "flagged", paymentStatus: "pending" },
}: BackendOptions = {}) {
  const sent = {
    requestPayment: [] as unknown[],
    paymentStatus: [] as unknown[],
    sandboxTransfer: [] as unknown[],
    claimTransfer: [] as unknown[],
  };
  const due = order.amountVnd ?? SAMPLE_ORDER.amountVnd;
  let current: PaymentStatus = status;
  let received = receivedVnd ?? (status === "paid" ? due : 0);

  const receive = (amountVnd: number) => {
    received += amountVnd;
    if (received >= due) current = "paid";
  };
  const remainder = () =>
    received > 0 && received < due
      ? { amountVnd: due - received, qrPayload: "000201-remainder", qrCode: REMAINDER_QR }
      : null;

  server.use(
    http.post(functionUrl("request-payment"), async ({ request }) => {
      sent.requestPayment.push(await request.json());
      return HttpResponse.json({ ...SAMPLE_ORDER, receivedVnd: received, remainder: remainder(), ...order });
    }),
    http.post(functionUrl("payment-status"), async ({ request }) => {
      sent.paymentStatus.push(await request.json());
      const paid = current === "paid";
      return HttpResponse.json({
        paymentStatus: current,
        paidAt: paid ? PAID_AT : null,
        amountDueVnd: due,
        receivedVnd: received,
        money: moneyState(due, received),
        transferCode: SAMPLE_ORDER.transferCode,
        lastReceivedAt: received > 0 ? PAID_AT : null,
      });
    }),
    http.post(functionUrl("sandbox-transfer"), async ({ request }) => {
      sent.sandboxTransfer.push(await request.json());
      receive(due - received);
      return HttpResponse.json({ paymentStatus: current });
    }),
    http.post(functionUrl("claim-transfer"), async ({ request }) => {
      sent.claimTransfer.push(await request.json());
      if (claim.outcome === "attached" && claim.paymentStatus === "paid") receive(due - received);
      return HttpResponse.json(claim);
    }),
  );

  return {
    sent,
    /** The bank's webhook arrived with the amount due: the next status check answers `paid`. */
    markPaid: () => receive(Math.max(0, due - received)),
    /** A transfer of `amountVnd` arrived (short, exact or too much). */
    receive,
  };
}

/** A function answering with the docs/product.md §8 error shape. */
export function failFunction(
  name: string,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  let calls = 0;
  server.use(
    http.post(functionUrl(name), () => {
      calls += 1;
      return HttpResponse.json({ error: { code, message, ...(fields && { fields }) } }, { status });
    }),
  );
  return { calls: () => calls };
}
