import { formatVnd } from "@/lib/format-vnd.ts";
import type { PaymentOrder } from "@/features/payment/api/request-payment.ts";
import type { AmountToPay } from "@/features/payment/model/amount-to-pay.ts";
import {
  AMOUNT_LABEL,
  INSTRUCTION_LEAD,
  INSTRUCTION_TAIL,
  QR_CAPTION,
  qrLabel,
  REMAINDER_LABEL,
} from "@/features/payment/model/payment-words.ts";
import { CopyField } from "./copy-field.tsx";
import { SaveQrButtons } from "./save-qr-buttons.tsx";
import { VietQrCode } from "./vietqr-code.tsx";

interface TransferDetailsProps {
  order: PaymentOrder;
  /** The whole amount, or after a short transfer the rest: the QR, the amount shown and the one copied. */
  toPay: AmountToPay;
}

/**
 * The order as a banking app needs it: a QR to scan (or save and open), or five fields to copy one
 * by one. The QR and the amount come first, within a phone's first screen. The early view draws the
 * same elements (early/draw-early-payment.ts); change both together.
 */
export function TransferDetails({ order, toPay }: TransferDetailsProps) {
  const amount = formatVnd(toPay.amountVnd);
  return (
    <section className="transfer-details" aria-labelledby="transfer-details-heading">
      <h2 id="transfer-details-heading" className="visually-hidden">
        Thông tin chuyển khoản
      </h2>
      <p className="transfer-details__instruction">
        {INSTRUCTION_LEAD}
        <strong>{amount}</strong>
        {INSTRUCTION_TAIL}
      </p>
      <figure className="transfer-details__qr">
        {toPay.qrCode ? (
          <VietQrCode code={toPay.qrCode} label={qrLabel(amount, order.bank.name, order.transferCode)} />
        ) : (
          <div className="vietqr-code vietqr-code--pending" role="status">
            Đang tạo mã QR cho số tiền còn thiếu…
          </div>
        )}
        <figcaption>{QR_CAPTION}</figcaption>
        {toPay.qrCode ? (
          <SaveQrButtons
            path={toPay.qrCode.d}
            input={{
              qrSize: toPay.qrCode.size,
              amountVnd: toPay.amountVnd,
              transferCode: order.transferCode,
              bankName: order.bank.name,
              accountNumber: order.bank.accountNumber,
            }}
          />
        ) : null}
      </figure>
      <dl className="transfer-details__fields">
        <CopyField
          label={toPay.isRemainder ? REMAINDER_LABEL : AMOUNT_LABEL}
          display={amount}
          value={String(toPay.amountVnd)}
          emphasis
        />
        <CopyField label="Ngân hàng" display={order.bank.name} value={order.bank.name} />
        <CopyField label="Số tài khoản" display={order.bank.accountNumber} value={order.bank.accountNumber} emphasis />
        <CopyField label="Chủ tài khoản" display={order.bank.accountName} value={order.bank.accountName} />
        <CopyField label="Nội dung chuyển khoản" display={order.transferCode} value={order.transferCode} emphasis />
      </dl>
    </section>
  );
}
