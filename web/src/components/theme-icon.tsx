// The theme icons as inline SVG: emoji need a colour-emoji font that many desktops and the test
// machines lack, where they show as empty boxes. One 24 × 24 stroke drawing per theme (docs/product.md §4).
import type { ThemeId } from "@core/naming/types.ts";
import { THEME_ICON_PATHS } from "./theme-icon-paths.ts";

/** A theme's icon, decorative: its label always stands beside it. */
export function ThemeIcon({ theme, size = 18 }: { theme: ThemeId; size?: number }) {
  return (
    <svg className="theme-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={THEME_ICON_PATHS[theme]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
