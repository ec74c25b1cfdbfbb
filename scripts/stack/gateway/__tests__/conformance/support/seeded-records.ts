// Rows of name_inspiration_records seeded through a login that owns the table (past RLS), with chosen ages and
// states, tagged with a per-run engine_version so each test removes exactly what it added.
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { TARGET } from "./target.ts";

type SeedRow = {
  status?: "not_requested" | "pending" | "paid";
  ageDays: number;
  engineVersion?: string;
};

export type SeededRecords = {
  /** engine_version shared by every row this seeding created (unless a row set its own). */
  tag: string;
  ids: string[];
  /** ids still present in the table, among those seeded. */
  remaining(): Promise<string[]>;
  removeAll(): Promise<void>;
};

export const database = postgres(TARGET.dbUrl, { max: 2, onnotice: () => {} });

/**
 * Stale unpaid rows left by earlier runs or by hand would be deleted by the cleanup call too and
 * blur its exact answer; retention deletes them anyway, so the suite clears them first.
 */
export async function purgeStaleRecords(): Promise<void> {
  await database`delete from public.name_inspiration_records
    where payment_status = 'not_requested' and created_at < now() - interval '7 days'`;
}

export async function seedRecords(rows: SeedRow[]): Promise<SeededRecords> {
  const tag = `conformance ${randomUUID()}`;
  const ids: string[] = [];
  for (const row of rows) {
    const status = row.status ?? "not_requested";
    const [inserted] = await database<Array<{ id: string }>>`
      insert into public.name_inspiration_records
        (payment_status, created_at, input, report, engine_version, paid_at, consent_notice_version)
      values (${status}, now() - make_interval(days => ${row.ageDays}),
        ${database.json({ surname: "Nguyễn", wish: "bí mật" })}, ${database.json({ names: ["An"] })},
        ${row.engineVersion ?? tag}, case when ${status}::text = 'paid' then now() end, 'test')
      returning id`;
    ids.push(inserted!.id);
  }
  return {
    tag,
    ids,
    async remaining() {
      const rows = await database<Array<{ id: string }>>`
        select id from public.name_inspiration_records where id = any(${ids}::uuid[])`;
      return rows.map((row) => row.id);
    },
    async removeAll() {
      await database`delete from public.name_inspiration_records where id = any(${ids}::uuid[])`;
    },
  };
}
