// One transaction per request, as PostgREST runs it: READ ONLY for reads, one set_config round that
// switches role and publishes the request to SQL (RLS policies and auth.jwt() read it), the statement,
// and a rollback when the caller's result check throws (`.single()` on 0 or several rows).
import type { Sql } from "postgres";
import type { Statement } from "./build-sql.ts";
import type { RequestRole } from "./request-role.ts";

/**
 * PostgREST binds every value as untyped text and lets PostgreSQL parse it for the column it meets.
 * postgres.js would otherwise serialise with its own JS converters for the type the server infers
 * (`new Date(x)` for timestamptz, `JSON.stringify` for jsonb, any string but "true" as false), which
 * changes values; declaring them `unknown` (oid 705) keeps the text as sent.
 */
const UNKNOWN_TYPE = 705;

export type StatementResult = { total: number | null; pageTotal: number; body: string | null };

export type RequestSettings = {
  schema: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  requestRole: RequestRole;
  /** The role's own `ALTER ROLE … SET` values (statement_timeout), which SET ROLE does not apply. */
  roleSettings: Array<[string, string]>;
};

function settingsStatement(settings: RequestSettings): Statement {
  const pairs: Array<[string, string]> = [
    ["search_path", `"${settings.schema}", "extensions"`],
    ["role", settings.requestRole.role],
    ...settings.roleSettings,
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
  checkResult: (result: StatementResult) => void,
): Promise<StatementResult> {
  return sql.begin(readOnly ? "read only" : "read write", async (transaction) => {
    const setup = settingsStatement(settings);
    await transaction.unsafe(setup.text, setup.values);
    const [row] = await transaction.unsafe<
      Array<{ total_result_set: string | null; page_total: string; body: string | null }>
    >(
      statement.text,
      statement.values.map((value) => (value === null ? null : transaction.typed(value, UNKNOWN_TYPE))) as never[],
    );
    const result: StatementResult = {
      total: row?.total_result_set == null ? null : Number(row.total_result_set),
      pageTotal: Number(row?.page_total ?? 0),
      body: row?.body ?? null,
    };
    checkResult(result); // throws to roll back
    return result;
  }) as Promise<StatementResult>;
}
