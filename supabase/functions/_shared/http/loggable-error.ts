// What the functions write to their logs about an unexpected error: enough to find the fault (the
// kind of error, PostgreSQL's SQLSTATE and where it was raised, the stack's frames) and nothing a
// visitor typed. A PostgreSQL message or detail can quote the value that failed ("invalid input
// syntax …: «the wish»", "Failing row contains (…)"), so neither is logged.

type ErrorFields = {
  name?: unknown;
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint_name?: unknown;
  table_name?: unknown;
  column_name?: unknown;
  stack?: unknown;
};

const POSTGRES_FIELDS = ["severity", "routine", "constraint_name", "table_name", "column_name"] as const;

export function loggableError(error: unknown): string {
  if (typeof error !== "object" || error === null) return `non-error thrown (${typeof error})`;
  const fields = error as ErrorFields;
  const parts = [String(fields.name ?? "Error")];
  if (typeof fields.code === "string") parts.push(`code=${fields.code}`);
  for (const key of POSTGRES_FIELDS) if (typeof fields[key] === "string") parts.push(`${key}=${fields[key]}`);
  // The stack's first line repeats the message; its frames are code locations only.
  const frames =
    typeof fields.stack === "string"
      ? fields.stack
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 8)
      : [];
  return [parts.join(" "), ...frames].join("\n");
}
