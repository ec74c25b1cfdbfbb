// EMVCo's tag-length-value encoding: a 2-digit id, a 2-digit length, then the value.

interface TlvField {
  id: string;
  value: string;
}

export function encodeTlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id must be 2 digits: ${id}`);
  if (value.length === 0 || value.length > 99) {
    throw new RangeError(`EMV field ${id} must hold 1–99 characters, got ${value.length}`);
  }
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** Splits a TLV string into its fields; throws on a truncated or malformed one. */
export function decodeTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) {
      throw new SyntaxError(`Malformed EMV field at position ${at}`);
    }
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}
