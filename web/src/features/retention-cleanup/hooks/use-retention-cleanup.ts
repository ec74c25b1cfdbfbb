import { useEffect } from "react";

/** Every 6 hours while the app is open; the first run after 6 hours, never at start (docs/product.md §3, fixed). */
export const CLEANUP_INTERVAL_MS = 21_600_000;

/** The cleanup's code (and supabase-js behind it) loads when it first runs, 6 hours in: never on the first load. */
const runStaleRecordCleanup = (): Promise<number> =>
  import("@/features/retention-cleanup/api/delete-stale-records.ts")
    .then((api) => api.deleteStaleRecords())
    .catch((error: unknown) => {
      console.error("Dọn dữ liệu cũ thất bại (retention cleanup failed)", error);
      return 0;
    });

/**
 * Runs the retention cleanup on a timer for as long as the component is mounted. It bypasses
 * TanStack Query on purpose, so no global error toast can ever show it.
 */
export function useRetentionCleanup(cleanup: () => Promise<number> = runStaleRecordCleanup): void {
  useEffect(() => {
    const timer = setInterval(() => void cleanup(), CLEANUP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [cleanup]);
}
