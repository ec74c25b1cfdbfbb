// The body SePay (and our sandbox) posts for every bank transaction on the account. Unknown extra
// fields are ignored, not refused: a gateway adding a field must not make us drop payments.
import * as z from "zod/mini";

const optionalText = z.optional(z.nullable(z.string()));

export const sepayTransaction = z.object({
  id: z.union([z.int().check(z.positive()), z.string().check(z.minLength(1), z.maxLength(64))]),
  gateway: z.string(),
  transactionDate: z.string(),
  accountNumber: z.string(),
  code: optionalText,
  content: z.string(),
  transferType: z.enum(["in", "out"]),
  transferAmount: z.int().check(z.nonnegative()),
  accumulated: z.optional(z.nullable(z.number())),
  subAccount: optionalText,
  referenceCode: optionalText,
  description: optionalText,
});

export type SepayTransaction = z.infer<typeof sepayTransaction>;
