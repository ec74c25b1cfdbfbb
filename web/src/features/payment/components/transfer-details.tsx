import type { PaymentOrder } from "@/features/payment/api/request-payment.ts";
import type { AmountToPay } from "@/features/payment/model/amount-to-pay.ts";
import { CopyField } from "./copy-field.tsx";
import { SaveQrButtons } from "./save-qr-buttons.tsx";
import { TransferDetailsView } from "./transfer-details-view.tsx";

interface TransferDetailsProps {
  order: PaymentOrder;
  /** The whole amount, or after a short transfer the rest: the QR, the amount shown and the one copied. */
  toPay: AmountToPay;
}

/** The transfer details, live: fields that copy and a QR that saves. */
export function TransferDetails({ order, toPay }: TransferDetailsProps) {
  const qrActions = toPay.qrCode ? (
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
  ) : null;
  return <TransferDetailsView order={order} toPay={toPay} Field={CopyField} qrActions={qrActions} />;
}
