// The shared schema of docs/product.md §2 applied in the browser. This module (and zod/mini with it) is loaded
// on demand by load-form-validator.ts, so it never weighs on the home page's first load.
import { formFieldErrors } from "@core/validation/form-field-errors.ts";
import {
  inspirationFormSchema,
  type InspirationFormValues,
} from "@core/validation/inspiration-form.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";

export type FieldErrors = Record<string, string>;

/** The Vietnamese message of every invalid field, or {} when the server should accept the body. */
export function validateForm(body: InspirationFormValues, now = new Date()): FieldErrors {
  const parsed = inspirationFormSchema(todayInVietnam(now)).safeParse(body);
  return parsed.success ? {} : formFieldErrors(parsed.error);
}
