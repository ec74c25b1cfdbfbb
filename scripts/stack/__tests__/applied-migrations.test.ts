// A migration edited in place after the local database applied it is named, never silently kept.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  changedSinceApplied,
  currentMigrationHashes,
  describeChangedMigrations,
  readAppliedMigrations,
  writeAppliedMigrations,
} from "../applied-migrations.ts";

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("migrations applied by the local database", () => {
  const first = {
    "20261120000000_records.sql": "create table records (id uuid);",
    "20261120000001_payments.sql": "create table payments (id uuid);",
  };

  it("finds nothing changed when the files are as they were applied, and ignores a new file", () => {
    const applied = currentMigrationHashes(migrationsDir(first));
    const later = currentMigrationHashes(
      migrationsDir({ ...first, "20261120000002_privacy.sql": "create table consents (id uuid);" }),
    );
    expect(changedSinceApplied(applied, later)).toEqual([]);
  });

  it("names a file edited in place after it was applied, and the command that rebuilds the database", () => {
    const applied = currentMigrationHashes(migrationsDir(first));
    const edited = currentMigrationHashes(
      migrationsDir({ ...first, "20261120000001_payments.sql": "create table payments (id uuid, amount int);" }),
    );
    const changed = changedSinceApplied(applied, edited);
    expect(changed).toEqual(["20261120000001_payments.sql"]);
    expect(describeChangedMigrations(changed)).toContain("20261120000001_payments.sql");
    expect(describeChangedMigrations(changed)).toContain("npm run stack:reset");
  });

  it("keeps the record beside the cluster, and has none for a cluster that never wrote one", () => {
    const base = mkdtempSync(path.join(tmpdir(), "cluster-"));
    expect(readAppliedMigrations(base)).toBeNull();
    const hashes = currentMigrationHashes(migrationsDir(first));
    writeAppliedMigrations(base, hashes);
    expect(readAppliedMigrations(base)).toEqual(hashes);
  });

  it("hashes every migration of this repository", () => {
    const hashes = currentMigrationHashes();
    expect(Object.keys(hashes).length).toBeGreaterThan(4);
    for (const hash of Object.values(hashes)) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
