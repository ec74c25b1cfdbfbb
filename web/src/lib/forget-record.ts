// After a record is deleted, this browser keeps nothing of it either (docs/privacy.md): no cached
// answer of any function about it, no stored entry naming it (the tab's last paid record, …), and
// not the home form's draft, which holds the request itself without naming the record. The draft
// goes whatever it holds: on a shared phone, a request that outlives "Xóa vĩnh viễn" breaks the
// promise, and a draft is only ever this browser's copy of what the parents typed.
import type { QueryClient } from "@tanstack/react-query";
import { FORM_DRAFT_KEY } from "@/lib/form-draft-key.ts";

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
      storage().removeItem(FORM_DRAFT_KEY);
    } catch {
      // Storage unavailable (private mode, disabled): then it holds nothing of the record either.
    }
  }
}
