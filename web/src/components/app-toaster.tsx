import { Toaster } from "sonner";

/** Toast settings (SPEC §1, fixed): 4000 ms, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

export default function AppToaster() {
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} visibleToasts={TOASTS_VISIBLE} richColors closeButton />;
}
