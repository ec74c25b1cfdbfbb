// Transfer codes identify an order in a bank transfer's content: `CHT` + 6 characters from an
// alphabet without 0/O/1/I, so a parent copying it by hand cannot confuse two characters. The
// database issues them (private.request_payment) and checks this same format in a constraint of its
// own, which a stack test holds to this module; this module only recognises them.
import * as z from "zod/mini";

export const TRANSFER_CODE_PREFIX = "CHT";
export const TRANSFER_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const BODY_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^${TRANSFER_CODE_PREFIX}[${TRANSFER_CODE_ALPHABET}]{${BODY_LENGTH}}$`);

export function isTransferCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export const transferCodeSchema = z.string().check(z.regex(CODE_PATTERN));

/**
 * Every transfer code that may hide in a transfer's content, whatever the bank or the payer did to
 * it: lower case, spaces or dashes inside it, words and reference numbers around it
 * (`CHUYEN TIEN cht-7k4q x2 GD 123456` → `CHT7K4QX2`). Separators are dropped before matching, so
 * a code split across words is found; candidates are returned in order of appearance, without
 * duplicates, for the caller to look up.
 */
export function findTransferCodes(...contents: ReadonlyArray<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const content of contents) {
    if (!content) continue;
    const squashed = content.normalize("NFKC").toUpperCase().replace(/[^0-9A-Z]/g, "");
    for (let at = squashed.indexOf(TRANSFER_CODE_PREFIX); at !== -1; at = squashed.indexOf(TRANSFER_CODE_PREFIX, at + 1)) {
      const candidate = squashed.slice(at, at + TRANSFER_CODE_PREFIX.length + BODY_LENGTH);
      if (CODE_PATTERN.test(candidate)) found.add(candidate);
    }
  }
  return [...found];
}
