import { useLocation } from "react-router-dom";
import { readLastPaidRecord, recordIdFromState } from "../stores/last-paid-record.ts";

/** The record /success thanks the visitor for: router state first, the tab's sessionStorage after. */
export function usePaidRecordId(): string | null {
  const { state } = useLocation();
  return recordIdFromState(state) ?? readLastPaidRecord();
}
