// request-payment (docs/product.md §5, §8): opening the payment page moves the record to `pending` and gives it
// one stable transfer code with the amount frozen now. Idempotent: every call answers the same order.
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
      const [order] = await asServiceRole(
        (tx) => tx<PaymentOrderRow[]>`select * from private.request_payment(${id}, ${config.priceVnd})`,
        sql,
      ).catch(rethrowRecordNotFound);
      if (!order) throw new Error("private.request_payment returned no row");

      const qrPayload = buildVietQrPayload({
        bankBin: config.bank.bin,
        accountNumber: config.bank.accountNumber,
        amountVnd: order.amount_due_vnd,
        message: order.transfer_code,
      });
      return answerResponse(requestPayment, {
        paymentStatus: order.payment_status,
        transferCode: order.transfer_code,
        amountVnd: order.amount_due_vnd,
        bank: config.bank,
        qrPayload,
        qrCode: qrModulePath(qrPayload),
        provider: config.provider,
      });
    },
  });
}
