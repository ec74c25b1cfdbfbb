import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useRetentionCleanup } from "../features/retention-cleanup/hooks/use-retention-cleanup.ts";
import { createQueryClient } from "../lib/query-client.ts";

/** Everything every screen shares: the query cache and the retention cleanup timer. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useRetentionCleanup();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
