// Applies supabase/migrations with the real Supabase CLI, exactly as against a hosted project.
// CLI 3.1.0: `db push --remote=<db-url>` targets any Postgres without Docker or a linked project
// (`--db-url` still works but is deprecated); `--include-all --yes` never prompts. It creates its
// history table `supabase_migrations.schema_migrations` itself and skips what is already applied.
import path from "node:path";
import { DB_URL, ROOT_DIR } from "./config.ts";
import { runOrThrow } from "./run-command.ts";

const SUPABASE_CLI = path.join(ROOT_DIR, "node_modules", ".bin", "supabase");

/** Pushes pending migrations; returns the CLI's report lines (e.g. "Applying migration …"). */
export async function applyMigrations(): Promise<string[]> {
  const output = await runOrThrow(SUPABASE_CLI, ["db", "push", `--remote=${DB_URL}`, "--include-all", "--yes"], {
    cwd: ROOT_DIR,
    // No telemetry or update check from a tool that runs on every start.
    env: { ...process.env, DO_NOT_TRACK: "1", SUPABASE_TELEMETRY_DISABLED: "1" },
  });
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("Target:"));
}
