// The body of update-favourites: `{ id, add?, remove? }`, each list the full names of this report's
// suggestions or candidates. Whether a name is in the report is the database's call, under the lock.
import { MAX_NAMES_PER_CALL, updateFavourites } from "@core/contracts/update-favourites.contract.ts";
import { parseRequestBody } from "../_shared/http/parse-request-body.ts";

type FavouritesChange = { id: string; add: string[]; remove: string[] };

const NAMES_MESSAGE = `Danh sách tên không hợp lệ: tối đa ${MAX_NAMES_PER_CALL} tên, mỗi tên là họ và tên đầy đủ trong báo cáo.`;
const MESSAGES = { id: "Mã hồ sơ không hợp lệ.", add: NAMES_MESSAGE, remove: NAMES_MESSAGE };

export function parseFavouritesChange(body: unknown): FavouritesChange {
  const { id, add, remove } = parseRequestBody(updateFavourites.request, body, MESSAGES);
  return { id, add: add ?? [], remove: remove ?? [] };
}
