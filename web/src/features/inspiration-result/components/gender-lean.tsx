import type { NameLean } from "@core/naming/types.ts";
import { LEAN_TEXT } from "@/features/inspiration-result/model/lean-words.ts";

/**
 * Whom families give the name to, as the server read it from the real-name table; nothing where
 * the table does not know the name: a lean we cannot source is not stated. The source is named
 * once, in the method section, not beside every name. A plain function of its props (the early
 * view draws it too).
 */
export function GenderLean({ lean }: { lean: NameLean | null }) {
  if (!lean) return null;
  return (
    <p className={`gender-lean gender-lean--${lean}`}>
      <strong>{LEAN_TEXT[lean]}</strong>
    </p>
  );
}
