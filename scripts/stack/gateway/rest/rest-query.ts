// The query string of a table request, read as far as the project uses PostgREST's grammar:
// `select=` with plain column names (or `*`), and filters `col=eq.v`, `col=lt.v`, `col=in.(a,"b,c")`,
// all joined with AND. The rest of PostgREST's grammar is recognised only to be refused by name.
// Values are form-decoded (`+` is a space), as supabase-js's URLSearchParams encodes them.
import { notImplemented, queryStringError } from "./rest-error.ts";

export type Filter =
  { column: string; operator: "eq" | "lt"; value: string } | { column: string; operator: "in"; values: string[] };

export type RestQuery = {
  /** Column names, or null for every column (`select=*` or no `select`). */
  select: string[] | null;
  filters: Filter[];
};

/** Parameters a gateway consumes before PostgREST sees the request (Kong reads `apikey`). */
const GATEWAY_PARAMETERS = new Set(["apikey"]);
/** PostgREST's other reserved parameters and logic trees. */
const UNSERVED_PARAMETERS = new Set(["order", "limit", "offset", "columns", "on_conflict", "or", "and"]);
/** PostgREST's other filter operators. */
const UNSERVED_OPERATORS = new Set(
  "neq gt gte lte like ilike match imatch is isdistinct fts plfts phfts wfts cs cd ov sl sr nxr nxl adj".split(" "),
);
/** Letters, digits, `_`, `$` and spaces, as PostgREST's field names; `-` only between them. */
const COLUMN_NAME = /^[\p{L}\p{N}_$ ]+(?:-[\p{L}\p{N}_$ ]+)*$/u;

function columnName(raw: string, where: string): string {
  if (COLUMN_NAME.test(raw)) return raw;
  throw queryStringError(`"failed to parse ${where}"`, `"${raw.slice(0, 200)}" is not a column name`);
}

function parseSelect(raw: string): string[] | null {
  const items = raw.split(",").map((item) => item.trim());
  if (items.length === 1 && (items[0] === "*" || items[0] === "")) return null;
  return items.map((item) => {
    if (/[:()!]|->|\.\.\./.test(item)) throw notImplemented(`The select item "${item.slice(0, 200)}"`);
    return columnName(item, `select parameter (${raw.slice(0, 200)})`);
  });
}

/** `(a,"b,c")`: a quoted item may hold `,` `(` `)` and backslash-escaped characters. */
function parseList(raw: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) throw queryStringError(`"failed to parse in list (${raw})"`);
  const inner = raw.slice(1, -1);
  const items: string[] = [];
  const item = /(?:"((?:[^"\\]|\\.)*)"|([^,)]*))(,|$)/gy;
  while (inner !== "" && item.lastIndex < inner.length) {
    const match = item.exec(inner);
    if (match === null) throw queryStringError(`"failed to parse in list (${raw})"`);
    items.push(match[1] === undefined ? match[2]! : match[1].replace(/\\(.)/g, "$1"));
    if (match[3] === "") break;
  }
  return items;
}

function parseFilter(key: string, expression: string): Filter {
  if (key.includes(".")) throw notImplemented(`Filtering an embedded resource ("${key}")`);
  const column = columnName(key, `filter (${key})`);
  const dot = expression.indexOf(".");
  const operator = dot === -1 ? expression : expression.slice(0, dot);
  const value = expression.slice(dot + 1);
  if (operator === "eq" || operator === "lt") return { column, operator, value };
  if (operator === "in") return { column, operator, values: parseList(value) };
  const base = operator.replace(/\((?:any|all)\)$/, "");
  if (operator === "not" || base !== operator || UNSERVED_OPERATORS.has(base)) {
    throw notImplemented(`The filter "${expression.slice(0, 200)}"`);
  }
  throw queryStringError(`"failed to parse filter (${expression.slice(0, 200)})"`, `unknown operator "${operator}"`);
}

export function parseRestQuery(search: string): RestQuery {
  const query: RestQuery = { select: null, filters: [] };
  for (const [key, value] of new URLSearchParams(search)) {
    if (GATEWAY_PARAMETERS.has(key)) continue;
    if (key === "select") query.select = parseSelect(value);
    else if (UNSERVED_PARAMETERS.has(key.replace(/^not\./, ""))) throw notImplemented(`The "${key}" parameter`);
    else query.filters.push(parseFilter(key, value));
  }
  return query;
}
