import type { PaymentOrder } from "@/features/payment/api/request-payment.ts";
import { STATUS_HINT } from "@/features/payment/model/payment-words.ts";
import { ClaimTransferForm } from "./claim-transfer-form.tsx";
import { SandboxTransferButton } from "./sandbox-transfer-button.tsx";

/** Below the transfer details, for a parent still waiting: reassurance, and what to do when the wait is too long. */
export function PaymentHelp({ recordId, order }: { recordId: string; order: PaymentOrder }) {
  return (
    <section className="payment-help" aria-label="Hỗ trợ thanh toán">
      <p className="payment-help__hint">{STATUS_HINT}</p>
      <ClaimTransferForm recordId={recordId} amountDueVnd={order.amountVnd} />
      {order.provider === "sandbox" ? <SandboxTransferButton recordId={recordId} disabled={false} /> : null}
    </section>
  );
}
