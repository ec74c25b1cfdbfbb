// payment-status: where the record's payment stands, polled by the payment page.
import * as z from "zod/mini";
import { recordIdRequest } from "./function-contract.ts";
import { paymentStatusSchema } from "./payment-status.ts";

export const paymentStatus = {
  name: "payment-status",
  request: recordIdRequest,
  answer: z.object({ paymentStatus: paymentStatusSchema, paidAt: z.nullable(z.string()) }),
} as const;
export type PaymentStatusAnswer = z.infer<typeof paymentStatus.answer>;
