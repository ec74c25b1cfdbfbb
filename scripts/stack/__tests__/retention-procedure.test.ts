// pg_cron's retention procedures, called as pg_cron calls them (outside any transaction): they
// delete exactly the stale not_requested records, and the paid records past 24 months, batch by
// batch with a commit after each, and report how many went and how long the longest batch took.
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
  await sql.unsafe(
    `
    insert into public.name_inspiration_records (payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version)
    select $1, now() - $2::interval, case when $1 = 'paid' then now() else null end, '{}', '{}', $3, 'test'
    from generate_series(1, ${count})`,
    [status, age, tag],
  );
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
    expect(left.map((row) => [row.payment_status, Number(row.count)])).toEqual([
      ["not_requested", 7],
      ["paid", 2],
      ["pending", 3],
    ]);
  });
});

describe("the paid-record retention as pg_cron runs it", () => {
  it("deletes paid records 24 months after payment, in committed batches, and nothing younger", async () => {
    await seedPaid(23, "24 months 1 day");
    await seedPaid(4, "23 months 28 days");
    await recordDeleteTransactions();
    await sql`truncate retention_probe.deletes`;
    const [command] = await sql<
      Array<{ command: string }>
    >`select command from cron.job where jobname = 'purge-expired-paid-records'`;
    // The job's own command, with a batch of 10 instead of 500 so that the 23 rows take three batches.
    const [run] = await sql.unsafe<Array<{ deleted: string }>>(command!.command.replace(", 500, true)", ", 10, true)"));

    expect(Number(run!.deleted)).toBe(23);
    const [transactions] = await sql<Array<{ count: string }>>`select count(distinct xid) from retention_probe.deletes`;
    expect(Number(transactions!.count)).toBeGreaterThanOrEqual(3);
    const [left] = await sql<Array<{ count: string }>>`
      select count(*) from public.name_inspiration_records where engine_version = ${tag} and payment_status = 'paid'
        and paid_at < now() - interval '23 months'`;
    expect(Number(left!.count)).toBe(4);
  });
});

async function seedPaid(count: number, paidAgo: string): Promise<void> {
  await sql.unsafe(
    `
    insert into public.name_inspiration_records (payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version)
    select 'paid', now() - $1::interval - interval '1 day', now() - $1::interval, '{}', '{}', $2, 'test'
    from generate_series(1, ${count})`,
    [paidAgo, tag],
  );
}

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
