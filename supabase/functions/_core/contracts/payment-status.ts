// A record's payment status, the one list both runtimes use. The database checks the same three
// values in its own constraint on the records table; a stack test keeps the two in agreement.
import * as z from "zod/mini";

export const PAYMENT_STATUSES = ["not_requested", "pending", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
