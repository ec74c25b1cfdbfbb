// Where a record's money stands, from what its order asked and what arrived (docs/payment-webhook.md):
// the page tells a parent who sent too little what is missing, and one who sent too much (or twice)
// that the surplus will be refunded. The database computes the sums; this is the one rule that
// names them.
import * as z from "zod/mini";

const MONEY_STATES = ["waiting", "underpaid", "paid", "overpaid"] as const;
type MoneyState = (typeof MONEY_STATES)[number];
export const moneyStateSchema = z.enum(MONEY_STATES);

/**
 * `waiting`: nothing arrived yet; `underpaid`: something arrived, less than the amount due;
 * `paid`: exactly the amount due; `overpaid`: more (a second transfer after the report unlocked,
 * or one transfer too large).
 */
export function moneyState(amountDueVnd: number, receivedVnd: number): MoneyState {
  if (receivedVnd <= 0) return "waiting";
  if (receivedVnd < amountDueVnd) return "underpaid";
  return receivedVnd === amountDueVnd ? "paid" : "overpaid";
}
