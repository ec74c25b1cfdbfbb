// request-payment (docs/product.md §5, §8). A query, not a mutation: the function is idempotent (the record
// turns `pending` once and keeps its one transfer code), so opening, refreshing or reopening the page
// asks again and always gets the same order from the server.
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { callFunction, FunctionError } from "../../../lib/call-function.ts";
import { paymentQueryKeys } from "./payment-query-keys.ts";

// Checked because the page turns this answer into money on screen and a QR code a bank app pays.
const paymentOrderSchema = z.object({
  paymentStatus: z.enum(["not_requested", "pending", "paid"]),
  transferCode: z.string().check(z.minLength(1)),
  amountVnd: z.int().check(z.positive()),
  bank: z.object({
    bin: z.string(),
    name: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
  qrPayload: z.string().check(z.minLength(1)),
  /** `sandbox` locally (offers the simulated transfer), a real gateway such as `sepay` elsewhere. */
  provider: z.string(),
});

export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const MALFORMED_ANSWER = "Máy chủ trả về thông tin thanh toán không đầy đủ. Bố mẹ vui lòng thử lại.";

export async function requestPayment(recordId: string, signal?: AbortSignal): Promise<PaymentOrder> {
  const answer = await callFunction<unknown>("request-payment", { id: recordId }, signal);
  const parsed = paymentOrderSchema.safeParse(answer);
  // A 5xx-like status: a broken answer is the server's fault and worth the usual retries.
  if (!parsed.success) throw new FunctionError(502, "MALFORMED_ANSWER", MALFORMED_ANSWER);
  return parsed.data;
}

export function paymentOrderQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: paymentQueryKeys.order(recordId),
    queryFn: ({ signal }) => requestPayment(recordId, signal),
    // The order never changes once made; the status query is what moves.
    staleTime: Infinity,
  });
}

export function usePaymentOrder(recordId: string) {
  return useQuery(paymentOrderQueryOptions(recordId));
}
