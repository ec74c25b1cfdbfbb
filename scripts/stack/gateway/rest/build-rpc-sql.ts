// `POST /rest/v1/rpc/<fn>` with a JSON object of named arguments: the call PostgREST makes, with each
// argument bound as a parameter and resolved by name (`fn(a => $1, b => $2)`).
import { RestError } from "./rest-error.ts";
import type { FunctionInfo } from "./schema-cache.ts";
import type { Statement } from "./build-sql.ts";
import { BoundParameters, quoteIdentifier } from "./sql-fragments.ts";

/** JSON values become text parameters; PostgreSQL converts them to each argument's type. */
function argumentText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The overload whose arguments are exactly covered by the given names, else PGRST202 / PGRST203. */
export function chooseFunction(
  schema: string,
  name: string,
  candidates: FunctionInfo[],
  argNames: string[],
): FunctionInfo {
  const matches = candidates.filter(
    (candidate) =>
      argNames.every((arg) => candidate.argNames.includes(arg)) &&
      candidate.argNames.slice(0, candidate.requiredArgCount).every((arg) => argNames.includes(arg)),
  );
  if (matches.length === 1) return matches[0]!;
  const signature = `${schema}.${name}(${argNames.join(", ")})`;
  if (matches.length === 0) {
    throw new RestError(404, {
      code: "PGRST202",
      message: `Could not find the function ${signature} in the schema cache`,
      details: `Searched for the function ${schema}.${name} with parameters ${argNames.join(", ") || "(none)"}, but no matches were found in the schema cache.`,
    });
  }
  throw new RestError(300, {
    code: "PGRST203",
    message: `Could not choose the best candidate function between: ${signature}`,
  });
}

export function buildRpcStatement(fn: FunctionInfo, args: Record<string, unknown>): Statement {
  const parameters = new BoundParameters();
  const call = `${quoteIdentifier(fn.schema)}.${quoteIdentifier(fn.name)}(${Object.entries(args)
    .map(([name, value]) => `${quoteIdentifier(name)} => ${parameters.add(argumentText(value))}`)
    .join(", ")})`;
  const text = fn.returnsVoid
    ? `SELECT null::bigint AS total_result_set, 1::bigint AS page_total, null::text AS body FROM (SELECT ${call}) _postgrest_t`
    : fn.returnsSet && fn.returnsComposite
      ? `SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t), '[]')::text AS body FROM ${call} _postgrest_t`
      : fn.returnsSet
        ? `SELECT null::bigint AS total_result_set, pg_catalog.count(*) AS page_total, coalesce(json_agg(pgrst_scalar), '[]')::text AS body FROM (SELECT ${call} AS pgrst_scalar) _postgrest_t`
        : `SELECT null::bigint AS total_result_set, 1::bigint AS page_total, to_json(${call})::text AS body`;
  return { text, values: parameters.values };
}
