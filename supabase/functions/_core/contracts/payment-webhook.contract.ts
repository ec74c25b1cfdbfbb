// payment-webhook: called by the payment gateway, never by the web.
import * as z from "zod/mini";
import { sepayTransaction } from "./sepay-transaction.ts";

export const paymentWebhook = {
  name: "payment-webhook",
  request: sepayTransaction,
  answer: z.object({
    success: z.literal(true),
    /** Present when an authentic delivery could not be read: stored as evidence, answered 2xx so it is not resent. */
    stored: z.optional(z.literal(true)),
    error: z.optional(z.object({ code: z.string(), message: z.string() })),
  }),
} as const;
