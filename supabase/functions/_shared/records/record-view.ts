// The view of a record that get-inspiration answers (docs/product.md §8). Paid content is cut on the
// server: an unpaid record's row carries only the report's PreviewSource (the column preview_source, see
// read-record-view.ts), and its view 3 allowlisted previews and of suggestions 4–20 only what a locked
// card says.
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import type { PaymentStatus } from "@core/contracts/payment-status.ts";
import { previewFrom, toPaidView, type PreviewSource } from "@core/naming/preview.ts";
import type { Report } from "@core/naming/report-types.ts";
import type { InspirationInput } from "@core/naming/types.ts";
import {
  abandonedPaymentDeletedAt,
  paidReportDeletedAt,
  unpaidPreviewDeletedAt,
} from "@core/privacy/retention-periods.ts";

export interface RecordRow {
  id: string;
  payment_status: PaymentStatus;
  created_at: Date;
  input: InspirationInput;
  /** The whole report: read for a paid record only, null for the others. */
  report: Report | null;
  /** The parts the free preview is built from: read for an unpaid record only, null once paid. */
  preview: PreviewSource | null;
  /** The amount frozen on the payment order, or null before payment was requested. */
  amount_due_vnd: number | null;
  /** Names the parents marked (only a paid record can have any). */
  favourites: string[];
  paid_at: Date | null;
  /** When payment was requested, or null before. */
  requested_at: Date | null;
}

/** When the record goes under the rule that applies to its state now (docs/privacy.md). */
function keptUntil(row: Pick<RecordRow, "payment_status" | "created_at" | "paid_at" | "requested_at">): Date {
  if (row.payment_status === "paid" && row.paid_at) return paidReportDeletedAt(row.paid_at);
  if (row.payment_status === "pending" && row.requested_at) return abandonedPaymentDeletedAt(row.requested_at);
  return unpaidPreviewDeletedAt(row.created_at);
}

export function toRecordView(row: RecordRow, currentPriceVnd: number): RecordView {
  const record = {
    id: row.id,
    paymentStatus: row.payment_status,
    createdAt: row.created_at.toISOString(),
    keptUntil: keptUntil(row).toISOString(),
    priceVnd: row.amount_due_vnd ?? currentPriceVnd,
    input: row.input,
  };
  if (row.payment_status === "paid" && row.report)
    return { ...record, favourites: row.favourites, ...toPaidView(row.report) };
  if (row.payment_status !== "paid" && row.preview)
    return { ...record, favourites: [], ...previewFrom(row.preview, row.input.themes) };
  throw new Error(`The row of record ${row.id} (${row.payment_status}) lacks the part of the report its view needs`);
}
