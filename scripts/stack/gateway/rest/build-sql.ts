// One SQL statement per request, shaped like PostgREST's: the operation in a `pgrst_source` CTE, then
// one row with the total (when counted), the page size and the JSON body built by PostgreSQL itself.
import type { ParsedQuery, SelectItem } from "./query-types.ts";
import { notSupportedError, RestError } from "./rest-error.ts";
import type { TableInfo } from "./schema-cache.ts";
import {
  BoundParameters,
  orderSql,
  quoteIdentifier,
  requireColumn,
  selectListSql,
  tableReference,
  whereSql,
} from "./sql-fragments.ts";

export type Statement = { text: string; values: Array<string | null> };

export type ResultShape = {
  /** Columns to return (RETURNING for writes); null: return none (`Prefer: return=minimal`). */
  returning: SelectItem[] | null;
  /** `Accept: application/vnd.pgrst.object+json`: the body is the first row, not an array. */
  single: boolean;
  /** `…;nulls=stripped`: keys whose value is null are left out. */
  stripNulls: boolean;
};

function bodySql({ returning, single, stripNulls }: ResultShape): string {
  if (returning === null) return "null::text";
  const rows = single ? "(json_agg(_postgrest_t) -> 0)" : "coalesce(json_agg(_postgrest_t), '[]')";
  return `${stripNulls ? `json_strip_nulls(${rows})` : rows}::text`;
}

function resultSql(source: string, shape: ResultShape, totalSql = "null::bigint"): string {
  return (
    `WITH pgrst_source AS (${source}) SELECT ${totalSql} AS total_result_set, ` +
    `pg_catalog.count(_postgrest_t) AS page_total, ${bodySql(shape)} AS body ` +
    `FROM (SELECT * FROM pgrst_source) _postgrest_t`
  );
}

function returningSql(table: TableInfo, shape: ResultShape): string {
  return shape.returning === null ? " RETURNING 1" : ` RETURNING ${selectListSql(table, shape.returning)}`;
}

/** Supabase loads pg-safeupdate: a DELETE or UPDATE must be filtered. Reproduced with its exact error. */
function requireFilters(query: ParsedQuery, verb: "DELETE" | "UPDATE"): void {
  if (query.conditions.length === 0) {
    throw new RestError(400, { code: "21000", message: `${verb} requires a WHERE clause` });
  }
  if (query.limit !== null || query.offset !== null || query.order.length > 0) {
    throw notSupportedError(`limit, offset or order on ${verb}`);
  }
}

export function buildReadStatement(
  table: TableInfo,
  query: ParsedQuery,
  shape: ResultShape,
  countExact: boolean,
): Statement {
  const parameters = new BoundParameters();
  const where = whereSql(table, query.conditions, parameters);
  const limit = query.limit === null ? "" : ` LIMIT ${parameters.add(String(query.limit))}`;
  const offset = query.offset === null ? "" : ` OFFSET ${parameters.add(String(query.offset))}`;
  const source =
    `SELECT ${selectListSql(table, query.select)} FROM ${tableReference(table)}${where}` +
    `${orderSql(table, query.order)}${limit}${offset}`;
  const total = countExact ? `(SELECT pg_catalog.count(*) FROM ${tableReference(table)}${where})` : undefined;
  return { text: resultSql(source, shape, total), values: parameters.values };
}

export function buildDeleteStatement(table: TableInfo, query: ParsedQuery, shape: ResultShape): Statement {
  requireFilters(query, "DELETE");
  const parameters = new BoundParameters();
  const source =
    `DELETE FROM ${tableReference(table)}${whereSql(table, query.conditions, parameters)}` + returningSql(table, shape);
  return { text: resultSql(source, shape), values: parameters.values };
}

/** The body's keys become the SET list; json_populate_record converts each value to its column type. */
export function buildUpdateStatement(
  table: TableInfo,
  query: ParsedQuery,
  patch: Record<string, unknown>,
  shape: ResultShape,
): Statement {
  requireFilters(query, "UPDATE");
  const columns = Object.keys(patch).map((column) => bodyColumn(table, column));
  const parameters = new BoundParameters();
  const where = whereSql(table, query.conditions, parameters);
  if (columns.length === 0) {
    // PostgREST answers an empty patch without touching a row.
    const list = shape.returning === null ? "1" : selectListSql(table, shape.returning);
    return { text: resultSql(`SELECT ${list} FROM ${tableReference(table)} WHERE false`, shape), values: [] };
  }
  const body = parameters.add(JSON.stringify(patch));
  const set = columns.map((column) => `${quoteIdentifier(column)} = pgrst_body.${quoteIdentifier(column)}`).join(", ");
  const source =
    `UPDATE ${tableReference(table)} SET ${set} ` +
    `FROM (SELECT * FROM json_populate_record(NULL::${tableReference(table)}, ${body}::json)) pgrst_body` +
    `${where}${returningSql(table, shape)}`;
  return { text: resultSql(source, shape), values: parameters.values };
}

export type ConflictResolution = "merge-duplicates" | "ignore-duplicates";

export function buildInsertStatement(
  table: TableInfo,
  query: ParsedQuery,
  rows: Array<Record<string, unknown>>,
  shape: ResultShape,
  resolution: ConflictResolution | null,
): Statement {
  const columns = (query.columns ?? insertedColumns(rows)).map((column) => bodyColumn(table, column));
  const parameters = new BoundParameters();
  const body = parameters.add(JSON.stringify(rows));
  const list = columns.map(quoteIdentifier).join(", ");
  const target = columns.length === 0 ? "" : ` (${list})`;
  const source =
    `INSERT INTO ${tableReference(table)}${target} SELECT ${list} ` +
    `FROM json_populate_recordset(NULL::${tableReference(table)}, ${body}::json) pgrst_body` +
    `${conflictSql(table, query, columns, resolution)}${returningSql(table, shape)}`;
  return { text: resultSql(source, shape), values: parameters.values };
}

/** Every object of an array body must have the same keys, as PostgREST requires (PGRST102). */
function insertedColumns(rows: Array<Record<string, unknown>>): string[] {
  const keys = Object.keys(rows[0] ?? {});
  const signature = [...keys].sort().join("\u0000");
  if (rows.some((row) => Object.keys(row).sort().join("\u0000") !== signature)) {
    throw new RestError(400, { code: "PGRST102", message: "All object keys must match" });
  }
  return keys;
}

function bodyColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, {
      code: "PGRST204",
      message: `Could not find the '${column}' column of '${table.name}' in the schema cache`,
    });
  }
  return column;
}

function conflictSql(
  table: TableInfo,
  query: ParsedQuery,
  columns: string[],
  resolution: ConflictResolution | null,
): string {
  if (resolution === null) return "";
  const keys = query.onConflict ?? table.primaryKey;
  if (keys.length === 0) throw notSupportedError(`An upsert on "${table.name}" without on_conflict or a primary key`);
  const target = keys.map((key) => quoteIdentifier(requireColumn(table, key))).join(", ");
  const updates = columns.filter((column) => !keys.includes(column));
  if (resolution === "ignore-duplicates" || updates.length === 0) return ` ON CONFLICT (${target}) DO NOTHING`;
  return (
    ` ON CONFLICT (${target}) DO UPDATE SET ` +
    updates.map((column) => `${quoteIdentifier(column)} = EXCLUDED.${quoteIdentifier(column)}`).join(", ")
  );
}
