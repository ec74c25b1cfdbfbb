// The one SELECT of a record for get-inspiration (and for its floor in the load benchmark, which runs
// this very query). A paid record's row carries its whole report; an unpaid one's only preview_source,
// the part of the report its free view is built from, which the database keeps beside the report
// (a stored generated column, in the migration …_records_and_retention.sql). So an unpaid read fetches and parses about 10 KB instead
// of the whole report, and suggestions 4–20 do not leave the database in full until it is paid.
import type postgres from "postgres";
import type { RecordRow } from "./record-view.ts";

export function readRecordView(tx: postgres.TransactionSql, id: string): Promise<RecordRow[]> {
  return tx<RecordRow[]>`
    select r.id, r.payment_status, r.created_at, r.paid_at, r.input, r.favourites,
      o.amount_due_vnd, o.requested_at,
      case when r.payment_status = 'paid' then r.report end as report,
      case when r.payment_status <> 'paid' then r.preview_source end as preview
    from private.find_live_record(${id}) r
    left join public.payment_orders o on o.record_id = r.id`;
}
