// Payment orders with a transfer code chosen by the test (the matching corpus names its codes), and
// their removal, so one test's open orders cannot match another's transfers.
import { db } from "./local-stack.ts";

/** A pending record whose order carries `code`; returns the record's id. */
export async function pendingOrderWithCode(code: string, amountDueVnd = 49000): Promise<string> {
  const [record] = await db<{ id: string }[]>`
    insert into public.name_inspiration_records (payment_status, input, report, engine_version, consent_notice_version)
    values ('pending', '{}', '{}', 'test', 'test') returning id`;
  await db`insert into public.payment_orders (record_id, transfer_code, amount_due_vnd) values (${record!.id}, ${code}, ${amountDueVnd})`;
  return record!.id;
}

/** Forgets the orders, records and transactions of these codes entirely. */
export async function removeOrders(codes: readonly string[]): Promise<void> {
  await db`delete from public.bank_transactions where transfer_code = any(${codes as string[]})`;
  await db`delete from public.name_inspiration_records r using public.payment_orders o where o.record_id = r.id and o.transfer_code = any(${codes as string[]})`;
  await db`delete from public.payment_orders where transfer_code = any(${codes as string[]})`;
}

/** Unmatched transfers left by earlier tests must not fit this test's claims. */
export async function forgetUnmatchedTransfers(): Promise<void> {
  await db`delete from public.payment_claims`;
  await db`delete from public.bank_transactions where outcome = 'unmatched'`;
}
