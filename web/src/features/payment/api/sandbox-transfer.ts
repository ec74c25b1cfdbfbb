// sandbox-transfer (docs/product.md §5): only with the sandbox provider, the backend sends itself the webhook a
// correct bank transfer would produce, so the whole journey works on a laptop.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sandboxTransfer as contract } from "@core/contracts/sandbox-transfer.contract.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { callFunction } from "@/lib/call-function.ts";
import { paymentQueryKeys } from "./payment-query-keys.ts";

function sandboxTransfer(recordId: string): Promise<{ paymentStatus: PaymentStatus }> {
  return callFunction(contract, { id: recordId });
}

/** Errors toast from the MutationCache; on success the status query is asked again at once. */
export function useSandboxTransfer(recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sandboxTransfer(recordId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.status(recordId) }),
  });
}
