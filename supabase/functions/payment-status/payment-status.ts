// payment-status (docs/product.md §8): what the payment page polls every few seconds, and what
// /success reads to show the receipt: the state, and where the money stands (due, received, and
// whether that is too little or too much). One indexed read.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { moneyState } from "@core/contracts/money-state.ts";
import { paymentStatus } from "@core/contracts/payment-status.contract.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";

interface StatusRow {
  payment_status: PaymentStatus;
  paid_at: Date | null;
  amount_due_vnd: number | null;
  received_vnd: string | null;
  last_received_at: Date | null;
  transfer_code: string | null;
}

export function paymentStatusHandler({ config, sql }: { config: AppConfig; sql?: Sql }) {
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      const id = parseRecordId(body);
      const [row] = await asServiceRole(
        (tx) => tx<StatusRow[]>`
          select r.payment_status, r.paid_at, m.amount_due_vnd, m.received_vnd, m.last_received_at, m.transfer_code
          from private.find_live_record(${id}) r
          left join lateral private.record_money(r.id) m on true`,
        sql,
      );
      if (!row) throw apiErrors.recordNotFound();
      const receivedVnd = Number(row.received_vnd ?? 0);
      return answerResponse(paymentStatus, {
        paymentStatus: row.payment_status,
        paidAt: row.paid_at?.toISOString() ?? null,
        amountDueVnd: row.amount_due_vnd,
        receivedVnd,
        money: row.amount_due_vnd === null ? "waiting" : moneyState(row.amount_due_vnd, receivedVnd),
        transferCode: row.transfer_code,
        lastReceivedAt: row.last_received_at?.toISOString() ?? null,
      });
    },
  });
}
