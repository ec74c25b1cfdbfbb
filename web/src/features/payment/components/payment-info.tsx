import { Link } from "react-router-dom";
import { CulturalNote } from "@/components/cultural-note.tsx";
import { RecordNotFound } from "@/components/record-not-found.tsx";
import { RetryAlert } from "@/components/retry-alert.tsx";
import { paths } from "@/config/paths.ts";
import { isRecordMissing } from "@/lib/call-function.ts";
import { useStaticHero } from "@/lib/use-static-hero.ts";
import { usePaymentStatus } from "@/features/payment/api/get-payment-status.ts";
import { usePaymentOrder } from "@/features/payment/api/request-payment.ts";
import { useGoToSuccessWhenPaid } from "@/features/payment/hooks/use-go-to-success-when-paid.ts";
import { useRefreshOrderOnNewMoney } from "@/features/payment/hooks/use-refresh-order-on-new-money.ts";
import { amountToPay } from "@/features/payment/model/amount-to-pay.ts";
import { PaidSummary } from "./paid-summary.tsx";
import { PaymentHelp } from "./payment-help.tsx";
import { PaymentLoading } from "./payment-loading.tsx";
import { PaymentStatusPanel } from "./payment-status-panel.tsx";
import { TransferDetails } from "./transfer-details.tsx";
import "./payment.css";

/**
 * The payment-info screen (docs/product.md §5): the server's order, the QR, and the live status,
 * with what is still missing after a short transfer. The early view draws its first look with the
 * same elements (early/draw-early-payment.tsx).
 */
export function PaymentInfo({ recordId }: { recordId: string }) {
  const order = usePaymentOrder(recordId);
  // A record already paid (the page reopened later) needs no polling, only the way to /success.
  const paidOnArrival = order.data?.paymentStatus === "paid";
  const status = usePaymentStatus(recordId, { enabled: order.isSuccess && !paidOnArrival });
  const paid = paidOnArrival || status.data?.paymentStatus === "paid";
  useRefreshOrderOnNewMoney(recordId, order.data, status.data);
  useGoToSuccessWhenPaid(recordId, paid);
  const missing = order.isError && isRecordMissing(order.error);
  // The page's title is index.html's static header; a missing record has its own.
  useStaticHero("payment-hero", !missing);

  if (missing) {
    return (
      <main className="page payment-page">
        <RecordNotFound />
      </main>
    );
  }

  const toPay = order.data ? amountToPay(order.data, status.data) : null;
  return (
    <main className="page payment-page">
      {order.isPending ? <PaymentLoading /> : null}
      {order.isError ? (
        <RetryAlert message={order.error.message} retrying={order.isFetching} onRetry={() => void order.refetch()} />
      ) : null}
      {order.isSuccess && toPay ? (
        <>
          <PaymentStatusPanel
            toPay={toPay}
            amountDueVnd={order.data.amountVnd}
            paid={paid}
            checkFailed={status.isError}
          />
          {paid ? (
            status.data ? (
              <PaidSummary recordId={recordId} status={status.data} />
            ) : null
          ) : (
            <>
              <TransferDetails order={order.data} toPay={toPay} />
              <PaymentHelp recordId={recordId} order={order.data} />
            </>
          )}
        </>
      ) : null}
      <CulturalNote />
      <Link className="payment-page__back" to={paths.result.getHref(recordId)}>
        ← Quay lại kết quả gợi ý tên
      </Link>
    </main>
  );
}
