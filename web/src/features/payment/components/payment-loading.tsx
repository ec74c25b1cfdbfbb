// What the payment page shows while it waits for its order.

export function PaymentLoading() {
  return (
    <div className="payment-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Đang chuẩn bị thông tin chuyển khoản…</p>
    </div>
  );
}
