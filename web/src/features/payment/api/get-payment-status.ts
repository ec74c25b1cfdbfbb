// payment-status (docs/product.md §5, §8): the page asks every few seconds whether the transfer has arrived.
import { queryOptions, useQuery, type Query } from "@tanstack/react-query";
import { paymentStatus as contract, type PaymentStatusAnswer } from "@core/contracts/payment-status.contract.ts";
import { callFunction } from "@/lib/call-function.ts";
import { paymentQueryKeys } from "./payment-query-keys.ts";

export type { PaymentStatusAnswer };

/** How often the page asks while it waits for the transfer (docs/product.md §5: "every few seconds", ours: 3 s). */
export const PAYMENT_STATUS_POLL_MS = 3000;

function getPaymentStatus(recordId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  return callFunction(contract, { id: recordId }, signal);
}

/** Keep polling until the record is paid; a paid record never goes back. */
function pollUntilPaid(query: Query<PaymentStatusAnswer, Error>): number | false {
  return query.state.data?.paymentStatus === "paid" ? false : PAYMENT_STATUS_POLL_MS;
}

export function paymentStatusQueryOptions(recordId: string) {
  return queryOptions({
    queryKey: paymentQueryKeys.status(recordId),
    queryFn: ({ signal }) => getPaymentStatus(recordId, signal),
    refetchInterval: pollUntilPaid,
    // A hidden tab does not poll; coming back refetches at once (refetchOnWindowFocus).
    refetchIntervalInBackground: false,
  });
}

/** Polls only once the order exists (before that the record is not yet `pending`). */
export function usePaymentStatus(recordId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentStatusQueryOptions(recordId), enabled });
}
