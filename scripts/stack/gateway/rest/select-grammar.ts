// `select=` and `order=`: which columns come back and in which order.
import { parseIdentifier } from "./identifier.ts";
import type { OrderTerm, SelectItem } from "./query-types.ts";
import { notSupportedError, queryStringError } from "./rest-error.ts";

/** A cast is spliced into SQL, so only a bare type name passes (`text`, `int8`, `timestamptz`). */
const CAST_TYPE = /^[a-z_][a-z0-9_]*$/i;

function parseSelectItem(raw: string): SelectItem {
  if (raw === "*") return { kind: "all" };
  if (/[()!]/.test(raw) || raw.startsWith("..."))
    throw notSupportedError(`Resource embedding or aggregates ("${raw}")`);
  const [target, cast = null, ...extra] = raw.split("::");
  if (extra.length > 0 || (cast !== null && !CAST_TYPE.test(cast))) {
    throw queryStringError(
      `"failed to parse select parameter (${raw})"`,
      "A cast is a bare type name, e.g. col::text.",
    );
  }
  const colon = target!.indexOf(":");
  const alias = colon === -1 ? null : parseIdentifier(target!.slice(0, colon));
  const column = parseIdentifier(colon === -1 ? target! : target!.slice(colon + 1));
  return { kind: "column", column, alias, cast };
}

/** An empty `select=` means all columns, as in PostgREST. */
export function parseSelect(raw: string): SelectItem[] {
  if (raw.trim() === "") return [{ kind: "all" }];
  return raw.split(",").map((item) => parseSelectItem(item.trim()));
}

function parseOrderTerm(raw: string): OrderTerm {
  const [rawColumn = "", ...modifiers] = raw.split(".");
  const term: OrderTerm = { column: parseIdentifier(rawColumn), direction: null, nulls: null };
  for (const modifier of modifiers) {
    if ((modifier === "asc" || modifier === "desc") && term.direction === null && term.nulls === null) {
      term.direction = modifier;
    } else if ((modifier === "nullsfirst" || modifier === "nullslast") && term.nulls === null) {
      term.nulls = modifier === "nullsfirst" ? "first" : "last";
    } else {
      throw queryStringError(`"failed to parse order (${raw})"`, `unexpected "${modifier}"`);
    }
  }
  return term;
}

/** `order=a.desc.nullslast,b`. */
export function parseOrder(raw: string): OrderTerm[] {
  return raw.split(",").map((term) => parseOrderTerm(term.trim()));
}
