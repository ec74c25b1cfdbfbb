import { QueryClient } from "@tanstack/react-query";

/** Cache lifetime of unused queries (SPEC §7, fixed). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Failed queries are retried 3 times (SPEC §7, fixed). */
export const QUERY_RETRIES = 3;

/** An answer in the 4xx range will not change on retry (a bad id stays bad). */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
      },
    },
  });
}
