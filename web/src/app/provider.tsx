import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { useRetentionCleanup } from "@/features/retention-cleanup/hooks/use-retention-cleanup.ts";
import { isToasterWanted, subscribeToToasterWanted } from "@/lib/notify.ts";

// sonner mounts in its own chunk, on the first toast: no screen needs it for its first paint.
const AppToaster = lazy(() => import("@/components/app-toaster.tsx"));

/**
 * Everything every screen shares: toasts and the retention cleanup timer. The query cache is given
 * by the screens that use it (query-provider.tsx), off the home page's first load.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  useRetentionCleanup();
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
