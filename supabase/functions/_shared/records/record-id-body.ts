// The body of every function that works on one record: `{ id }`, a uuid, nothing else.
import * as z from "zod/mini";
import { apiErrors } from "../http/api-error.ts";

const recordIdBody = z.strictObject({
  id: z.uuid({ error: "Mã hồ sơ không hợp lệ." }),
});

/** The record id from a request body, or a 400 with a Vietnamese field message. */
export function parseRecordId(body: unknown): string {
  const parsed = recordIdBody.safeParse(body);
  if (parsed.success) return parsed.data.id;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "Trường này không được hỗ trợ.";
    } else {
      fields[String(issue.path[0] ?? "_form")] ??= issue.path.length ? "Mã hồ sơ không hợp lệ." : "Dữ liệu gửi lên phải là một đối tượng JSON.";
    }
  }
  throw apiErrors.validation(fields);
}
