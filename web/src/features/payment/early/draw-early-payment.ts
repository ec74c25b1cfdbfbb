// The payment page's first look, drawn with plain DOM from the order request index.html started,
// before React and the route's JavaScript have arrived: under index.html's static header, the
// waiting status, the VietQR code with its save buttons and the five transfer fields, element for
// element as PaymentInfo, PaymentStatusPanel, TransferDetails and SaveQrButtons draw them (a test
// compares the two), so nothing moves when the app replaces it. What the app adds below them (the
// hint, the claim form, the sandbox button) appears under the fold and moves nothing. An order
// with money already received (a remainder to pay) is left to the app: its words and QR come from
// the status poll too.
// Runs inside index.html (app/early-view.ts): no React, no zod. It draws only an order still to be
// paid whose every field it uses has the expected type; the app checks the answer against the
// contract anyway. Its copy buttons come alive with the app, a moment later.
import { QR_PATH_PATTERN } from "@core/contracts/qr-path.ts";
import { formatVnd } from "@/lib/format-vnd.ts";
import { el, isObject, isString, svgEl } from "@/lib/plain-dom.ts";
import {
  AMOUNT_LABEL,
  INSTRUCTION_LEAD,
  INSTRUCTION_TAIL,
  QR_CAPTION,
  qrLabel,
  WAITING,
} from "@/features/payment/model/payment-words.ts";
import { canShareImages, SAVE_QR_BUTTON, SHARE_QR_BUTTON } from "@/features/payment/model/share-image.ts";

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

function copyField(label: string, display: string, emphasis = false): Element {
  const icon = svgEl(
    "svg",
    {
      "aria-hidden": "true",
      viewBox: "0 0 24 24",
      width: "18",
      height: "18",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": "2",
    },
    svgEl("rect", { x: "9", y: "9", width: "11", height: "11", rx: "2" }),
    svgEl("path", { d: "M5 15V5a2 2 0 0 1 2-2h10" }),
  );
  return el(
    "div",
    { class: "copy-field" },
    el("dt", { class: "copy-field__label" }, label),
    el(
      "dd",
      { class: "copy-field__row" },
      el("span", { class: emphasis ? "copy-field__value copy-field__value--emphasis" : "copy-field__value" }, display),
      el(
        "button",
        {
          type: "button",
          class: "copy-field__button",
          "aria-label": `Sao chép ${label.toLocaleLowerCase("vi")}`,
          "data-state": "closed",
        },
        icon,
        "Sao chép",
      ),
      el("span", { class: "visually-hidden", "aria-live": "polite" }),
    ),
  );
}

/** Draws the order's first look into `host` (emptied first); false, drawing nothing, for any other answer. */
export function drawEarlyPayment(answer: unknown, host: HTMLElement): boolean {
  if (!isEarlyOrder(answer)) return false;
  const amount = formatVnd(answer.amountVnd);
  const { size, d } = answer.qrCode;
  const status = el(
    "section",
    { class: "payment-status", "aria-label": "Trạng thái thanh toán" },
    el(
      "div",
      { class: "payment-status__line", role: "status", "aria-live": "polite" },
      el("span", { class: "spinner payment-status__spinner", "aria-hidden": "true" }),
      el("p", {}, WAITING),
    ),
  );
  const saveButton = (name: string) =>
    el("button", { type: "button", class: "button button--secondary", "aria-busy": "false" }, name);
  const details = el(
    "section",
    { class: "transfer-details", "aria-labelledby": "transfer-details-heading" },
    el("h2", { id: "transfer-details-heading", class: "visually-hidden" }, "Thông tin chuyển khoản"),
    el("p", { class: "transfer-details__instruction" }, INSTRUCTION_LEAD, el("strong", {}, amount), INSTRUCTION_TAIL),
    el(
      "figure",
      { class: "transfer-details__qr" },
      svgEl(
        "svg",
        {
          class: "vietqr-code",
          role: "img",
          "aria-label": qrLabel(amount, answer.bank.name, answer.transferCode),
          viewBox: `0 0 ${size} ${size}`,
          "shape-rendering": "crispEdges",
          xmlns: "http://www.w3.org/2000/svg",
        },
        svgEl("rect", { width: String(size), height: String(size), fill: "#fff" }),
        svgEl("path", { d, fill: "#000" }),
      ),
      el("figcaption", {}, QR_CAPTION),
      el("div", { class: "save-qr" }, saveButton(SAVE_QR_BUTTON), canShareImages() && saveButton(SHARE_QR_BUTTON)),
    ),
    el(
      "dl",
      { class: "transfer-details__fields" },
      copyField(AMOUNT_LABEL, amount, true),
      copyField("Ngân hàng", answer.bank.name),
      copyField("Số tài khoản", answer.bank.accountNumber, true),
      copyField("Chủ tài khoản", answer.bank.accountName),
      copyField("Nội dung chuyển khoản", answer.transferCode, true),
    ),
  );
  host.replaceChildren(el("main", { class: "page payment-page" }, status, details));
  return true;
}
