// Whom families give a name to, in the words of docs/naming.md, shared by the cards and their early view.
import type { NameLean } from "@core/naming/types.ts";

export const LEAN_TEXT: Record<NameLean, string> = {
  trai: "Tên bé trai",
  gai: "Tên bé gái",
  "ca-hai": "Tên cho cả bé trai và bé gái",
};

export const isLean = (value: unknown): value is NameLean =>
  typeof value === "string" && Object.hasOwn(LEAN_TEXT, value);
