import type { AmountToPay } from "@/features/payment/model/amount-to-pay.ts";
import { PAID, underpaidText, WAITING } from "@/features/payment/model/payment-words.ts";

interface PaymentStatusPanelProps {
  /** Where the money stands: the whole amount still to come, or only what is missing. */
  toPay: AmountToPay;
  amountDueVnd: number;
  paid: boolean;
  /** The last status check failed; polling goes on, the visitor should know why nothing moves. */
  checkFailed: boolean;
}

/**
 * The live part of the page, one line announced politely whenever it changes. The early view
 * draws the same elements for an order still waiting (early/draw-early-payment.tsx); change both together.
 */
export function PaymentStatusPanel({ toPay, amountDueVnd, paid, checkFailed }: PaymentStatusPanelProps) {
  return (
    <section className="payment-status" aria-label="Trạng thái thanh toán">
      <div className="payment-status__line" role="status" aria-live="polite">
        {paid ? (
          <p>{PAID}</p>
        ) : (
          <>
            <span className="spinner payment-status__spinner" aria-hidden="true" />
            <p>{toPay.isRemainder ? underpaidText(amountDueVnd - toPay.amountVnd, toPay.amountVnd) : WAITING}</p>
          </>
        )}
      </div>
      {checkFailed && !paid ? (
        <p className="payment-status__warning">Tạm thời chưa kiểm tra được trạng thái; trang vẫn đang tự thử lại.</p>
      ) : null}
    </section>
  );
}
