// pg_cron's retention procedure, called as pg_cron calls it (outside any transaction): it deletes
// exactly the stale not_requested records, batch by batch with a commit after each, and reports
// how many went and how long its longest batch took.
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { DB_URL } from "../config.ts";

const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
const tag = `retention-procedure ${randomUUID()}`;
afterAll(async () => {
  await sql`delete from public.name_inspiration_records where engine_version = ${tag}`;
  await stopRecordingDeleteTransactions();
  await sql.end();
});

async function seed(count: number, status: string, age: string): Promise<void> {
  await sql.unsafe(`
    insert into public.name_inspiration_records (payment_status, created_at, paid_at, input, report, engine_version)
    select $1, now() - $2::interval, case when $1 = 'paid' then now() else null end, '{}', '{}', $3
    from generate_series(1, ${count})`, [status, age, tag]);
}

describe("private.run_stale_inspiration_record_purge", () => {
  it("deletes exactly the stale unpaid records across several committed batches", async () => {
    await sql`delete from public.name_inspiration_records where payment_status = 'not_requested' and created_at < now() - interval '7 days'`;
    await seed(2_345, "not_requested", "8 days");
    await seed(7, "not_requested", "6 days 23 hours");
    await seed(3, "pending", "30 days");
    await seed(2, "paid", "30 days");
    await recordDeleteTransactions();

    const [run] = await sql<Array<{ deleted: string; longest_batch_ms: string }>>`
      call private.run_stale_inspiration_record_purge(500)`;

    expect(Number(run!.deleted)).toBe(2_345);
    expect(Number(run!.longest_batch_ms)).toBeGreaterThan(0);
    // Five batches of at most 500 rows (and an empty sixth), each in a transaction of its own.
    const [transactions] = await sql<Array<{ count: string }>>`select count(distinct xid) from retention_probe.deletes`;
    expect(Number(transactions!.count)).toBeGreaterThanOrEqual(5);
    const left = await sql<Array<{ payment_status: string; count: string }>>`
      select payment_status, count(*) from public.name_inspiration_records
      where engine_version = ${tag} group by payment_status order by payment_status`;
    expect(left.map((row) => [row.payment_status, Number(row.count)])).toEqual([["not_requested", 7], ["paid", 2], ["pending", 3]]);
  });
});

/**
 * A statement trigger that notes the transaction of every DELETE on the table: distinct ids prove
 * the batches committed separately. It lives in a schema of its own and is dropped afterwards.
 */
async function recordDeleteTransactions(): Promise<void> {
  await sql.unsafe(`
    create schema if not exists retention_probe;
    create table if not exists retention_probe.deletes (xid xid8 not null);
    create or replace function retention_probe.note_delete() returns trigger language plpgsql as $$
      begin insert into retention_probe.deletes values (pg_current_xact_id()); return null; end $$;
    create or replace trigger retention_probe_note_delete after delete on public.name_inspiration_records
      for each statement execute function retention_probe.note_delete();`);
}

async function stopRecordingDeleteTransactions(): Promise<void> {
  await sql.unsafe(`
    drop trigger if exists retention_probe_note_delete on public.name_inspiration_records;
    drop schema if exists retention_probe cascade;`);
}
