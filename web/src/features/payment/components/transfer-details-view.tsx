import type { ComponentType, ReactNode } from "react";
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
import { VietQrCode } from "./vietqr-code.tsx";

/** What a transfer field is given: CopyField copies `value`, the early view's picture ignores it. */
interface TransferFieldProps {
  label: string;
  display: string;
  value: string;
  emphasis?: boolean;
}

interface TransferDetailsViewProps {
  order: { bank: Pick<PaymentOrder["bank"], "name" | "accountNumber" | "accountName">; transferCode: string };
  /** The whole amount, or after a short transfer the rest: the QR, the amount shown and the one copied. */
  toPay: AmountToPay;
  /** Draws each of the five fields. */
  Field: ComponentType<TransferFieldProps>;
  /** What goes under the QR (the save buttons). */
  qrActions: ReactNode;
}

/**
 * The order as a banking app needs it: a QR to scan (or save and open), or five fields to copy one
 * by one. The QR and the amount come first, within a phone's first screen. A plain function of its
 * props: the app renders it with live fields (TransferDetails), the early view draws it before the
 * app is there, so the two cannot differ.
 */
export function TransferDetailsView({ order, toPay, Field, qrActions }: TransferDetailsViewProps) {
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
        {toPay.qrCode ? qrActions : null}
      </figure>
      <dl className="transfer-details__fields">
        <Field
          label={toPay.isRemainder ? REMAINDER_LABEL : AMOUNT_LABEL}
          display={amount}
          value={String(toPay.amountVnd)}
          emphasis
        />
        <Field label="Ngân hàng" display={order.bank.name} value={order.bank.name} />
        <Field label="Số tài khoản" display={order.bank.accountNumber} value={order.bank.accountNumber} emphasis />
        <Field label="Chủ tài khoản" display={order.bank.accountName} value={order.bank.accountName} />
        <Field label="Nội dung chuyển khoản" display={order.transferCode} value={order.transferCode} emphasis />
      </dl>
    </section>
  );
}
