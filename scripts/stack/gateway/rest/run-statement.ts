// One transaction per request, as PostgREST runs it: READ ONLY for reads, the role's own settings
// (anon's statement timeout), one set_config round that switches role and publishes the request to
// SQL (RLS policies and auth.jwt() read it), then the statement.
import type { Sql } from "postgres";
import type { RequestRole } from "./request-role.ts";
import type { Statement } from "./rest-statement.ts";

/**
 * PostgREST binds every value as untyped text and lets PostgreSQL parse it for the column it meets.
 * postgres.js would otherwise serialise with its own JS converters for the type the server infers
 * (`new Date(x)` for timestamptz, any string but "true" as false), which changes values; declaring
 * them `unknown` (oid 705) keeps the text as sent.
 */
const UNKNOWN_TYPE = 705;

type StatementResult = { pageTotal: number; body: string | null };

export type RequestSettings = {
  schema: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  requestRole: RequestRole;
};

/**
 * `ALTER ROLE … SET` values, which SET ROLE alone does not apply and PostgREST does: database-specific
 * ones after the global ones, so they win, as at login.
 */
const ROLE_SETTINGS_SQL = `select set_config(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1), true)
  from pg_catalog.pg_db_role_setting s cross join lateral unnest(s.setconfig) as setting
  where s.setrole = (select oid from pg_catalog.pg_roles where rolname = $1)
    and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  order by s.setdatabase`;

function settingsStatement(settings: RequestSettings): Statement {
  const pairs: Array<[string, string]> = [
    ["search_path", `"${settings.schema}", "extensions"`],
    ["role", settings.requestRole.role],
    ["request.jwt.claims", JSON.stringify(settings.requestRole.claims)],
    ["request.method", settings.method],
    ["request.path", settings.path],
    ["request.headers", JSON.stringify(settings.headers)],
  ];
  return {
    text: `select ${pairs.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`).join(", ")}`,
    values: pairs.flat(),
  };
}

export async function runStatement(
  sql: Sql,
  readOnly: boolean,
  settings: RequestSettings,
  statement: Statement,
): Promise<StatementResult> {
  return sql.begin(readOnly ? "read only" : "read write", async (transaction) => {
    await transaction.unsafe(ROLE_SETTINGS_SQL, [settings.requestRole.role]);
    const setup = settingsStatement(settings);
    await transaction.unsafe(setup.text, setup.values);
    const [row] = await transaction.unsafe<Array<{ page_total: string; body: string | null }>>(
      statement.text,
      statement.values.map((value) => transaction.typed(value, UNKNOWN_TYPE)) as never[],
    );
    return { pageTotal: Number(row?.page_total ?? 0), body: row?.body ?? null };
  }) as Promise<StatementResult>;
}
