// Seeding and inspection helpers for the function tests. Each test makes its own records.
import type { Report } from "@core/naming/report-types.ts";
import { callFunction, db } from "./local-stack.ts";

export { SAMPLE_FORM as VALID_FORM } from "@core/fixtures/sample-request.ts";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";

/** Rate-limit events of earlier tests must not push this test over the per-IP limit. */
export async function forgetRecentCreations(): Promise<void> {
  await db`delete from public.record_creation_events`;
}

export async function createRecord(form: Record<string, unknown> = SAMPLE_FORM): Promise<string> {
  await forgetRecentCreations();
  const answer = await callFunction("create-inspiration", form);
  if (answer.status !== 201) throw new Error(`create-inspiration answered ${answer.status}: ${answer.text}`);
  return answer.body.id as string;
}

export async function requestPayment(id: string): Promise<{ transferCode: string; amountVnd: number }> {
  const answer = await callFunction("request-payment", { id });
  if (answer.status !== 200) throw new Error(`request-payment answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

export async function recordRow(id: string) {
  const [row] = await db<{ payment_status: string; paid_at: Date | null; report: Report }[]>`
    select payment_status, paid_at, report from public.name_inspiration_records where id = ${id}`;
  if (!row) throw new Error(`record ${id} is not in the database`);
  return row;
}

export async function ageRecord(id: string, days: number): Promise<void> {
  await db`update public.name_inspiration_records set created_at = now() - make_interval(days => ${days}) where id = ${id}`;
}

interface TableCounts {
  records: number;
  orders: number;
  deliveries: number;
  transactions: number;
}

/** Row counts of every table a function writes, to assert that a refused request wrote nothing. */
export async function tableCounts(): Promise<TableCounts> {
  const [row] = await db<{ [K in keyof TableCounts]: string }[]>`
    select (select count(*) from public.name_inspiration_records) as records,
           (select count(*) from public.payment_orders) as orders,
           (select count(*) from public.webhook_deliveries) as deliveries,
           (select count(*) from public.bank_transactions) as transactions`;
  if (!row) throw new Error("count query returned no row");
  return {
    records: Number(row.records),
    orders: Number(row.orders),
    deliveries: Number(row.deliveries),
    transactions: Number(row.transactions),
  };
}

export async function transactionCount(providerTransactionId: unknown): Promise<number> {
  const [row] = await db<{ count: string }[]>`
    select count(*) from public.bank_transactions where provider_transaction_id = ${String(providerTransactionId)}`;
  return Number(row?.count);
}
