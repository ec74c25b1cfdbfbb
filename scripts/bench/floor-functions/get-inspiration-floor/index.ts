// The floor of get-inspiration for the load benchmark: the real function's SELECT (imported, so the
// two cannot drift apart), as service_role, and the smallest answer. No validation of the id, no view
// building and no encoding of it: the ratio real/floor is the cost of those and of the shared frame.
import { readRecordView } from "../../../../supabase/functions/_shared/records/read-record-view.ts";
import { asServiceRole, json, serve } from "../_shared/floor-runtime.ts";

serve(async (request) => {
  const { id } = (await request.json()) as { id: string };
  const [row] = await asServiceRole((tx) => readRecordView(tx, id));
  return row ? json({ id: row.id, paymentStatus: row.payment_status }, 200) : json({ error: "not found" }, 404);
});
