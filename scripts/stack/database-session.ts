// A short-lived superuser connection for the stack CLI's own SQL (bootstrap, migration checks).
import postgres from "postgres";
import { DB_URL } from "./config.ts";

export type Sql = postgres.Sql;

export async function withDatabase<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = postgres(DB_URL, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
