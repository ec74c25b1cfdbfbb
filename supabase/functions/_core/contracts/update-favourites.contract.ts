// update-favourites: marks and unmarks names of a paid report; the answer is the whole list.
import * as z from "zod/mini";
import { reportName } from "./function-contract.ts";

/** 20 suggestions and 3 candidates: no call can need more names than a report holds. */
export const MAX_NAMES_PER_CALL = 23;

const names = z.array(reportName).check(z.maxLength(MAX_NAMES_PER_CALL));

export const updateFavourites = {
  name: "update-favourites",
  request: z.strictObject({ id: z.uuid(), add: z.optional(names), remove: z.optional(names) }),
  answer: z.object({ favourites: z.array(z.string()) }),
} as const;
