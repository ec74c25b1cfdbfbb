// The parsed form of a PostgREST query string: what the SQL builder turns into a statement.

export type ComparisonOperator = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike";

/** `is.` accepts only these words; they become SQL keywords, never parameters. */
export type IsValue = "null" | "not_null" | "true" | "false" | "unknown";

export type Filter =
  | { kind: "filter"; column: string; negated: boolean; operator: ComparisonOperator; value: string }
  | { kind: "filter"; column: string; negated: boolean; operator: "in"; value: string[] }
  | { kind: "filter"; column: string; negated: boolean; operator: "is"; value: IsValue };

/** `or=(…)`, `and=(…)` and their nested and negated forms. */
export type LogicTree = {
  kind: "logic";
  operator: "and" | "or";
  negated: boolean;
  conditions: Condition[];
};

export type Condition = Filter | LogicTree;

export type SelectItem =
  { kind: "all" } | { kind: "column"; column: string; alias: string | null; cast: string | null };

export type OrderTerm = {
  column: string;
  direction: "asc" | "desc" | null;
  nulls: "first" | "last" | null;
};

export type ParsedQuery = {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** `columns=`: which keys of the JSON body an insert uses. */
  columns: string[] | null;
  /** `on_conflict=`: the unique columns an upsert resolves on. */
  onConflict: string[] | null;
};
