// What this machine's local database applied, file by file. Until the first production deploy a
// domain's migration is edited in place (docs/architecture.md, Migrations), and `supabase db push`
// skips a version it has already applied, so a database made before the edit would keep the old
// definitions without a word. The stack keeps each applied file's SHA-256 beside the cluster and
// refuses to start on a file that changed since, naming it and the command that rebuilds the database.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SUPABASE_DIR } from "./config.ts";

const MIGRATIONS_DIR = path.join(SUPABASE_DIR, "migrations");
const RECORD_FILE = "applied-migrations.json";

/** File name → SHA-256 of its text. */
type MigrationHashes = Record<string, string>;

export function currentMigrationHashes(dir = MIGRATIONS_DIR): MigrationHashes {
  const hashes: MigrationHashes = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort())
    hashes[file] = createHash("sha256")
      .update(readFileSync(path.join(dir, file)))
      .digest("hex");
  return hashes;
}

/** The applied files whose text is no longer what was applied (a new file is not a change). */
export function changedSinceApplied(applied: MigrationHashes, current: MigrationHashes): string[] {
  return Object.keys(applied)
    .filter((file) => file in current && current[file] !== applied[file])
    .sort();
}

export function describeChangedMigrations(files: readonly string[]): string {
  return [
    `These migrations changed after the local database applied them: ${files.join(", ")}.`,
    "`supabase db push` never re-applies a version, so the database would keep the old definitions.",
    "Rebuild it from the migrations with `npm run stack:reset` (the local data is deleted).",
  ].join("\n");
}

/** The hashes recorded when this cluster last applied its migrations; null for a cluster older than the record. */
export function readAppliedMigrations(clusterBase: string): MigrationHashes | null {
  const file = path.join(clusterBase, RECORD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as MigrationHashes) : null;
}

export function writeAppliedMigrations(clusterBase: string, hashes: MigrationHashes): void {
  writeFileSync(path.join(clusterBase, RECORD_FILE), JSON.stringify(hashes, null, 2) + "\n");
}
