// request-payment: the record's one payment order (idempotent), with what a bank app needs.
import * as z from "zod/mini";
import { recordIdRequest } from "./function-contract.ts";
import { paymentStatusSchema } from "./payment-status.ts";
import { QR_PATH_PATTERN } from "./qr-path.ts";
import { transferCodeSchema } from "./transfer-code.ts";

export const requestPayment = {
  name: "request-payment",
  request: recordIdRequest,
  answer: z.object({
    paymentStatus: paymentStatusSchema,
    transferCode: transferCodeSchema,
    amountVnd: z.int().check(z.positive()),
    bank: z.object({ bin: z.string(), name: z.string(), accountNumber: z.string(), accountName: z.string() }),
    /** The VietQR text a bank app scans: account, amount and the transfer code. */
    qrPayload: z.string().check(z.minLength(1)),
    /** That text as a QR code: the symbol's width in modules (quiet zone included) and its dark modules as one SVG path. */
    qrCode: z.object({ size: z.int().check(z.positive()), d: z.string().check(z.regex(QR_PATH_PATTERN)) }),
    /** `sandbox` locally (offers the simulated transfer), a real gateway such as `sepay` elsewhere. */
    provider: z.string(),
    /** What has arrived so far, matched to this order. */
    receivedVnd: z.int().check(z.nonnegative()),
    /**
     * When less than the amount due has arrived: the rest, with its own VietQR (same code), so the
     * parent tops up without retyping anything. Null otherwise.
     */
    remainder: z.nullable(
      z.object({
        amountVnd: z.int().check(z.positive()),
        qrPayload: z.string().check(z.minLength(1)),
        qrCode: z.object({ size: z.int().check(z.positive()), d: z.string().check(z.regex(QR_PATH_PATTERN)) }),
      }),
    ),
  }),
} as const;
export type PaymentOrder = z.infer<typeof requestPayment.answer>;
