// docs/product.md §6 limits new records to 20 per address per hour, counted in the database. Every local test
// and bench creates records from 127.0.0.1, so a run starts by forgetting earlier runs' creations,
// and each test forgets them again right before it creates one, as the function tests do; otherwise
// the 21st record of the hour would fail a healthy build.
import postgres from "postgres";
import { DB_URL } from "@scripts/stack/config.ts";

export async function forgetRecentCreations(): Promise<void> {
  const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
  try {
    await sql`delete from public.record_creation_events`;
  } finally {
    await sql.end();
  }
}
