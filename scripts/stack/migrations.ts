// Applies supabase/migrations with the real Supabase CLI, exactly as against a hosted project.
// CLI 3.1.0: `db push --remote=<db-url>` targets any Postgres without Docker or a linked project
// (`--db-url` still works but is deprecated); `--include-all --yes` never prompts. It creates its
// history table `supabase_migrations.schema_migrations` itself and skips what is already applied,
// so a migration edited in place since is refused first (applied-migrations.ts).
import path from "node:path";
import {
  changedSinceApplied,
  currentMigrationHashes,
  describeChangedMigrations,
  readAppliedMigrations,
  writeAppliedMigrations,
} from "./applied-migrations.ts";
import { existingClusterPaths } from "./cluster-location.ts";
import { DB_URL, ROOT_DIR } from "./config.ts";
import { runOrThrow } from "./run-command.ts";

const SUPABASE_CLI = path.join(ROOT_DIR, "node_modules", ".bin", "supabase");

/** Pushes pending migrations; returns the CLI's report lines (e.g. "Applying migration …"). */
export async function applyMigrations(): Promise<string[]> {
  const cluster = existingClusterPaths();
  if (!cluster) throw new Error("no local database to migrate: the cluster has not been created");
  const current = currentMigrationHashes();
  // A cluster made before the record existed has none; from its next start on it is checked.
  const changed = changedSinceApplied(readAppliedMigrations(cluster.base) ?? {}, current);
  if (changed.length > 0) throw new Error(describeChangedMigrations(changed));
  const output = await runOrThrow(SUPABASE_CLI, ["db", "push", `--remote=${DB_URL}`, "--include-all", "--yes"], {
    cwd: ROOT_DIR,
    // No telemetry or update check from a tool that runs on every start.
    env: { ...process.env, DO_NOT_TRACK: "1", SUPABASE_TELEMETRY_DISABLED: "1" },
  });
  writeAppliedMigrations(cluster.base, current);
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("Target:"));
}
