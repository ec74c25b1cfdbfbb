import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { usePaidRecordId } from "../hooks/use-paid-record-id.ts";
import "./payment-success.css";

/** /success: thanks, then the way to the full report (or, without a known record, a way home). */
export function PaymentSuccess() {
  const recordId = usePaidRecordId();
  return (
    <main className="page page--centered payment-success">
      <span className="payment-success__mark" aria-hidden="true">✓</span>
      <h1>Cảm ơn bố mẹ!</h1>
      {recordId ? (
        <>
          <p>Thanh toán đã được ghi nhận. Báo cáo đầy đủ với 20 gợi ý tên và phân tích chi tiết đã sẵn sàng.</p>
          <p className="payment-success__hint">Bố mẹ có thể lưu đường dẫn báo cáo để xem lại bất cứ lúc nào.</p>
          <Link className="payment-success__primary" to={paths.result.getHref(recordId)}>
            Xem báo cáo đầy đủ
          </Link>
        </>
      ) : (
        <p>
          Trang này không còn nhớ hồ sơ vừa thanh toán. Bố mẹ hãy mở lại đường dẫn báo cáo đã lưu, hoặc bắt đầu một
          hồ sơ mới từ trang chủ.
        </p>
      )}
      <Link className="payment-success__home" to={paths.home.getHref()}>
        Về trang chủ
      </Link>
    </main>
  );
}
