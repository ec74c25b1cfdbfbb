// The view of a record that get-inspiration answers (docs/product.md §8). Paid content is cut here, on the
// server: an unpaid record's view carries 3 allowlisted previews and nothing of suggestions 4–20.
import type { Report, ReportView } from "../naming/report-types.ts";
import { toPaidView, toPreview } from "../naming/preview.ts";
import type { InspirationInput } from "../naming/types.ts";

export type PaymentStatus = "not_requested" | "pending" | "paid";

export interface RecordRow {
  id: string;
  payment_status: PaymentStatus;
  created_at: Date;
  input: InspirationInput;
  report: Report;
  /** The amount frozen on the payment order, or null before payment was requested. */
  amount_due_vnd: number | null;
  /** Names the parents marked (only a paid record can have any). */
  favourites: string[];
}

export interface RecordView extends ReportView {
  id: string;
  paymentStatus: PaymentStatus;
  createdAt: string;
  priceVnd: number;
  input: InspirationInput;
  /** The parents' marked names; always [] for an unpaid record. */
  favourites: string[];
}

export function toRecordView(row: RecordRow, currentPriceVnd: number): RecordView {
  const report = row.payment_status === "paid" ? toPaidView(row.report) : toPreview(row.report);
  return {
    id: row.id,
    paymentStatus: row.payment_status,
    createdAt: row.created_at.toISOString(),
    priceVnd: row.amount_due_vnd ?? currentPriceVnd,
    input: row.input,
    favourites: row.payment_status === "paid" ? row.favourites : [],
    ...report,
  };
}
