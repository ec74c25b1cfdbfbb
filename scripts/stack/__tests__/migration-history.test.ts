// Once the first production deploy has run a migration, it is never edited again: a change is a
// new migration. supabase/migration-checksums.json holds each migration's SHA-256 by version (the
// Supabase CLI keys its history by version, so a file may be renamed to say better what it holds,
// but never rewritten). Until that deploy a domain's migration is changed in place, and its line in
// the checksum file changes in the same commit, on purpose (docs/architecture.md, Migrations).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPABASE_DIR } from "../config.ts";

const MIGRATIONS_DIR = path.join(SUPABASE_DIR, "migrations");
const checksums = JSON.parse(readFileSync(path.join(SUPABASE_DIR, "migration-checksums.json"), "utf8")) as Record<
  string,
  string
>;
const files = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith(".sql"))
  .sort();
const versionOf = (file: string) => file.split("_")[0]!;

describe("the migration history", () => {
  it("names every file <14-digit version>_<what it holds>.sql, each version once", () => {
    for (const file of files) expect(file).toMatch(/^\d{14}(?:_[a-z0-9]+)+\.sql$/);
    expect(new Set(files.map(versionOf)).size).toBe(files.length);
  });

  it("has a checksum for every migration and a migration for every checksum", () => {
    expect(files.map(versionOf)).toEqual(Object.keys(checksums).sort());
  });

  it("never rewrites a migration once it is in the history", () => {
    for (const file of files) {
      const sha256 = createHash("sha256")
        .update(readFileSync(path.join(MIGRATIONS_DIR, file)))
        .digest("hex");
      expect(sha256, `${file} changed after it shipped: add a new migration instead`).toBe(checksums[versionOf(file)]);
    }
  });
});
