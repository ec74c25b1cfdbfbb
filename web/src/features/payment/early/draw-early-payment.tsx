// The payment page's first look, drawn from the order request index.html started, before React and
// the route's JavaScript have arrived: under index.html's static header, the waiting status, the
// VietQR code with its save buttons and the five transfer fields. It draws the app's own components
// (PaymentStatusPanel, TransferDetailsView with CopyFieldView and SaveQrButtonsView) with
// lib/draw-element.ts, so nothing moves when the app replaces it and a change to the screen is one
// edit. What the app adds below them (the hint, the claim form, the sandbox button) appears under
// the fold and moves nothing. An order with money already received (a remainder to pay) is left to
// the app: its words and QR come from the status poll too.
// Runs inside index.html (app/early-view-script.ts): no React DOM, no zod. It draws only an order still to
// be paid whose every field it uses has the expected type; the app checks the answer against the
// contract anyway. The drawing is inert: its buttons work once the app has drawn its own.
import { QR_PATH_PATTERN } from "@core/contracts/qr-path.ts";
import { drawElement } from "@/lib/draw-element.ts";
import { isObject, isString } from "@/lib/value-checks.ts";
import { CopyFieldView } from "@/features/payment/components/copy-field-view.tsx";
import { PaymentStatusPanel } from "@/features/payment/components/payment-status-panel.tsx";
import { SaveQrButtonsView } from "@/features/payment/components/save-qr-buttons-view.tsx";
import { TransferDetailsView } from "@/features/payment/components/transfer-details-view.tsx";
import { canShareImages } from "@/features/payment/model/share-image.ts";

interface EarlyOrder {
  paymentStatus: string;
  transferCode: string;
  amountVnd: number;
  bank: { name: string; accountNumber: string; accountName: string };
  qrCode: { size: number; d: string };
  provider: string;
  receivedVnd?: number;
  remainder?: unknown;
}

/**
 * An unpaid order with nothing received yet, with what this view shows, each of the right type; the
 * QR path only of its own drawing commands.
 */
export function isEarlyOrder(value: unknown): value is EarlyOrder {
  if (!isObject(value) || !isObject(value.bank) || !isObject(value.qrCode)) return false;
  const { bank, qrCode } = value;
  return (
    isString(value.paymentStatus) &&
    value.paymentStatus !== "paid" &&
    isString(value.transferCode) &&
    Number.isSafeInteger(value.amountVnd) &&
    isString(value.provider) &&
    !value.receivedVnd &&
    !value.remainder &&
    isString(bank.name) &&
    isString(bank.accountNumber) &&
    isString(bank.accountName) &&
    Number.isSafeInteger(qrCode.size) &&
    isString(qrCode.d) &&
    QR_PATH_PATTERN.test(qrCode.d)
  );
}

/** Draws the order's first look into `host` (emptied first); false, drawing nothing, for any other answer. */
export function drawEarlyPayment(answer: unknown, host: HTMLElement): boolean {
  if (!isEarlyOrder(answer)) return false;
  const toPay = { amountVnd: answer.amountVnd, qrCode: answer.qrCode, isRemainder: false };
  const screen = (
    <main className="page payment-page">
      <PaymentStatusPanel toPay={toPay} amountDueVnd={answer.amountVnd} paid={false} checkFailed={false} />
      <TransferDetailsView
        order={answer}
        toPay={toPay}
        Field={CopyFieldView}
        qrActions={<SaveQrButtonsView busy={false} canShare={canShareImages()} />}
      />
    </main>
  );
  host.replaceChildren(drawElement(screen));
  return true;
}
