// payment-status: where the record's payment stands, polled by the payment page and read by /success.
import * as z from "zod/mini";
import { recordIdRequest } from "./function-contract.ts";
import { moneyStateSchema } from "./money-state.ts";
import { paymentStatusSchema } from "./payment-status.ts";
import { transferCodeSchema } from "./transfer-code.ts";

const vnd = z.int().check(z.nonnegative());

export const paymentStatus = {
  name: "payment-status",
  request: recordIdRequest,
  answer: z.object({
    paymentStatus: paymentStatusSchema,
    paidAt: z.nullable(z.string()),
    /** The amount frozen on the order; null before payment was requested. */
    amountDueVnd: z.nullable(z.int().check(z.positive())),
    /** The sum of the incoming transfers matched to this record. */
    receivedVnd: vnd,
    money: moneyStateSchema,
    /** The order's transfer code (null before payment was requested): the receipt names it. */
    transferCode: z.nullable(transferCodeSchema),
    /** When the last matched transfer arrived, or null. */
    lastReceivedAt: z.nullable(z.string()),
  }),
} as const;
export type PaymentStatusAnswer = z.infer<typeof paymentStatus.answer>;
