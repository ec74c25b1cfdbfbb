import type { CSSProperties } from "react";
import { Toaster } from "sonner";

/** Toast settings (docs/product.md §1, fixed): 4000 ms, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

/**
 * sonner's rich colours put success text at 4.25:1 and error text at about 4.3:1 on their pale
 * backgrounds, under WCAG AA's 4.5:1; these darker shades give about 6.5:1.
 */
const READABLE_RICH_COLORS = { "--success-text": "#05672a", "--error-text": "#b30000" } as CSSProperties;

export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      richColors
      closeButton
      style={READABLE_RICH_COLORS}
    />
  );
}
