// After a record is deleted, this browser keeps nothing of it either (docs/privacy.md): no cached
// answer of any function about it, and no stored entry naming it (the tab's last paid record, …).
import type { QueryClient } from "@tanstack/react-query";

function forgetStoredId(storage: Storage, id: string): void {
  for (const key of Object.keys(storage)) {
    if (storage.getItem(key)?.includes(id)) storage.removeItem(key);
  }
}

export function forgetRecordInThisBrowser(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey).includes(id) });
  for (const storage of [() => sessionStorage, () => localStorage]) {
    try {
      forgetStoredId(storage(), id);
    } catch {
      // Storage unavailable (private mode, disabled): then it holds nothing of the record either.
    }
  }
}
