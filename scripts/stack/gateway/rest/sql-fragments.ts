// The pieces every statement is made of. Identifiers reach SQL only after a catalog check and always
// quoted; values reach it only as bound parameters ($1, $2, …), typed by PostgreSQL from context.
import type { Condition, Filter, OrderTerm, SelectItem } from "./query-types.ts";
import { RestError } from "./rest-error.ts";
import type { TableInfo } from "./schema-cache.ts";

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function tableReference(table: TableInfo): string {
  return `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
}

/** Collects bound values; `add` returns the placeholder to splice instead. */
export class BoundParameters {
  readonly values: Array<string | null> = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The column name itself, or PostgreSQL's own 42703 error when the table has no such column. */
export function requireColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, { code: "42703", message: `column ${table.name}.${column} does not exist` });
  }
  return column;
}

/** A qualified, quoted column reference, after the catalog check. */
export function columnReference(table: TableInfo, column: string): string {
  return `${tableReference(table)}.${quoteIdentifier(requireColumn(table, column))}`;
}

const COMPARISON_SQL = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "LIKE",
  ilike: "ILIKE",
} as const;

const IS_SQL = {
  null: "IS NULL",
  not_null: "IS NOT NULL",
  true: "IS TRUE",
  false: "IS FALSE",
  unknown: "IS UNKNOWN",
} as const;

function filterSql(table: TableInfo, filter: Filter, parameters: BoundParameters): string {
  const column = columnReference(table, filter.column);
  switch (filter.operator) {
    case "in":
      return filter.value.length === 0
        ? "false"
        : `${column} IN (${filter.value.map((value) => parameters.add(value)).join(", ")})`;
    case "is":
      return `${column} ${IS_SQL[filter.value]}`;
    default:
      return `${column} ${COMPARISON_SQL[filter.operator]} ${parameters.add(filter.value)}`;
  }
}

export function conditionSql(table: TableInfo, condition: Condition, parameters: BoundParameters): string {
  const sql =
    condition.kind === "filter"
      ? filterSql(table, condition, parameters)
      : `(${condition.conditions
          .map((child) => conditionSql(table, child, parameters))
          .join(condition.operator === "and" ? " AND " : " OR ")})`;
  return condition.negated ? `NOT (${sql})` : sql;
}

/** ` WHERE …` for the top-level conditions (joined with AND), or an empty string. */
export function whereSql(table: TableInfo, conditions: Condition[], parameters: BoundParameters): string {
  if (conditions.length === 0) return "";
  return ` WHERE ${conditions.map((condition) => conditionSql(table, condition, parameters)).join(" AND ")}`;
}

export function selectListSql(table: TableInfo, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === "all") return `${tableReference(table)}.*`;
      const column = columnReference(table, item.column);
      const value = item.cast === null ? column : `CAST(${column} AS ${item.cast})`;
      const name = item.alias ?? (item.cast === null ? null : item.column);
      return name === null ? value : `${value} AS ${quoteIdentifier(name)}`;
    })
    .join(", ");
}

export function orderSql(table: TableInfo, terms: OrderTerm[]): string {
  if (terms.length === 0) return "";
  return ` ORDER BY ${terms
    .map((term) =>
      [
        columnReference(table, term.column),
        term.direction?.toUpperCase(),
        term.nulls === null ? undefined : `NULLS ${term.nulls.toUpperCase()}`,
      ]
        .filter(Boolean)
        .join(" "),
    )
    .join(", ")}`;
}
