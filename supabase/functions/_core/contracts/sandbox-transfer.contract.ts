// sandbox-transfer: with the sandbox provider only, the transfer a parent would make, simulated.
import * as z from "zod/mini";
import { recordIdRequest } from "./function-contract.ts";
import { paymentStatusSchema } from "./payment-status.ts";

export const sandboxTransfer = {
  name: "sandbox-transfer",
  request: recordIdRequest,
  answer: z.object({ paymentStatus: paymentStatusSchema }),
} as const;
