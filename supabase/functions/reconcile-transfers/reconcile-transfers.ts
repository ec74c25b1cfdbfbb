// reconcile-transfers (docs/operations.md): pg_cron calls it every 30 minutes. It reads the
// gateway's own list of the last 48 hours and records every transaction through the same SQL
// function as the webhook, which stores a gateway transaction once: one the webhook delivered is a
// no-op, one it missed (an outage longer than the gateway's retries) is recorded and credited now.
// Only the project's service role may call it.
import { createHash, timingSafeEqual } from "node:crypto";
import type { AppConfig } from "../_shared/config/app-config.ts";
import type { Sql } from "../_shared/db/database.ts";
import { isDatabaseUnavailable } from "../_shared/db/database-errors.ts";
import { ApiError, apiErrors } from "../_shared/http/api-error.ts";
import { answerResponse, errorResponse } from "../_shared/http/json-response.ts";
import { loggableError } from "../_shared/http/loggable-error.ts";
import {
  GatewayListError,
  listGatewayTransactions,
  type ListOptions,
} from "../_shared/payments/gateway-transaction-list.ts";
import { recordBankTransaction } from "../_shared/payments/record-bank-transaction.ts";
import { findTransferCodeCandidates } from "@core/contracts/transfer-code-candidates.ts";
import { reconcileTransfers } from "@core/contracts/reconcile-transfers.contract.ts";

/** How far back each run reads: a day and a half more than any webhook outage it must cover. */
const RECONCILE_WINDOW_HOURS = 48;

interface ReconcileDeps {
  config: AppConfig;
  serviceRoleKey: string;
  sql?: Sql;
  now?: () => Date;
  /** Test seams for the gateway list (its stand-in's address comes through config.gatewayApi). */
  list?: Pick<ListOptions, "pageSize" | "timeoutMs" | "sleep">;
}

/** "2026-11-24 10:00:00" in Vietnam's clock, as the gateway writes dates. */
function gatewayDate(instant: Date): string {
  const vietnam = new Date(instant.getTime() + 7 * 3600_000);
  return vietnam.toISOString().slice(0, 19).replace("T", " ");
}

function isServiceRole(request: Request, serviceRoleKey: string): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim() ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return serviceRoleKey !== "" && timingSafeEqual(digest(token), digest(serviceRoleKey));
}

export function reconcileTransfersHandler({
  config,
  serviceRoleKey,
  sql,
  now = () => new Date(),
  list = {},
}: ReconcileDeps) {
  return async (request: Request): Promise<Response> => {
    try {
      if (request.method !== "POST") throw apiErrors.methodNotAllowed();
      if (!isServiceRole(request, serviceRoleKey)) throw apiErrors.unauthorized();
      // No token, no list to read (the local sandbox): there is nothing the webhook could have missed.
      if (!config.gatewayApi.token) {
        return answerResponse(reconcileTransfers, {
          read: 0,
          recorded: 0,
          credited: 0,
          skipped: "no gateway token configured",
        });
      }
      const counts = { read: 0, recorded: 0, credited: 0 };
      const pages = listGatewayTransactions({
        ...list,
        url: config.gatewayApi.url,
        token: config.gatewayApi.token,
        accountNumber: config.bank.accountNumber,
        dateMin: gatewayDate(new Date(now().getTime() - RECONCILE_WINDOW_HOURS * 3600_000)),
      });
      for await (const page of pages) {
        for (const listed of page) {
          counts.read += 1;
          const incoming = listed.amount_in > 0;
          const recorded = await recordBankTransaction(
            {
              provider: config.provider,
              transactionId: listed.id,
              deliveryId: null,
              candidates: findTransferCodeCandidates(listed.code, listed.transaction_content),
              amountVnd: incoming ? listed.amount_in : listed.amount_out,
              transferType: incoming ? "in" : "out",
              accountNumber: (listed.account_number ?? "").trim(),
              expectedAccount: config.bank.accountNumber,
              content: listed.transaction_content ?? null,
              referenceCode: listed.reference_number ?? null,
              transactionDate: listed.transaction_date,
            },
            sql,
          );
          if (!recorded.duplicate) {
            counts.recorded += 1;
            if (recorded.record_id) counts.credited += 1;
          }
        }
      }
      if (counts.recorded > 0) console.info(`reconcile-transfers: recorded ${counts.recorded} missed transaction(s)`);
      return answerResponse(reconcileTransfers, { ...counts, skipped: null });
    } catch (error) {
      return errorResponse(toApiError(error));
    }
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof GatewayListError) {
    console.error("reconcile-transfers: gateway list failed:", error.message);
    return new ApiError(
      502,
      "GATEWAY_UNAVAILABLE",
      "Không đọc được danh sách giao dịch của cổng thanh toán; lần chạy sau sẽ đọc lại.",
    );
  }
  if (isDatabaseUnavailable(error)) return apiErrors.databaseUnavailable();
  console.error("reconcile-transfers failed:", loggableError(error));
  return apiErrors.internal();
}
