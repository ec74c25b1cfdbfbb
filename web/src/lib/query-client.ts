import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { notify } from "./notify.ts";

/** Cache lifetime of unused queries (docs/product.md §7, fixed). */
const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Failed queries are retried 3 times (docs/product.md §7, fixed). */
const QUERY_RETRIES = 3;

/** An answer in the 4xx range will not change on retry (a bad id stays bad). */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Đã có lỗi xảy ra. Bố mẹ vui lòng thử lại.";
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The component shows this mutation's errors itself (e.g. inline on a form). */ handlesOwnErrors?: boolean;
    };
  }
}

/**
 * One place decides which failures become a toast: a query that already shows data on screen and
 * fails to refresh (a first failure has its own error state with "Thử lại"), and any mutation that
 * does not show its own errors.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) notify("error", messageOf(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesOwnErrors) notify("error", messageOf(error));
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
      },
    },
  });
}
