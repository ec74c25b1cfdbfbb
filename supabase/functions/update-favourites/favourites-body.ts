// The body of update-favourites: `{ id, add?, remove? }`, each list the full names of this report's
// suggestions or candidates. Whether a name is in the report is the database's call, under the lock.
import * as z from "zod/mini";
import { parseRequestBody } from "../_shared/http/parse-request-body.ts";
import { hasOnlyTextCharacters } from "../_shared/validation/text-characters.ts";

/** 20 suggestions and 3 candidates: no call can need more names than a report holds. */
const MAX_NAMES_PER_CALL = 23;
const fullName = z.string().check(
  z.refine<string>(hasOnlyTextCharacters, { abort: true }),
  z.overwrite((name) => name.normalize("NFC").trim()),
  z.minLength(1),
  z.maxLength(80),
);
const names = z.array(fullName).check(z.maxLength(MAX_NAMES_PER_CALL));

const favouritesBody = z.strictObject({
  id: z.uuid(),
  add: z.optional(names),
  remove: z.optional(names),
});

export type FavouritesChange = { id: string; add: string[]; remove: string[] };

const MESSAGES = {
  id: "Mã hồ sơ không hợp lệ.",
  add: `Danh sách tên không hợp lệ: tối đa ${MAX_NAMES_PER_CALL} tên, mỗi tên là họ và tên đầy đủ trong báo cáo.`,
  remove: `Danh sách tên không hợp lệ: tối đa ${MAX_NAMES_PER_CALL} tên, mỗi tên là họ và tên đầy đủ trong báo cáo.`,
};

export function parseFavouritesChange(body: unknown): FavouritesChange {
  const { id, add, remove } = parseRequestBody(favouritesBody, body, MESSAGES);
  return { id, add: add ?? [], remove: remove ?? [] };
}
