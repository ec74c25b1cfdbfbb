// Every function's body is checked with a zod/mini schema; a refusal is a 400 with one Vietnamese
// message per field. The messages come from the caller, never from zod, whose own texts are English.
import type * as z from "zod/mini";
import { apiErrors } from "./api-error.ts";

const UNSUPPORTED_FIELD = "Trường này không được hỗ trợ.";
const NOT_AN_OBJECT = "Dữ liệu gửi lên phải là một đối tượng JSON.";

/** The parsed body, or a 400 VALIDATION_FAILED naming each wrong field with its message from `messages`. */
export function parseRequestBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
  messages: Readonly<Record<string, string>>,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= UNSUPPORTED_FIELD;
      continue;
    }
    const field = issue.path[0];
    if (field === undefined) fields._form ??= NOT_AN_OBJECT;
    else fields[String(field)] ??= messages[String(field)] ?? UNSUPPORTED_FIELD;
  }
  throw apiErrors.validation(fields);
}
