// The payment statuses, the transfer-code format and the retention periods exist once in TypeScript
// (the core's contracts, what the pages say) and once more in the database (its constraints and
// purges, which no visitor can get past). These tests hold the two sides together.
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "@core/contracts/payment-status.ts";
import { isTransferCode, TRANSFER_CODE_ALPHABET, TRANSFER_CODE_PREFIX } from "@core/contracts/transfer-code.ts";
import {
  ABANDONED_PAYMENT_RETENTION_DAYS,
  PAID_RETENTION_MONTHS,
  RAW_DELIVERY_RETENTION_DAYS,
  UNPAID_RETENTION_DAYS,
} from "@core/privacy/retention-periods.ts";
import { DB_URL } from "../config.ts";

const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
afterAll(() => sql.end());

async function constraintDefinition(table: string, pattern: string): Promise<string> {
  const rows = await sql<{ definition: string }[]>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype = 'c' and pg_get_constraintdef(oid) like ${pattern}`;
  expect(rows, `a check constraint on ${table} like ${pattern}`).toHaveLength(1);
  return rows[0]!.definition;
}

describe("the database's constraints and the core's contracts", () => {
  it("allow exactly the payment statuses TypeScript knows", async () => {
    const definition = await constraintDefinition("public.name_inspiration_records", "%payment_status = ANY%");
    const values = [...definition.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(values.sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it("accept and refuse the same transfer codes", async () => {
    const definition = await constraintDefinition("public.payment_orders", "%transfer_code ~%");
    const pattern = /'(.+)'::text/.exec(definition)![1]!;
    const body = (alphabet: string, at: number) =>
      Array.from({ length: 6 }, (_, i) => alphabet[(at + i * 7) % alphabet.length]).join("");
    const candidates = [
      ...Array.from({ length: 40 }, (_, at) => TRANSFER_CODE_PREFIX + body(TRANSFER_CODE_ALPHABET, at)),
      ...Array.from({ length: 40 }, (_, at) => TRANSFER_CODE_PREFIX + body("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", at)),
      "CHT7K4QX",
      "CHT7K4QX22",
      "cht7k4qx2",
      "CHT0K4QX2",
      "CHTOK4QX2",
      "CHT1K4QX2",
      "CHTIK4QX2",
      "ABC7K4QX2",
      " CHT7K4QX2",
    ];
    const rows = await sql<{ code: string; matches: boolean }[]>`
      select code, code ~ ${pattern} as matches from unnest(${candidates}::text[]) as code`;
    for (const { code, matches } of rows) expect(matches, code).toBe(isTransferCode(code));
    expect(rows.some((row) => row.matches)).toBe(true);
    expect(rows.some((row) => !row.matches)).toBe(true);
  });
});

describe("the retention periods the pages state and the ones the database enforces", () => {
  async function bodyOf(fn: string): Promise<string> {
    const [row] = await sql<{ body: string }[]>`select prosrc as body from pg_proc where oid = ${fn}::regproc`;
    return row!.body;
  }

  it.each([
    ["retention.is_expired_unpaid_record", `interval '${UNPAID_RETENTION_DAYS} days'`],
    ["private.purge_abandoned_payments_batch", `interval '${ABANDONED_PAYMENT_RETENTION_DAYS} days'`],
    ["private.purge_expired_paid_records_batch", `interval '${PAID_RETENTION_MONTHS} months'`],
    ["private.purge_old_webhook_deliveries_batch", `interval '${RAW_DELIVERY_RETENTION_DAYS} days'`],
  ])("%s deletes after %s, as the privacy notice says", async (fn, interval) => {
    expect(await bodyOf(fn)).toContain(interval);
  });
});
