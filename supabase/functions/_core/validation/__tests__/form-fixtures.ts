// What the form schema's tests share: a day to build it with, a valid body, and its answers read the
// way the form reads them.
import type { InspirationInput } from "../../naming/types.ts";
import { formFieldErrors } from "../form-field-errors.ts";
import { inspirationFormSchema } from "../inspiration-form.ts";

export const TODAY = "2025-06-01";
const schema = inspirationFormSchema(TODAY);
export const VALID = { surname: "Nguyễn", gender: "trai", themes: ["binh-an"], consent: true } as const;

function parse(body: unknown) {
  return schema.safeParse(body);
}

/** The Vietnamese message for each field the body gets wrong, or {} when it is valid. */
export function errorsOf(body: unknown): Record<string, string> {
  const result = parse(body);
  return result.success ? {} : formFieldErrors(result.error);
}

export function accepted(body: unknown): InspirationInput {
  const result = parse(body);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(formFieldErrors(result.error))}`);
  return result.data;
}
