// What the parent should transfer now: the whole amount, or after a short transfer only the rest,
// with the QR that pays exactly that. The status poll learns of a short transfer before the order
// is fetched again with its remainder's QR; until then there is no QR for the amount shown, and a
// QR for a different amount must never stand next to it.
import type { PaymentStatusAnswer } from "@core/contracts/payment-status.contract.ts";
import type { PaymentOrder } from "@core/contracts/request-payment.contract.ts";

export interface AmountToPay {
  amountVnd: number;
  /** The symbol that pays `amountVnd`, or null while it is being fetched. */
  qrCode: PaymentOrder["qrCode"] | null;
  /** True when this is what is missing after a short transfer. */
  isRemainder: boolean;
}

export function amountToPay(order: PaymentOrder, status: PaymentStatusAnswer | undefined): AmountToPay {
  // The fresher of the two: the poll, else what the order knew when fetched.
  const receivedVnd = Math.max(status?.receivedVnd ?? 0, order.receivedVnd);
  const missing = order.amountVnd - receivedVnd;
  if (receivedVnd <= 0 || missing <= 0) return { amountVnd: order.amountVnd, qrCode: order.qrCode, isRemainder: false };
  const remainder = order.remainder?.amountVnd === missing ? order.remainder : null;
  return { amountVnd: missing, qrCode: remainder?.qrCode ?? null, isRemainder: true };
}
