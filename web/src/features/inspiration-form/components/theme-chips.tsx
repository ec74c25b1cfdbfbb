import { THEMES } from "@core/naming/data/themes.ts";
import type { ThemeId } from "@core/naming/types.ts";
import { ThemeIcon } from "@/components/theme-icon.tsx";
import { fieldControlId } from "@/features/inspiration-form/model/field-ids.ts";
import { THEMES_MAX } from "@core/validation/form-limits.ts";
import { THEMES_COUNTER_ID } from "@/lib/before-hydration.ts";

interface ThemeChipsProps {
  selected: readonly ThemeId[];
  onToggle: (theme: ThemeId) => void;
}

/** The fixed theme list (docs/product.md §4) as toggle buttons; once 5 are chosen the others rest. */
export function ThemeChips({ selected, onToggle }: ThemeChipsProps) {
  const full = selected.length >= THEMES_MAX;
  return (
    <>
      <div className="chips">
        {THEMES.map((theme, index) => {
          const pressed = selected.includes(theme.id);
          return (
            <button
              key={theme.id}
              type="button"
              className="chip"
              // What the form reads back when the chip was pressed before the app took over.
              value={theme.id}
              id={index === 0 ? fieldControlId("themes") : undefined}
              aria-pressed={pressed}
              disabled={full && !pressed}
              onClick={() => onToggle(theme.id)}
            >
              <ThemeIcon theme={theme.id} /> {theme.label}
            </button>
          );
        })}
      </div>
      {/* One text, which index.html's script counts on before the app hydrates the form (lib/before-hydration.ts). */}
      <p id={THEMES_COUNTER_ID} className="field__counter" aria-live="polite" suppressHydrationWarning>
        {`Đã chọn ${selected.length}/${THEMES_MAX}`}
      </p>
    </>
  );
}
