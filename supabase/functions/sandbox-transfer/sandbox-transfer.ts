// sandbox-transfer (docs/product.md §5): with no bank on a laptop, the payment page's "Giả lập chuyển khoản"
// makes the backend send itself the webhook a correct transfer would produce: SePay's JSON, the
// real API key, the amount due, and the code wrapped the way a bank app wraps it. It exists only
// where APP_ENV=local and the provider is sandbox; everywhere else it answers 404.
import type { AppConfig } from "../_shared/config/app-config.ts";
import { asServiceRole, type Sql } from "../_shared/db/database.ts";
import { apiErrors } from "../_shared/http/api-error.ts";
import { createJsonHandler } from "../_shared/http/create-json-handler.ts";
import { answerResponse } from "../_shared/http/json-response.ts";
import { sandboxTransfer } from "@core/contracts/sandbox-transfer.contract.ts";
import { parseRecordId } from "../_shared/records/record-id-body.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";

interface SandboxTransferDeps {
  config: AppConfig;
  sql?: Sql;
  /** Where payment-webhook is served, e.g. `${SUPABASE_URL}/functions/v1/payment-webhook`. */
  webhookUrl: string;
  fetchWebhook?: typeof fetch;
}

export function sandboxTransferHandler({ config, sql, webhookUrl, fetchWebhook = fetch }: SandboxTransferDeps) {
  const enabled = config.appEnv === "local" && config.provider === "sandbox";
  return createJsonHandler({
    allowedOrigins: config.allowedOrigins,
    handle: async (body) => {
      if (!enabled) throw apiErrors.notFound();
      const id = parseRecordId(body);
      const [order] = await asServiceRole(
        (tx) => tx<{ transfer_code: string; amount_due_vnd: number }[]>`
          select o.transfer_code, o.amount_due_vnd
          from private.find_live_record(${id}) r
          join public.payment_orders o on o.record_id = r.id`,
        sql,
      );
      if (!order) throw apiErrors.recordNotFound();

      const answer = await fetchWebhook(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Apikey ${config.webhookApiKey}` },
        body: JSON.stringify(simulatedTransfer(config, order.transfer_code, order.amount_due_vnd)),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new Error(`The sandbox webhook answered ${answer.status}`);

      const [row] = await asServiceRole(
        (tx) => tx<{ payment_status: PaymentStatus }[]>`select payment_status from private.find_live_record(${id})`,
        sql,
      );
      return answerResponse(sandboxTransfer, { paymentStatus: row?.payment_status ?? "pending" });
    },
  });
}

/** A SePay delivery for an incoming transfer, with the content a bank app typically produces. */
function simulatedTransfer(config: AppConfig, transferCode: string, amountVnd: number) {
  const transactionId = crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now();
  const hyphenated = `${transferCode.slice(0, 7)}-${transferCode.slice(7)}`.toLowerCase();
  return {
    id: transactionId,
    gateway: config.bank.name,
    transactionDate: new Date().toISOString().slice(0, 19).replace("T", " "),
    accountNumber: config.bank.accountNumber,
    code: null,
    content: `${transactionId} GIA LAP ${hyphenated} chuyen khoan`,
    transferType: "in",
    transferAmount: amountVnd,
    accumulated: amountVnd,
    subAccount: null,
    referenceCode: `SANDBOX.${transactionId}`,
    description: "",
  };
}
