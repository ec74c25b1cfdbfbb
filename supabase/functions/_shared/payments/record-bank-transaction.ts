// One gateway transaction into the database, the same way whoever reports it: the webhook as it
// arrives, or the reconciliation reading the gateway's own list later. private.record_bank_transaction
// stores it once per gateway transaction id (a second report is a no-op that answers `duplicate`)
// and credits it to the order its content names (docs/payment-webhook.md).
import type { TransferCodeCandidates } from "@core/contracts/transfer-code-candidates.ts";
import { asServiceRole, type Sql } from "../db/database.ts";

interface BankTransaction {
  provider: string;
  transactionId: string;
  /** The raw webhook delivery it came in, or null when the reconciliation found it. */
  deliveryId: string | number | null;
  candidates: TransferCodeCandidates;
  amountVnd: number;
  transferType: string;
  accountNumber: string;
  expectedAccount: string;
  content: string | null;
  referenceCode: string | null;
  transactionDate: string | null;
}

interface RecordedTransaction {
  outcome: string;
  record_id: string | null;
  duplicate: boolean;
}

export async function recordBankTransaction(transaction: BankTransaction, sql?: Sql): Promise<RecordedTransaction> {
  const t = transaction;
  const [row] = await asServiceRole(
    (tx) => tx<RecordedTransaction[]>`
      select * from private.record_bank_transaction(
        ${t.provider}, ${t.transactionId}, ${t.deliveryId},
        ${t.candidates.exact}::text[], ${t.candidates.fuzzy}::text[],
        ${t.amountVnd}, ${t.transferType}, ${t.accountNumber}, ${t.expectedAccount},
        ${t.content}, ${t.referenceCode}, ${t.transactionDate}
      )`,
    sql,
  );
  if (!row) throw new Error("private.record_bank_transaction returned no row");
  return row;
}
