import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { RecordNotFound } from "@/components/record-not-found.tsx";
import { RetryAlert } from "@/components/retry-alert.tsx";
import { paths } from "@/config/paths.ts";
import { formatVnd } from "@/lib/format-vnd.ts";
import { isRecordMissing } from "@/lib/call-function.ts";
import { paymentStatusQueryOptions, type PaymentStatusAnswer } from "@/features/payment/api/get-payment-status.ts";
import { usePaidRecordId } from "@/features/payment/hooks/use-paid-record-id.ts";
import { PaidSummary } from "./paid-summary.tsx";
import "./payment-success.css";

/**
 * /success: thanks, the report's link and a receipt once the record's own status says it is paid;
 * never thanks on the address alone. Without a record to ask about, it says so and what to do.
 */
export function PaymentSuccess() {
  const recordId = usePaidRecordId();
  return (
    <main className="page payment-success">
      {recordId ? <PaidRecord recordId={recordId} /> : <NoRecord />}
      <Link className="payment-success__home" to={paths.home.getHref()}>
        Về trang chủ
      </Link>
    </main>
  );
}

/**
 * No ?id=, no router state, nothing kept in the tab: an address typed or shared without its record.
 * Nothing here is a receipt, so nothing looks like one (no check mark, no thanks).
 */
function NoRecord() {
  return (
    <>
      <h1>Chưa rõ hồ sơ nào</h1>
      <p>
        Đường dẫn này thiếu mã hồ sơ, nên chúng tôi chưa biết bố mẹ đang hỏi về khoản thanh toán nào. Trang này chưa xác
        nhận thanh toán nào cả.
      </p>
      <p>
        Nếu bố mẹ đã chuyển khoản, hãy mở lại đường dẫn hồ sơ đã lưu (trang kết quả hoặc trang thanh toán): khi tiền
        đến, báo cáo đầy đủ tự mở ở đó. Nếu chưa có hồ sơ nào, bố mẹ bắt đầu từ trang chủ nhé.
      </p>
    </>
  );
}

/**
 * The record's own status, asked here: a browser that opens this address fresh (another phone, a
 * bookmark) knows nothing else. Unpaid, the same query keeps polling, so the thanks appear by themselves.
 */
function PaidRecord({ recordId }: { recordId: string }) {
  const status = useQuery(paymentStatusQueryOptions(recordId));
  if (status.isPending) {
    return (
      <p className="payment-success__checking" role="status">
        <span className="spinner" aria-hidden="true" /> Đang kiểm tra thanh toán…
      </p>
    );
  }
  if (status.isError) {
    return isRecordMissing(status.error) ? (
      <RecordNotFound />
    ) : (
      <RetryAlert message={status.error.message} retrying={status.isFetching} onRetry={() => void status.refetch()} />
    );
  }
  if (status.data.paymentStatus !== "paid") return <StillWaiting recordId={recordId} status={status.data} />;
  return (
    <>
      <span className="payment-success__mark" aria-hidden="true">
        ✓
      </span>
      <h1>Cảm ơn bố mẹ!</h1>
      <p>Thanh toán đã được ghi nhận. Báo cáo đầy đủ với 20 gợi ý tên và phân tích chi tiết đã sẵn sàng.</p>
      <Link className="payment-success__primary" to={paths.result.getHref(recordId)}>
        Xem báo cáo đầy đủ
      </Link>
      <PaidSummary recordId={recordId} status={status.data} />
    </>
  );
}

function StillWaiting({ recordId, status }: { recordId: string; status: PaymentStatusAnswer }) {
  const missing =
    status.money === "underpaid" && status.amountDueVnd !== null ? status.amountDueVnd - status.receivedVnd : 0;
  return (
    <>
      <h1>Đang chờ thanh toán</h1>
      <p role="status">
        {missing > 0
          ? `Hồ sơ này đã nhận ${formatVnd(status.receivedVnd)}, còn thiếu ${formatVnd(missing)}.`
          : "Hồ sơ này chưa nhận được khoản chuyển khoản nào."}{" "}
        Trang này tự cập nhật khi tiền đến.
      </p>
      <Link className="payment-success__primary" to={paths.paymentInfo.getHref(recordId)}>
        Mở trang thanh toán
      </Link>
    </>
  );
}
