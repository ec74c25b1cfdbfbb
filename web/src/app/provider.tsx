import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from "react";
import { useRetentionCleanup } from "@/features/retention-cleanup/hooks/use-retention-cleanup.ts";
import { isToasterWanted, subscribeToToasterWanted } from "@/lib/notify.ts";
import { createQueryClient } from "@/lib/query-client.ts";

// sonner mounts in its own chunk, on the first toast: no screen needs it for its first paint.
const AppToaster = lazy(() => import("@/components/app-toaster.tsx"));

/** Everything every screen shares: the query cache, toasts and the retention cleanup timer. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toasterWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  useRetentionCleanup();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
