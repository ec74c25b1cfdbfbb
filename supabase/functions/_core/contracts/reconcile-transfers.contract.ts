// reconcile-transfers: called by pg_cron with the service role's key; reads the gateway's list of
// the last 48 hours and records what the webhook missed. `read`: transactions the gateway listed;
// `recorded`: those that were new to us; `credited`: new ones that matched a record.
import * as z from "zod/mini";

const count = z.int().check(z.nonnegative());

export const reconcileTransfers = {
  name: "reconcile-transfers",
  answer: z.object({ read: count, recorded: count, credited: count, skipped: z.nullable(z.string()) }),
} as const;
