import type { PaymentOrder } from "../api/request-payment.ts";
import { STATUS_HINT, WAITING } from "../model/payment-words.ts";
import { SandboxTransferButton } from "./sandbox-transfer-button.tsx";

interface PaymentStatusPanelProps {
  recordId: string;
  order: PaymentOrder;
  paid: boolean;
  /** The last status check failed; polling goes on, the visitor should know why nothing moves. */
  checkFailed: boolean;
}

/** The live part of the page: announced politely whenever the status changes. */
export function PaymentStatusPanel({ recordId, order, paid, checkFailed }: PaymentStatusPanelProps) {
  return (
    <section className="payment-status" aria-label="Trạng thái thanh toán">
      <div className="payment-status__line" role="status" aria-live="polite">
        {paid ? (
          <p>Đã nhận thanh toán! Đang mở báo cáo đầy đủ…</p>
        ) : (
          <>
            <span className="spinner payment-status__spinner" aria-hidden="true" />
            <p>{WAITING}</p>
          </>
        )}
      </div>
      {checkFailed && !paid ? (
        <p className="payment-status__warning">Tạm thời chưa kiểm tra được trạng thái; trang vẫn đang tự thử lại.</p>
      ) : null}
      <p className="payment-status__hint">{STATUS_HINT}</p>
      {order.provider === "sandbox" ? <SandboxTransferButton recordId={recordId} disabled={paid} /> : null}
    </section>
  );
}
