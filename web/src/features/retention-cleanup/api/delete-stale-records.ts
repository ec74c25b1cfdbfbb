// The browser's half of the retention rule (docs/product.md §3): records never sent to payment are deleted
// 7 days after creation. Row-level security limits what this call can delete to exactly those rows,
// whatever cutoff a visitor forges; this call only asks.
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { getSupabase } from "@/lib/supabase.ts";

/** Retention of a `not_requested` record (docs/product.md §3, fixed). */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes the stale `not_requested` records and returns how many went. Never throws and never
 * shows anything to the visitor: a failure is logged and counts as 0 (docs/product.md §3, fixed).
 */
export async function deleteStaleRecords(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_MS).toISOString();
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from("name_inspiration_records")
      .delete()
      .eq("payment_status", "not_requested" satisfies PaymentStatus)
      .lt("created_at", cutoff)
      .select("id");
    if (error) throw error;
    return data?.length ?? 0;
  } catch (error) {
    console.error("Dọn dữ liệu cũ thất bại (retention cleanup failed)", error);
    return 0;
  }
}
