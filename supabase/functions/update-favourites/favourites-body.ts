// The body of update-favourites: `{ id, add?, remove? }`, each list the full names of this report's
// suggestions or candidates. Whether a name is in the report is the database's call, under the lock.
import * as z from "zod/mini";
import { apiErrors } from "../_shared/http/api-error.ts";
import { hasOnlyTextCharacters } from "../_shared/validation/text-characters.ts";

/** 20 suggestions and 3 candidates: no call can need more names than a report holds. */
const MAX_NAMES_PER_CALL = 23;
const NAME_MESSAGE = "Tên không hợp lệ.";

const fullName = z.string({ error: NAME_MESSAGE }).check(
  z.refine<string>(hasOnlyTextCharacters, { error: NAME_MESSAGE, abort: true }),
  z.overwrite((name) => name.normalize("NFC").trim()),
  z.minLength(1, NAME_MESSAGE),
  z.maxLength(80, NAME_MESSAGE),
);
const names = z.array(fullName, { error: "Danh sách tên không hợp lệ." })
  .check(z.maxLength(MAX_NAMES_PER_CALL, "Danh sách tên quá dài."));

const favouritesBody = z.strictObject({
  id: z.uuid({ error: "Mã hồ sơ không hợp lệ." }),
  add: z.optional(names),
  remove: z.optional(names),
});

export type FavouritesChange = { id: string; add: string[]; remove: string[] };

export function parseFavouritesChange(body: unknown): FavouritesChange {
  const parsed = favouritesBody.safeParse(body);
  if (parsed.success) return { id: parsed.data.id, add: parsed.data.add ?? [], remove: parsed.data.remove ?? [] };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= "Trường này không được hỗ trợ.";
    } else {
      fields[String(issue.path[0] ?? "_form")] ??= issue.message;
    }
  }
  throw apiErrors.validation(fields);
}
