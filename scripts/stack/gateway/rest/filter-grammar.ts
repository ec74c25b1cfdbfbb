// PostgREST's filter grammar: `column=[not.]operator.value` and the logic trees `or=(…)` / `and=(…)`.
import { GrammarCursor } from "./grammar-cursor.ts";
import { parseIdentifier } from "./identifier.ts";
import type { ComparisonOperator, Condition, Filter, IsValue, LogicTree } from "./query-types.ts";
import { notSupportedError } from "./rest-error.ts";

const COMPARISONS = new Set<string>(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike"]);
const IS_VALUES = new Set<string>(["null", "not_null", "true", "false", "unknown"]);
/** PostgREST operators this stand-in leaves out: named, so the caller learns why, not "unknown". */
const UNSUPPORTED = new Set<string>([
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxl",
  "nxr",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
  "match",
  "imatch",
  "isdistinct",
]);

type Operation = { negated: boolean; operator: string };

function readOperation(cursor: GrammarCursor): Operation {
  const negated = cursor.lookingAt("not.");
  if (negated) cursor.advance(4);
  const operator = cursor.readUntil(".(");
  if (UNSUPPORTED.has(operator) || cursor.peek() === "(") {
    throw notSupportedError(`The operator "${operator}${cursor.peek() === "(" ? "(…)" : ""}"`);
  }
  if (operator !== "in" && operator !== "is" && !COMPARISONS.has(operator)) {
    cursor.fail(`unknown operator "${operator}"`);
  }
  cursor.expect(".");
  return { negated, operator };
}

/** `(a,"b,c",d)`: quoted items may hold commas and parentheses; unquoted ones may not. */
function readList(cursor: GrammarCursor): string[] {
  cursor.expect("(");
  const items: string[] = [];
  if (cursor.lookingAt(")")) {
    cursor.advance();
    return items;
  }
  for (;;) {
    items.push(cursor.peek() === '"' ? cursor.readQuoted() : cursor.readUntil(",)"));
    if (cursor.lookingAt(",")) {
      cursor.advance();
      continue;
    }
    cursor.expect(")");
    return items;
  }
}

function readIsValue(cursor: GrammarCursor, raw: string): IsValue {
  const word = raw.toLowerCase();
  if (!IS_VALUES.has(word)) cursor.fail(`"is" accepts null, not_null, true, false or unknown, not "${raw}"`);
  return word as IsValue;
}

/** `*` is PostgREST's URL-safe stand-in for SQL's `%` in like patterns. */
function comparisonValue(operator: ComparisonOperator, value: string): string {
  return operator === "like" || operator === "ilike" ? value.replaceAll("*", "%") : value;
}

function buildFilter(
  column: string,
  { negated, operator }: Operation,
  read: {
    list: () => string[];
    word: () => string;
    scalar: () => string;
  },
  cursor: GrammarCursor,
): Filter {
  if (operator === "in") return { kind: "filter", column, negated, operator, value: read.list() };
  if (operator === "is") return { kind: "filter", column, negated, operator, value: readIsValue(cursor, read.word()) };
  const comparison = operator as ComparisonOperator;
  return { kind: "filter", column, negated, operator: comparison, value: comparisonValue(comparison, read.scalar()) };
}

/** A top-level filter: everything after the operator is the value, commas and all. */
export function parseFilter(rawColumn: string, expression: string): Filter {
  const cursor = new GrammarCursor(expression, `filter (${expression})`);
  const column = parseIdentifier(rawColumn);
  const filter = buildFilter(
    column,
    readOperation(cursor),
    {
      list: () => readList(cursor),
      word: () => cursor.readRest(),
      scalar: () => cursor.readRest(),
    },
    cursor,
  );
  cursor.expectEnd();
  return filter;
}

/**
 * How deep `and(…)`/`or(…)` may nest. Far beyond any real query; it keeps a hostile URL from
 * exhausting the parser's and the SQL builder's stacks.
 */
export const MAX_LOGIC_DEPTH = 16;

function readCondition(cursor: GrammarCursor, depth: number): Condition {
  for (const prefix of ["and(", "or(", "not.and(", "not.or("]) {
    if (!cursor.lookingAt(prefix)) continue;
    const negated = prefix.startsWith("not.");
    cursor.advance(prefix.length - 1);
    const operator = prefix.includes("and") ? "and" : "or";
    return { kind: "logic", operator, negated, conditions: readConditionList(cursor, depth + 1) };
  }
  const column = parseIdentifier(cursor.readUntil("."));
  cursor.expect(".");
  // Inside a tree a value ends at `,` or `)`, so a value holding them must be quoted.
  return buildFilter(
    column,
    readOperation(cursor),
    {
      list: () => readList(cursor),
      word: () => cursor.readUntil(",)"),
      scalar: () => (cursor.peek() === '"' ? cursor.readQuoted() : cursor.readUntil(",)")),
    },
    cursor,
  );
}

function readConditionList(cursor: GrammarCursor, depth: number): Condition[] {
  if (depth > MAX_LOGIC_DEPTH) cursor.fail(`logic trees nest at most ${MAX_LOGIC_DEPTH} levels deep`);
  cursor.expect("(");
  const conditions: Condition[] = [];
  for (;;) {
    conditions.push(readCondition(cursor, depth));
    if (cursor.lookingAt(",")) {
      cursor.advance();
      continue;
    }
    cursor.expect(")");
    return conditions;
  }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`; `key` is `or`, `and`, `not.or` or `not.and`. */
export function parseLogicTree(key: string, expression: string): LogicTree {
  const cursor = new GrammarCursor(expression, `logic tree (${expression})`);
  const negated = key.startsWith("not.");
  const operator = negated ? key.slice(4) : key;
  const conditions = readConditionList(cursor, 1);
  cursor.expectEnd();
  return { kind: "logic", operator: operator === "and" ? "and" : "or", negated, conditions };
}
