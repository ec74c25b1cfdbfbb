// The running local stack's database (npm test starts it first): what the stack CLI promises about
// it, checked from the outside the way the gateway, pg_prove and the Supabase CLI reach it.
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { AUTHENTICATOR_DB_URL, DB_PORT, DB_URL, HOST, ROOT_DIR } from "../config.ts";
import { runCommand } from "../run-command.ts";

const superuser = postgres(DB_URL, { max: 1, onnotice: () => {} });
afterAll(() => superuser.end());

async function loginError(url: string): Promise<string | undefined> {
  const sql = postgres(url, { max: 1, connect_timeout: 5 });
  try {
    await sql`select 1`;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  } finally {
    await sql.end();
  }
}

describe("the local stack's PostgreSQL", () => {
  it("is PostgreSQL 15 with pg_cron preloaded and scheduling in the app's database", async () => {
    const [row] = await superuser`
      select current_setting('server_version_num')::int / 10000 as major,
             current_setting('shared_preload_libraries') as preload,
             current_setting('cron.database_name') as cron_database,
             current_setting('listen_addresses') as listen`;
    expect(row).toEqual({ major: 15, preload: "pg_cron", cron_database: "postgres", listen: HOST });
  });

  it("refuses a TCP login with the wrong password", async () => {
    expect(await loginError(`postgresql://postgres:wrong@${HOST}:${DB_PORT}/postgres`)).toBe("28P01");
  });

  it("lets authenticator log in, but read nothing until it switches to an API role", async () => {
    expect(await loginError(AUTHENTICATOR_DB_URL)).toBeUndefined();
    const sql = postgres(AUTHENTICATOR_DB_URL, { max: 1 });
    try {
      await expect(sql`select id from public.name_inspiration_records limit 1`).rejects.toMatchObject({
        code: "42501",
      });
      const rows = await sql.begin(async (tx) => {
        await tx`set local role anon`;
        return tx`select id from public.name_inspiration_records limit 1`;
      });
      expect(Array.isArray(rows)).toBe(true);
    } finally {
      await sql.end();
    }
  });

  it("has every migration applied, and the Supabase CLI accepts config.toml without a warning", async () => {
    const cli = path.join(ROOT_DIR, "node_modules", ".bin", "supabase");
    const { code, output } = await runCommand(
      cli,
      ["db", "push", "--dry-run", `--remote=${DB_URL}`, "--include-all", "--yes"],
      { cwd: ROOT_DIR },
    );
    expect(code).toBe(0);
    expect(output).toContain("Local database is up to date.");
    expect(output).not.toMatch(/WARN/);
    // The CLI is a Go binary that connects and reads the migrations table: seconds on a busy runner.
  }, 60_000);
});
