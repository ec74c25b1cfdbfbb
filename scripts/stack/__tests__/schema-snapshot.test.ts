// supabase/schema.sql is the schema the migrations build, so a reader finds each function's
// current body in one place. It must say what the database really holds: a migration changed
// without regenerating the snapshot (or the snapshot edited by hand) fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normaliseDump, SNAPSHOT_FILE, takeSnapshot } from "../schema-snapshot.ts";

describe("the committed schema snapshot", () => {
  it("equals the schema the migrations build (regenerate: npx tsx scripts/stack/schema-snapshot.ts)", async () => {
    const committed = readFileSync(SNAPSHOT_FILE, "utf8");
    expect(committed).toBe(await takeSnapshot());
  });

  it("holds every state function's body and every cron job", () => {
    const committed = readFileSync(SNAPSHOT_FILE, "utf8");
    expect(committed).toContain("CREATE FUNCTION private.record_bank_transaction(");
    expect(committed).toContain('CREATE POLICY "visitors delete only expired unpaid records"');
    expect(committed).toMatch(/-- cron job purge-stale-inspiration-records \(0 \*\/6 \* \* \*\)/);
  });
});

describe("normalising a dump", () => {
  it("drops pg_dump's comments, session settings and extra blank lines, and keeps the SQL", () => {
    const dump = [
      "--",
      "-- PostgreSQL database dump",
      "--",
      "SET statement_timeout = 0;",
      "SELECT pg_catalog.set_config('search_path', '', false);",
      "",
      "",
      "",
      "CREATE TABLE public.t (",
      "    id integer",
      ");",
      "",
    ].join("\n");
    expect(normaliseDump(dump)).toBe("CREATE TABLE public.t (\n    id integer\n);\n");
  });
});
