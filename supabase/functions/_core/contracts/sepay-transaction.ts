// The body SePay (and our sandbox) posts for every bank transaction on the account. Unknown extra
// fields are ignored, not refused: a gateway adding a field must not make us drop payments.
import * as z from "zod/mini";

/** A NUL or a lone surrogate: both can arrive as JSON escapes, neither fits a PostgreSQL text. */
// deno-lint-ignore no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g; // eslint-disable-line no-control-regex

/** Text as PostgreSQL can store it (U+FFFD in their place). The delivery row keeps the exact bytes. */
const storableText = () => z.string().check(z.overwrite((text) => text.replace(UNSTORABLE, "\uFFFD")));

const optionalText = z.optional(z.nullable(storableText()));

export const sepayTransaction = z.object({
  id: z.union([z.int().check(z.positive()), storableText().check(z.minLength(1), z.maxLength(64))]),
  gateway: storableText(),
  transactionDate: storableText(),
  accountNumber: storableText(),
  code: optionalText,
  content: storableText(),
  transferType: z.enum(["in", "out"]),
  transferAmount: z.int().check(z.nonnegative()),
  accumulated: z.optional(z.nullable(z.number())),
  subAccount: optionalText,
  referenceCode: optionalText,
  description: optionalText,
});

export type SepayTransaction = z.infer<typeof sepayTransaction>;
