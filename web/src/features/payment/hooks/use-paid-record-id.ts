import { useLocation, useSearchParams } from "react-router-dom";
import { readLastPaidRecord, recordIdFromState } from "@/features/payment/stores/last-paid-record.ts";

/** The record /success is about: the address's ?id= first, then the router state, then the tab's sessionStorage. */
export function usePaidRecordId(): string | null {
  const [search] = useSearchParams();
  const { state } = useLocation();
  return search.get("id") || recordIdFromState(state) || readLastPaidRecord();
}
