// The floor of get-inspiration for the load benchmark: the real function's single SELECT, as
// service_role, and the smallest answer. No validation of the id, no view building (the preview
// cut) and no encoding of it: the ratio real/floor is the cost of those and of the shared frame.
import { asServiceRole, json, serve } from "../_shared/floor-runtime.ts";

serve(async (request) => {
  const { id } = (await request.json()) as { id: string };
  const [row] = await asServiceRole(
    (tx) => tx<{ id: string; payment_status: string }[]>`
    select r.id, r.payment_status, r.created_at, r.input, r.report, o.amount_due_vnd
    from private.find_live_record(${id}) r
    left join public.payment_orders o on o.record_id = r.id`,
  );
  return row ? json({ id: row.id, paymentStatus: row.payment_status }, 200) : json({ error: "not found" }, 404);
});
