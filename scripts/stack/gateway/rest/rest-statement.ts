// One SQL statement per request, shaped like PostgREST's: the read or the DELETE in a `pgrst_source`
// CTE, then one row with the row count and the JSON body built by PostgreSQL itself. Names reach the
// SQL only quoted (PostgreSQL itself answers 42P01 / 42703 for a table or column it lacks); values
// only as bound parameters.
import type { Filter, RestQuery } from "./rest-query.ts";
import { RestError } from "./rest-error.ts";

export type Statement = { text: string; values: string[] };

const COMPARISON_SQL = { eq: "=", lt: "<" } as const;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function builder(schema: string, table: string) {
  const tableSql = `${quote(schema)}.${quote(table)}`;
  const values: string[] = [];
  const bind = (value: string) => `$${values.push(value)}`;
  const column = (name: string) => `${tableSql}.${quote(name)}`;
  const filterSql = (filter: Filter) =>
    filter.operator === "in"
      ? filter.values.length === 0
        ? "false"
        : `${column(filter.column)} IN (${filter.values.map(bind).join(", ")})`
      : `${column(filter.column)} ${COMPARISON_SQL[filter.operator]} ${bind(filter.value)}`;
  return {
    tableSql,
    values,
    columns: (select: string[] | null) => (select === null ? `${tableSql}.*` : select.map(column).join(", ")),
    where: (filters: Filter[]) => (filters.length === 0 ? "" : ` WHERE ${filters.map(filterSql).join(" AND ")}`),
  };
}

/** The page count and, unless the answer has no body, the rows as a JSON array. */
function resultSql(source: string, withBody: boolean): string {
  const body = withBody ? "coalesce(json_agg(_postgrest_t), '[]')::text" : "null::text";
  return (
    `WITH pgrst_source AS (${source}) SELECT pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body ` +
    `FROM (SELECT * FROM pgrst_source) _postgrest_t`
  );
}

export function readStatement(schema: string, table: string, query: RestQuery): Statement {
  const sql = builder(schema, table);
  const source = `SELECT ${sql.columns(query.select)} FROM ${sql.tableSql}${sql.where(query.filters)}`;
  return { text: resultSql(source, true), values: sql.values };
}

/**
 * Supabase loads pg-safeupdate for the API's login role: a DELETE must be filtered. Debian does not
 * package the extension, so the stand-in gives its answer itself.
 */
export function deleteStatement(schema: string, table: string, query: RestQuery, returning: boolean): Statement {
  if (query.filters.length === 0) {
    throw new RestError(400, { code: "21000", message: "DELETE requires a WHERE clause" });
  }
  const sql = builder(schema, table);
  const returned = returning ? sql.columns(query.select) : "1";
  const source = `DELETE FROM ${sql.tableSql}${sql.where(query.filters)} RETURNING ${returned}`;
  return { text: resultSql(source, returning), values: sql.values };
}
