// What every edge function's contract has in common. Each function has one contract file beside
// this one (<name>.contract.ts): the body it accepts (`request`) and the answer it gives on success
// (`answer`), in zod/mini. The handlers parse their body with `request` and type their answer with
// `answer`; the web parses every answer with `answer` before a screen sees it; the function tests
// parse the real answers with it too. One file per function keeps each web route's bundle to the
// schemas it calls. Which status means what is docs/product.md §8.
import * as z from "zod/mini";
import { hasOnlyTextCharacters } from "../validation/text-characters.ts";

/** What the web needs to call a function and check its answer. */
export interface FunctionContract<Answer> {
  name: string;
  answer: z.ZodMiniType<Answer>;
}

/** Every function that works on one record takes `{ id }`, a uuid, and nothing else. */
export const recordIdRequest = z.strictObject({ id: z.uuid() });

/** A name as the report writes it; the database decides whether the report holds it. */
export const reportName = z.string().check(
  z.refine<string>(hasOnlyTextCharacters, { abort: true }),
  z.overwrite((name) => name.normalize("NFC").trim()),
  z.minLength(1),
  z.maxLength(80),
);

/** Every failure of every function: a machine code, a Vietnamese message, and field messages for a form. */
export const errorAnswerSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** create-inspiration: the known surnames nearest to one it does not know ("tran" → Trần), for "Có phải họ …?". */
    suggestions: z.optional(z.array(z.string())),
  }),
});
