// Every query key of the payment feature, from one place, so invalidation can never miss a spelling.
export const paymentQueryKeys = {
  all: ["payment"] as const,
  /** The order request-payment answers: amount, bank, transfer code, QR payload. */
  order: (recordId: string) => [...paymentQueryKeys.all, "order", recordId] as const,
  /** The live status the page polls. */
  status: (recordId: string) => [...paymentQueryKeys.all, "status", recordId] as const,
};
