// One connection pool per isolate, to the database Supabase names in SUPABASE_DB_URL. Every query
// runs in a transaction as service_role (`set local role`), never as the superuser the URL logs in
// as, so the functions hold exactly the privileges the migrations grant them.
import postgres from "postgres";

export type Sql = postgres.Sql;
type Transaction = postgres.TransactionSql;

let pool: Sql | undefined;

export function database(): Sql {
  if (!pool) {
    const url = Deno.env.get("SUPABASE_DB_URL");
    if (!url) throw new Error("SUPABASE_DB_URL is not set");
    pool = postgres(url, {
      max: 5,
      idle_timeout: 30,
      // During an outage every request must fail fast (503 within a second), and once the database
      // is back the first request must reach it: postgres.js's default backoff grows to 20 s and is
      // shared by the whole pool, so it is capped here, and a connect that hangs gives up after 1 s.
      connect_timeout: 1,
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      // Notices (e.g. "already exists") are not errors and must not reach the logs as such.
      onnotice: () => {},
    });
  }
  return pool;
}

/** Runs `work` in one transaction as service_role; rolls back if it throws. */
export function asServiceRole<T>(work: (tx: Transaction) => Promise<T>, sql: Sql = database()): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`set local role service_role`;
    return await work(tx);
  }) as Promise<T>;
}
