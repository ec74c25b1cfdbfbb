// Turns a validation failure into what a visitor can act on: one Vietnamese message per form field.
// Used for the `fields` of a 400 answer and beside each input of the web form.

/** The key for a problem with the body as a whole (not an object at all). */
export const WHOLE_FORM = "_form";

/** The parts of a zod issue this needs; zod's own ZodError satisfies it. */
interface ValidationIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

/**
 * `{ field: message }` with the first message of each top-level field, in the order zod reported
 * them; an unknown key is reported under its own name, an issue with no path under WHOLE_FORM. A
 * candidate name's problem is also reported as `candidates.<index>`.
 */
export function formFieldErrors(error: { readonly issues: readonly ValidationIssue[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const names = issue.code === "unrecognized_keys" && issue.keys ? issue.keys : [issue.path[0] ?? WHOLE_FORM];
    for (const name of names) fields[String(name)] ??= issue.message;
    // Each of the parents' candidate names has its own input: say which one is wrong, too.
    if (issue.path[0] === "candidates" && typeof issue.path[1] === "number")
      fields[`candidates.${issue.path[1]}`] ??= issue.message;
  }
  return fields;
}
