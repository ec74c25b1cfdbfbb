// The shared schema of docs/product.md §2 applied in the browser. This module (and zod/mini with it) is loaded
// on demand by load-form-validator.ts, so it never weighs on the home page's first load.
import { formFieldErrors } from "@core/validation/form-field-errors.ts";
import { inspirationFormSchema, type InspirationFormValues } from "@core/validation/inspiration-form.ts";
import { misspeltSurnameMessage, surnameProblem, surnameSuggestions } from "@core/validation/surname-check.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";
import { formatName } from "@core/vietnamese/normalize.ts";

export type FieldErrors = Record<string, string>;

/** The Vietnamese message of every invalid field, or {} when the server should accept the body. */
export function validateForm(body: InspirationFormValues, now = new Date()): FieldErrors {
  const parsed = inspirationFormSchema(todayInVietnam(now)).safeParse(body);
  return parsed.success ? {} : formFieldErrors(parsed.error);
}

/** What the form offers under a surname it could not take: the nearest known ones, and whether the parent may confirm it. */
export interface SurnameHelp {
  /** The surname as it would be stored ("tran" → "Tran"). */
  typed: string;
  suggestions: readonly string[];
  /** Unknown but possible: not a middle name typed with it, not malformed. */
  confirmable: boolean;
}

/**
 * The help for the surname message `message`, or null when it is about something else (a Tôn Nữ
 * boy, a surname nothing known is near). `fromServer` are the server's suggestions, which win over
 * ours: its data may be newer than this page's. A misspelt surname ("nguyen") gets suggestions and
 * nothing to confirm: it is not written as Vietnamese.
 */
export function surnameHelpOf(
  typed: string,
  message: string | undefined,
  fromServer: readonly string[] = [],
): SurnameHelp | null {
  const unknown = message !== undefined && message === surnameProblem(typed, false);
  const misspelt = message !== undefined && message === misspeltSurnameMessage(typed);
  if (!unknown && !misspelt && fromServer.length === 0) return null;
  const suggestions = fromServer.length ? fromServer : surnameSuggestions(typed);
  const confirmable = unknown && surnameProblem(typed, true) === null;
  return suggestions.length || confirmable ? { typed: formatName(typed), suggestions, confirmable } : null;
}
