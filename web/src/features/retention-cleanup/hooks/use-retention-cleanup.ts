import { useEffect } from "react";
import { deleteStaleRecords } from "../api/delete-stale-records.ts";

/** Every 6 hours while the app is open; the first run after 6 hours, never at start (docs/product.md §3, fixed). */
export const CLEANUP_INTERVAL_MS = 21_600_000;

/**
 * Runs the retention cleanup on a timer for as long as the component is mounted. It bypasses
 * TanStack Query on purpose, so no global error toast can ever show it.
 */
export function useRetentionCleanup(cleanup: () => Promise<number> = deleteStaleRecords): void {
  useEffect(() => {
    const timer = setInterval(() => void cleanup(), CLEANUP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [cleanup]);
}
