// The retention rule is one SQL function that the visitor policies and the purge call. It must stay
// inlinable: the deletes have to keep reading the partial index on created_at (unpaid rows only),
// or the browser's cleanup and the cron purge would scan the whole table. With sequential scans
// priced out, a plan that cannot use the index shows a Seq Scan, and these tests fail.
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { DB_URL } from "../config.ts";

const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
afterAll(() => sql.end());
const PARTIAL_INDEX = "name_inspiration_records_not_requested_created_at_idx";

/** EXPLAIN (never executed) as `role`, with sequential scans priced out. */
async function planAs(role: string, statement: string): Promise<string> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`set local role ${role}`);
    await tx`set local enable_seqscan = off`;
    const rows = await tx.unsafe<Array<{ "QUERY PLAN": string }>>(`explain ${statement}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("the retention rule, written once", () => {
  it("lets the browser's cleanup, as anon, delete through the partial index", async () => {
    const plan = await planAs(
      "anon",
      `delete from public.name_inspiration_records
      where payment_status = 'not_requested' and created_at < now() - interval '7 days' returning id`,
    );
    expect(plan).toContain(PARTIAL_INDEX);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("lets the purge's batch query read the partial index", async () => {
    const plan = await planAs(
      "postgres",
      `select id from public.name_inspiration_records r
      where retention.is_expired_unpaid_record(r.payment_status, r.created_at) order by created_at limit 1000`,
    );
    expect(plan).toContain(PARTIAL_INDEX);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("is the only place a migration still spells out the 7 days", async () => {
    const [row] = await sql<Array<{ bodies: number }>>`
      select count(*)::int as bodies from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private', 'retention') and p.prosrc like '%7 days%'`;
    const [policies] = await sql<Array<{ count: number }>>`
      select count(*)::int as count from pg_policies where qual like '%7 days%'`;
    expect(row!.bodies).toBe(1);
    expect(policies!.count).toBe(0);
  });
});
