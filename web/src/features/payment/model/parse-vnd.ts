// An amount as a parent types it in Vietnamese: "49.000", "49 000", "49000", with or without "₫"
// or "đ". A comma is a decimal mark in Vietnamese, and a transfer has no fractions of a đồng, so
// anything else is refused rather than guessed.
const GROUPED = /^\d{1,3}(?:[. ]\d{3})+$/;
const PLAIN = /^\d+$/;

/** The amount in đồng, or null when the text is not a whole positive amount. */
export function parseVnd(text: string): number | null {
  const bare = text
    .trim()
    .replace(/\s*(?:₫|đ|vnd|vnđ)$/iu, "")
    .replace(/\u00a0/g, " ")
    .trim();
  if (!GROUPED.test(bare) && !PLAIN.test(bare)) return null;
  const amount = Number(bare.replace(/[. ]/g, ""));
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** 49000 → "49.000": the input's prefill, as the parent would type it. */
export const groupVnd = (amount: number): string => String(amount).replace(/\B(?=(\d{3})+$)/g, ".");
