import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/lib/notify.ts";

/** How long "Đã sao chép" stays after a copy: long enough to read, short enough to copy the next field. */
const COPIED_FEEDBACK_MS = 2000;

/** Copies a value and reports `copied` for a moment, so the button's tooltip can confirm it. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard (an insecure origin, an old browser, a refused permission): say so kindly.
      notify("error", "Không sao chép được. Bố mẹ vui lòng chọn và chép thủ công nhé.");
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
