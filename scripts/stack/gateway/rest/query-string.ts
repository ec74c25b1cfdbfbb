// Reads a PostgREST query string into a ParsedQuery. Values are form-decoded (`+` is a space), as the
// URLSearchParams that supabase-js builds them with encode them.
import { parseFilter, parseLogicTree } from "./filter-grammar.ts";
import { parseIdentifierList } from "./identifier.ts";
import type { ParsedQuery } from "./query-types.ts";
import { notSupportedError, queryStringError } from "./rest-error.ts";
import { parseOrder, parseSelect } from "./select-grammar.ts";

const LOGIC_KEYS = new Set(["or", "and", "not.or", "not.and"]);
/** Parameters a gateway consumes before PostgREST sees the request (Kong's key-auth reads `apikey`). */
const GATEWAY_KEYS = new Set(["apikey"]);

function parseCount(name: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    throw queryStringError(`"failed to parse ${name} parameter (${raw})"`, "expected a non-negative integer");
  return Number(raw);
}

export function parseQueryString(search: string): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: "all" }],
    conditions: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
  };
  for (const [key, value] of new URLSearchParams(search)) {
    if (GATEWAY_KEYS.has(key)) continue;
    switch (key) {
      case "select":
        query.select = parseSelect(value);
        break;
      case "order":
        query.order = parseOrder(value);
        break;
      case "limit":
        query.limit = parseCount(key, value);
        break;
      case "offset":
        query.offset = parseCount(key, value);
        break;
      case "columns":
        query.columns = parseIdentifierList(value);
        break;
      case "on_conflict":
        query.onConflict = parseIdentifierList(value);
        break;
      default:
        if (LOGIC_KEYS.has(key)) query.conditions.push(parseLogicTree(key, value));
        else if (key.includes(".")) throw notSupportedError(`Filtering an embedded resource ("${key}")`);
        else query.conditions.push(parseFilter(key, value));
    }
  }
  return query;
}
