// Retention at scale: 1,000,000 records, 10 % of them stale. pg_cron's procedure must delete the
// stale ones without any single transaction holding its row locks for long (goal ≤ 200 ms), and
// the browser's cleanup call must still succeed, inside the visitor roles' 3 s statement timeout,
// against the backlog that builds up between two runs of the job (6 hours of records going stale).
// The bench's rows carry their own engine_version and are removed at the end.
import postgres from "postgres";
import { ANON_KEY, API_URL, DB_URL } from "../stack/config.ts";

const TOTAL_RECORDS = 1_000_000;
const STALE_SHARE = 0.1;
/** Records going stale in 6 hours when a million are created over 7 days. */
const SIX_HOUR_BACKLOG = Math.round((TOTAL_RECORDS / (7 * 24)) * 6);
const TAG = "bench-retention";
export const RETENTION_GOAL = { longestBatchMs: 200 };

type RetentionBenchResult = {
  purged: number;
  rowsPerSecond: number;
  longestBatchMs: number;
  cleanup: { status: number; deleted: number; ms: number };
  meetsGoal: boolean;
};

async function insertRecords(sql: postgres.Sql, count: number, ageSql: string): Promise<void> {
  // Inserted in chunks so no statement of the bench itself becomes the long transaction.
  const chunk = 100_000;
  for (let start = 0; start < count; start += chunk) {
    await sql.unsafe(`
      insert into public.name_inspiration_records (payment_status, created_at, input, report, engine_version, consent_notice_version)
      select 'not_requested', ${ageSql}, '{}', '{}', '${TAG}', 'bench'
      from generate_series(1, ${Math.min(chunk, count - start)}) as g(n)`);
  }
}

export async function runRetentionBench(): Promise<RetentionBenchResult> {
  const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
  try {
    await sql`delete from public.name_inspiration_records where engine_version = ${TAG}`;
    const stale = Math.round(TOTAL_RECORDS * STALE_SHARE);
    console.log(`seeding ${TOTAL_RECORDS.toLocaleString("en")} records, ${stale.toLocaleString("en")} of them stale…`);
    await insertRecords(sql, TOTAL_RECORDS - stale, "now() - random() * interval '6 days 23 hours'");
    await insertRecords(sql, stale, "now() - interval '7 days 1 minute' - random() * interval '30 days'");
    await sql`analyze public.name_inspiration_records`;

    const started = performance.now();
    const [run] = await sql<
      Array<{ deleted: string; longest_batch_ms: string }>
    >`call private.run_stale_inspiration_record_purge()`;
    const seconds = (performance.now() - started) / 1000;
    const purged = Number(run!.deleted);
    const longestBatchMs = Number(run!.longest_batch_ms);
    console.log(
      `purge: ${purged.toLocaleString("en")} rows in ${seconds.toFixed(2)} s, longest transaction ${longestBatchMs} ms`,
    );

    console.log(`a 6-hour backlog: ${SIX_HOUR_BACKLOG.toLocaleString("en")} records stale since the last run…`);
    await insertRecords(sql, SIX_HOUR_BACKLOG, "now() - interval '7 days 1 second' - random() * interval '6 hours'");
    const cleanup = await browserCleanup();
    console.log(
      `browser cleanup: HTTP ${cleanup.status}, ${cleanup.deleted.toLocaleString("en")} rows in ${cleanup.ms} ms`,
    );

    const meetsGoal =
      longestBatchMs <= RETENTION_GOAL.longestBatchMs && cleanup.status === 200 && cleanup.deleted >= SIX_HOUR_BACKLOG;
    return { purged, rowsPerSecond: Math.round(purged / seconds), longestBatchMs, cleanup, meetsGoal };
  } finally {
    await sql`delete from public.name_inspiration_records where engine_version = ${TAG}`;
    await sql`vacuum analyze public.name_inspiration_records`;
    await sql.end();
  }
}

/** The call the browser makes every 6 hours, as anon, with the same filters and read-back. */
async function browserCleanup(): Promise<{ status: number; deleted: number; ms: number }> {
  const cutoff = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
  const started = performance.now();
  const response = await fetch(
    `${API_URL}/rest/v1/name_inspiration_records?payment_status=eq.not_requested&created_at=lt.${encodeURIComponent(cutoff)}&select=id`,
    {
      method: "DELETE",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, Prefer: "return=representation" },
    },
  );
  const body = (await response.json()) as unknown;
  return {
    status: response.status,
    deleted: Array.isArray(body) ? body.length : 0,
    ms: Math.round(performance.now() - started),
  };
}
