import { useCallback, useId, useSyncExternalStore } from "react";
import { notify } from "@/lib/notify.ts";

/** How long "Đã sao chép" stays after a copy: long enough to read, short enough to copy the next field. */
const COPIED_FEEDBACK_MS = 2000;

// The page confirms one copy at a time: copying the next field closes the last "Đã sao chép" at once,
// so confirmations never pile up over the rows above. The store holds which copy button it is.
let confirmed: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function confirm(id: string | null): void {
  confirmed = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Copies a value and reports `copied` for a moment (until another copy), so the button's tooltip can confirm it. */
export function useCopyToClipboard() {
  const id = useId();
  const copied = useSyncExternalStore(
    subscribe,
    () => confirmed === id,
    () => false,
  );

  const copy = useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
      } catch {
        // No clipboard (an insecure origin, an old browser, a refused permission): say so kindly.
        notify("error", "Không sao chép được. Bố mẹ vui lòng chọn và chép thủ công nhé.");
        return;
      }
      clearTimeout(timer);
      confirm(id);
      timer = setTimeout(() => confirm(null), COPIED_FEEDBACK_MS);
    },
    [id],
  );

  return { copied, copy };
}
