import { formatVnd } from "../../../lib/format-vnd.ts";
import type { PaymentOrder } from "../api/request-payment.ts";
import { INSTRUCTION_LEAD, INSTRUCTION_STRONG, INSTRUCTION_TAIL, QR_CAPTION, qrLabel } from "../model/payment-words.ts";
import { CopyField } from "./copy-field.tsx";
import { VietQrCode } from "./vietqr-code.tsx";

/** The order as a banking app needs it: a QR to scan, or five fields to copy one by one. */
export function TransferDetails({ order }: { order: PaymentOrder }) {
  const amount = formatVnd(order.amountVnd);
  return (
    <section className="transfer-details" aria-labelledby="transfer-details-heading">
      <h2 id="transfer-details-heading" className="visually-hidden">Thông tin chuyển khoản</h2>
      <p className="transfer-details__instruction">
        {INSTRUCTION_LEAD}
        <strong>{INSTRUCTION_STRONG}</strong>
        {INSTRUCTION_TAIL}
      </p>
      <figure className="transfer-details__qr">
        <VietQrCode
          code={order.qrCode}
          label={qrLabel(amount, order.bank.name, order.transferCode)}
        />
        <figcaption>{QR_CAPTION}</figcaption>
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
