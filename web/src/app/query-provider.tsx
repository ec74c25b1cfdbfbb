// The query cache, given to the screens that read records and payments. It is not in the app's
// shell: TanStack Query then loads with those screens' chunks and stays out of the home page's
// first load, whose one call needs no cache (features/inspiration-form/api/create-inspiration.ts).
// One client for the whole visit, so the cache survives moving between record screens.
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client.ts";

let client: ReturnType<typeof createQueryClient> | undefined;

/** Gives the visit's query client, unless one is already given above (a test's own, fresh for each test). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
