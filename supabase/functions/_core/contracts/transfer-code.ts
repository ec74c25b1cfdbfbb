// Transfer codes identify an order in a bank transfer's content: `CHT` + 6 characters from an
// alphabet without 0/O/1/I, so a parent copying it by hand cannot confuse two characters. The
// database issues them (private.request_payment) and checks this same format in a constraint of its
// own, which a stack test holds to this module; this module only recognises them. Finding them in
// a transfer's content is transfer-code-candidates.ts's job.
import * as z from "zod/mini";

export const TRANSFER_CODE_PREFIX = "CHT";
export const TRANSFER_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const BODY_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^${TRANSFER_CODE_PREFIX}[${TRANSFER_CODE_ALPHABET}]{${BODY_LENGTH}}$`);

export function isTransferCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export const transferCodeSchema = z.string().check(z.regex(CODE_PATTERN));
