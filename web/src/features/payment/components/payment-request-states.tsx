// What the payment page shows before it has an order: loading, an id that matches no record, or a
// failure the visitor can retry.
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";

export function PaymentLoading() {
  return (
    <div className="payment-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Đang chuẩn bị thông tin chuyển khoản…</p>
    </div>
  );
}

export function PaymentRecordNotFound() {
  return (
    <main className="page page--centered payment-page">
      <h1>Không tìm thấy hồ sơ</h1>
      <p>Đường dẫn có thể đã sai, hoặc hồ sơ đã hết hạn lưu trữ và được xoá.</p>
      <Link className="button" to={paths.home.getHref()}>
        Về trang chủ
      </Link>
    </main>
  );
}

interface PaymentRequestErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

export function PaymentRequestError({ message, retrying, onRetry }: PaymentRequestErrorProps) {
  return (
    <div className="payment-state payment-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        Thử lại
      </button>
    </div>
  );
}
