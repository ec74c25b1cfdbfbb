import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { PaymentStatusAnswer } from "@/features/payment/api/get-payment-status.ts";
import { paymentQueryKeys } from "@/features/payment/api/payment-query-keys.ts";
import type { PaymentOrder } from "@/features/payment/api/request-payment.ts";

/**
 * The order is fetched once, but a short transfer changes what it should show: its remainder and
 * that remainder's QR. When the poll reports more money than the order knew of (the first short
 * transfer, or another one), the order is asked again, once for each new sum.
 */
export function useRefreshOrderOnNewMoney(
  recordId: string,
  order: PaymentOrder | undefined,
  status: PaymentStatusAnswer | undefined,
): void {
  const queryClient = useQueryClient();
  const askedFor = useRef<number | null>(null);
  const received = status?.receivedVnd ?? 0;
  const stale =
    order !== undefined && status !== undefined && status.paymentStatus !== "paid" && received > order.receivedVnd;

  useEffect(() => {
    if (!stale || askedFor.current === received) return;
    askedFor.current = received;
    void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.order(recordId) });
  }, [queryClient, recordId, received, stale]);
}
