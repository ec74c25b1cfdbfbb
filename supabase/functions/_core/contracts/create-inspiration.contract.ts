// create-inspiration: the parents' form in, the new record's id out (201).
//
// Its request schema is the form's own, `inspirationFormSchema` (validation/inspiration-form.ts),
// built per day because the birth date's allowed range moves with today; it is re-exported here
// under the contract's name rather than held in the contract object, so that the home page, which
// loads the form schema only once a parent starts filling in the form, does not load it up front.
import * as z from "zod/mini";

export { inspirationFormSchema as createInspirationRequest } from "../validation/inspiration-form.ts";
/**
 * A surname the data set does not know is a 400 with `fields.surname` and `error.suggestions`: the
 * nearest known surnames, diacritics restored (function-contract.ts, validation/surname-check.ts).
 */
export { surnameSuggestions } from "../validation/surname-check.ts";

export const createInspiration = {
  name: "create-inspiration",
  answer: z.object({ id: z.uuid() }),
} as const;
