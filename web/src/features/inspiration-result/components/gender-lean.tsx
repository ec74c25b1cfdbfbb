import type { NameLean } from "@core/naming/types.ts";

export const LEAN_TEXT: Record<NameLean, string> = {
  trai: "Tên bé trai",
  gai: "Tên bé gái",
  "ca-hai": "Tên cho cả bé trai và bé gái",
};

/**
 * Whom families give the name to, as the server read it from the real-name table; nothing where
 * the table does not know the name: a lean we cannot source is not stated. The source is named
 * once, in the method section, not beside every name.
 */
export function GenderLean({ lean }: { lean: NameLean | null }) {
  if (!lean) return null;
  return (
    <p className={`gender-lean gender-lean--${lean}`}>
      <strong>{LEAN_TEXT[lean]}</strong>
    </p>
  );
}
