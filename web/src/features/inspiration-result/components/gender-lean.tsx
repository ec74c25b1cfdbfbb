import type { GenderLean as Lean } from "@core/naming/types.ts";

const LEAN_TEXT: Record<Lean, string> = {
  nam: "Thường đặt cho bé trai",
  nữ: "Thường đặt cho bé gái",
  "cả hai": "Đặt cho cả bé trai và bé gái",
};

/**
 * Whom families give the name's last two syllables to, with its source, as the server read it from
 * the real-name table; nothing where the table does not know the pair: a lean we cannot source is
 * not stated.
 */
export function GenderLean({ lean }: { lean: Lean | null }) {
  if (!lean) return null;
  return (
    <p className="gender-lean">
      <strong>{LEAN_TEXT[lean]}</strong> <span className="muted">(theo danh sách tên thật vietnamese-namedb)</span>
    </p>
  );
}
