// claim-transfer (docs/product.md §8): "Tôi đã chuyển khoản nhưng chưa thấy mở khóa". The parent
// says how much they sent and when; the server attaches the one transfer that fits, or flags the
// record for a person to check. Rate-limited (429 with a Vietnamese message).
import { useMutation } from "@tanstack/react-query";
import { claimTransfer as contract, type ClaimTransferAnswer } from "@core/contracts/claim-transfer.contract.ts";
import { callFunction } from "@/lib/call-function.ts";

interface TransferClaim {
  amountVnd: number;
  /** ISO with its offset, e.g. "2026-11-22T13:05:00+07:00". */
  transferredAt: string;
}

function claimTransfer(recordId: string, claim: TransferClaim): Promise<ClaimTransferAnswer> {
  return callFunction(contract, { id: recordId, ...claim });
}

/**
 * The form shows every outcome and error itself (field messages, the rate limit), so nothing
 * toasts. The status poll, not this answer, moves the page on once the record is paid.
 */
export function useClaimTransfer(recordId: string) {
  return useMutation({
    mutationKey: ["payment", "claim-transfer", recordId],
    mutationFn: (claim: TransferClaim) => claimTransfer(recordId, claim),
    meta: { handlesOwnErrors: true },
  });
}
