// request-payment (docs/product.md §5, §8). A query, not a mutation: the function is idempotent (the record
// turns `pending` once and keeps its one transfer code), so opening, refreshing or reopening the page
// asks again and always gets the same order from the server.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestPayment as contract, type PaymentOrder } from "@core/contracts/request-payment.contract.ts";
import { callFunction } from "@/lib/call-function.ts";
import { useEarlyAnswer } from "@/lib/use-early-answer.ts";
import { paymentQueryKeys } from "./payment-query-keys.ts";

export type { PaymentOrder };

/** Checked against the contract, because the page turns this answer into money on screen and a QR code a bank app pays. */
export function requestPayment(recordId: string, signal?: AbortSignal): Promise<PaymentOrder> {
  return callFunction(contract, { id: recordId }, signal);
}

export function paymentOrderQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: paymentQueryKeys.order(recordId),
    queryFn: ({ signal }) => requestPayment(recordId, signal),
    // The order never changes once made; the status query is what moves.
    staleTime: Infinity,
  });
}

/** The order, from the first render when index.html's early request has already brought it. */
export function usePaymentOrder(recordId: string) {
  const early = useEarlyAnswer(contract, { id: recordId });
  return useQuery({ ...paymentOrderQueryOptions(recordId), ...(early && { initialData: early }) });
}
