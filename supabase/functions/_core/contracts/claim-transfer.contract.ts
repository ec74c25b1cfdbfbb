// claim-transfer: "Tôi đã chuyển khoản nhưng chưa thấy mở khóa". The parent says how much they sent
// and when; a single unmatched incoming transfer of that amount within 30 minutes of that time,
// claimed by no one else, is attached to the record (`attached`, and the record is paid when the
// sum reaches the amount due); anything else leaves the record flagged for the operator
// (`flagged`). The answer never says anything about other transfers.
import * as z from "zod/mini";
import { paymentStatusSchema } from "./payment-status.ts";

const CLAIM_OUTCOMES = ["attached", "flagged"] as const;

export const claimTransfer = {
  name: "claim-transfer",
  request: z.strictObject({
    id: z.uuid(),
    amountVnd: z.int().check(z.positive(), z.lte(1_000_000_000)),
    /** When the parent's bank app says the transfer left, as an ISO date-time with its offset. */
    transferredAt: z.iso.datetime({ offset: true }),
  }),
  answer: z.object({
    outcome: z.enum(CLAIM_OUTCOMES),
    paymentStatus: paymentStatusSchema,
  }),
} as const;
export type ClaimTransferAnswer = z.infer<typeof claimTransfer.answer>;
