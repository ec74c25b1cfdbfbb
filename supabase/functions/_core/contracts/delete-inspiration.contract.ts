// delete-inspiration: the parents' request to delete their record, at once (docs/privacy.md).
// Idempotent: asking again answers `{ deleted: true }` too; an id that never existed is a 404.
import * as z from "zod/mini";
import { recordIdRequest } from "./function-contract.ts";

export const deleteInspiration = {
  name: "delete-inspiration",
  request: recordIdRequest,
  answer: z.object({ deleted: z.literal(true) }),
} as const;
