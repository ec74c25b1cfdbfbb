import { formatVnd } from "../../../lib/format-vnd.ts";
import type { PaymentOrder } from "../api/request-payment.ts";
import { CopyField } from "./copy-field.tsx";
import { VietQrCode } from "./vietqr-code.tsx";

/** The order as a banking app needs it: a QR to scan, or five fields to copy one by one. */
export function TransferDetails({ order }: { order: PaymentOrder }) {
  const amount = formatVnd(order.amountVnd);
  return (
    <section className="transfer-details" aria-labelledby="transfer-details-heading">
      <h2 id="transfer-details-heading" className="visually-hidden">Thông tin chuyển khoản</h2>
      <p className="transfer-details__instruction">
        Mở ứng dụng ngân hàng, quét mã QR hoặc chuyển khoản với <strong>đúng số tiền và nội dung</strong> bên
        dưới. Trang này tự cập nhật khi nhận được tiền, bố mẹ không cần tải lại.
      </p>
      <figure className="transfer-details__qr">
        <VietQrCode
          payload={order.qrPayload}
          label={`Mã VietQR để chuyển khoản ${amount} đến ${order.bank.name}, nội dung ${order.transferCode}`}
        />
        <figcaption>Quét bằng ứng dụng ngân hàng bất kỳ hỗ trợ VietQR</figcaption>
      </figure>
      <dl className="transfer-details__fields">
        <CopyField label="Số tiền" display={amount} value={String(order.amountVnd)} emphasis />
        <CopyField label="Ngân hàng" display={order.bank.name} value={order.bank.name} />
        <CopyField label="Số tài khoản" display={order.bank.accountNumber} value={order.bank.accountNumber} emphasis />
        <CopyField label="Chủ tài khoản" display={order.bank.accountName} value={order.bank.accountName} />
        <CopyField label="Nội dung chuyển khoản" display={order.transferCode} value={order.transferCode} emphasis />
      </dl>
    </section>
  );
}
