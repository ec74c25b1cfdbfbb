// request-payment (docs/product.md §5, §8): opening the payment page moves the record to `pending` and gives it
// one stable transfer code with the amount frozen now. Idempotent: every call answers the same order,
// with what has arrived so far and, when that is short of the amount due, a QR for the rest.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { rethrowRecordNotFound } from "../_shared/db/record-not-found.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { requestPayment } from "@core/contracts/request-payment.contract.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { qrModulePath } from "../_shared/vietqr/qr-module-path.ts";
import { buildVietQrPayload } from "../_shared/vietqr/vietqr-payload.ts";

interface PaymentOrderRow {
  payment_status: PaymentStatus;
  transfer_code: string;
  amount_due_vnd: number;
}

export function requestPaymentHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const id = parseRecordId(body);
      const { order, receivedVnd } = await asServiceRole(async (tx) => {
        const [order] = await tx<PaymentOrderRow[]>`select * from private.request_payment(${id}, ${config.priceVnd})`;
        const [money] = await tx<{ received_vnd: string }[]>`select received_vnd from private.record_money(${id})`;
        return { order, receivedVnd: Number(money?.received_vnd ?? 0) };
      }, sql).catch(rethrowRecordNotFound);
      if (!order) throw new Error("private.request_payment returned no row");

      const qr = (amountVnd: number) => {
        const qrPayload = buildVietQrPayload({
          bankBin: config.bank.bin,
          accountNumber: config.bank.accountNumber,
          amountVnd,
          message: order.transfer_code,
        });
        return { qrPayload, qrCode: qrModulePath(qrPayload) };
      };
      // Some money arrived but not enough: the rest, with a QR of its own under the same code.
      const outstanding = order.amount_due_vnd - receivedVnd;
      const remainder =
        order.payment_status !== "paid" && receivedVnd > 0 && outstanding > 0
          ? { amountVnd: outstanding, ...qr(outstanding) }
          : null;
      return answerResponse(requestPayment, {
        paymentStatus: order.payment_status,
        transferCode: order.transfer_code,
        amountVnd: order.amount_due_vnd,
        bank: config.bank,
        ...qr(order.amount_due_vnd),
        provider: config.provider,
        receivedVnd,
        remainder,
      });
    },
  });
}
