// GET/HEAD, POST, PATCH and DELETE on `/rest/v1/<table>`.
import {
  buildDeleteStatement,
  buildInsertStatement,
  buildReadStatement,
  buildUpdateStatement,
  type ResultShape,
  type Statement,
} from "./build-sql.ts";
import type { PreparedRequest } from "./prepared-request.ts";
import { parseQueryString } from "./query-string.ts";
import type { ParsedQuery } from "./query-types.ts";
import { parseObjectBody, parseRowsBody } from "./request-body.ts";
import { RestError } from "./rest-error.ts";
import { readResponse, requireSingleRow, writeResponse, type RestResponse } from "./rest-response.ts";
import { runStatement } from "./run-statement.ts";
import type { TableInfo } from "./schema-cache.ts";

async function findTable(request: PreparedRequest, name: string): Promise<TableInfo> {
  const table = await request.context.schemaCache.table(name);
  if (table !== undefined) return table;
  const schema = request.context.schemaCache.schema;
  throw new RestError(404, {
    code: "PGRST205",
    message: `Could not find the table '${schema}.${name}' in the schema cache`,
  });
}

function execute(request: PreparedRequest, readOnly: boolean, statement: Statement) {
  return runStatement(request.context.sql, readOnly, request.settings, statement, (result) =>
    requireSingleRow(request.format, result),
  );
}

/** `headers-only` needs the primary key of what was written, to answer with its Location. */
function writeShape(request: PreparedRequest, query: ParsedQuery, table: TableInfo): ResultShape {
  const { format, preferences } = request;
  const returning =
    preferences.return === "representation"
      ? query.select
      : preferences.return === "headers-only" && table.primaryKey.length > 0
        ? table.primaryKey.map((column) => ({ kind: "column" as const, column, alias: null, cast: null }))
        : null;
  return { returning, single: format.single, stripNulls: format.stripNulls };
}

function locationOf(table: TableInfo, body: string | null): string | null {
  const [row] = body === null ? [] : (JSON.parse(body) as Array<Record<string, unknown>>);
  if (row === undefined) return null;
  const filters = table.primaryKey.map(
    (column) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(row[column]))}`,
  );
  return `/${encodeURIComponent(table.name)}?${filters.join("&")}`;
}

/** Codes the builder raises for names the cached catalog lacks: worth one look at a fresh catalog. */
const STALE_CATALOG_CODES = new Set(["42703", "PGRST204"]);

async function buildWithFreshCatalog(
  request: PreparedRequest,
  tableName: string,
  build: (table: TableInfo) => Statement,
): Promise<{ table: TableInfo; statement: Statement }> {
  const table = await findTable(request, tableName);
  try {
    return { table, statement: build(table) };
  } catch (error) {
    if (!(error instanceof RestError && STALE_CATALOG_CODES.has(error.code))) throw error;
    request.context.schemaCache.invalidate();
    const fresh = await findTable(request, tableName);
    return { table: fresh, statement: build(fresh) };
  }
}

function statementBuilder(request: PreparedRequest, query: ParsedQuery): (table: TableInfo) => Statement {
  const { method, format, preferences } = request;
  if (method === "GET" || method === "HEAD") {
    const shape: ResultShape = { returning: query.select, single: format.single, stripNulls: format.stripNulls };
    return (table) => buildReadStatement(table, query, shape, preferences.countExact);
  }
  if (method === "POST") {
    const rows = parseRowsBody(request.contentType, request.body);
    return (table) =>
      buildInsertStatement(table, query, rows, writeShape(request, query, table), preferences.resolution);
  }
  if (method === "PATCH") {
    const patch = parseObjectBody(request.contentType, request.body, false);
    return (table) => buildUpdateStatement(table, query, patch, writeShape(request, query, table));
  }
  if (method === "DELETE") return (table) => buildDeleteStatement(table, query, writeShape(request, query, table));
  throw new RestError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${method}` });
}

export async function handleTableRequest(request: PreparedRequest, tableName: string): Promise<RestResponse> {
  const query = parseQueryString(request.search);
  const { method, format, preferences } = request;
  const { table, statement } = await buildWithFreshCatalog(request, tableName, statementBuilder(request, query));
  const reads = method === "GET" || method === "HEAD";
  const result = await execute(request, reads, statement);
  if (reads) return readResponse(result, query.offset ?? 0, format, preferences, method === "HEAD");
  const headersOnly = method === "POST" && preferences.return === "headers-only" && table.primaryKey.length > 0;
  return writeResponse(
    method as "POST" | "PATCH" | "DELETE",
    result,
    format,
    preferences,
    headersOnly ? locationOf(table, result.body) : null,
  );
}
