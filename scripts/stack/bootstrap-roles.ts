// Applies the Supabase roles bootstrap (sql/supabase-bootstrap.sql) that hosted Supabase has before
// any migration. The file is idempotent, so it runs on every start and repairs drift; the default
// privileges in it are set only before the first migration, as a new hosted project has them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Sql } from "./database-session.ts";

const BOOTSTRAP_SQL_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "sql", "supabase-bootstrap.sql");

export async function applySupabaseBootstrap(sql: Sql): Promise<void> {
  // Simple-query protocol: the file holds many statements and `do $$ … $$` blocks.
  await sql.unsafe(readFileSync(BOOTSTRAP_SQL_FILE, "utf8")).simple();
}
