import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths.ts";
import { notify } from "@/lib/notify.ts";
import { rememberLastPaidRecord, type PaidNavigationState } from "@/features/payment/stores/last-paid-record.ts";

/**
 * Once the record is paid: one toast, and /success?id=… in place of this page (replace: Back should
 * not land on a payment page that would only send them on again). The id travels in the address,
 * which survives a reload, a bookmark and a copy to another device; router state and the tab's
 * sessionStorage carry it too, as before.
 */
export function useGoToSuccessWhenPaid(recordId: string, paid: boolean): void {
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (!paid || done.current) return;
    done.current = true;
    notify("success", "Đã nhận thanh toán. Cảm ơn bố mẹ! Báo cáo đầy đủ đã sẵn sàng.");
    rememberLastPaidRecord(recordId);
    const state: PaidNavigationState = { recordId };
    navigate(paths.success.getHref(recordId), { replace: true, state });
  }, [navigate, paid, recordId]);
}
