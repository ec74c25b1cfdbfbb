// The id of the record just paid for, kept for the tab's lifetime: /success reads it when the router
// state is gone (a reload, a bookmark of /success). sessionStorage can be unavailable (private
// modes, disabled storage); the page then simply has no fallback.
const LAST_PAID_RECORD_KEY = "cam-hung-ten:last-paid-record";

export function rememberLastPaidRecord(recordId: string): void {
  try {
    sessionStorage.setItem(LAST_PAID_RECORD_KEY, recordId);
  } catch {
    // Storage refused: router state still carries the id on this navigation.
  }
}

export function readLastPaidRecord(): string | null {
  try {
    return sessionStorage.getItem(LAST_PAID_RECORD_KEY) || null;
  } catch {
    return null;
  }
}

/** What /success finds in the router state, written by the payment page on navigation. */
export interface PaidNavigationState {
  recordId: string;
}

export function recordIdFromState(state: unknown): string | null {
  const recordId = (state as Partial<PaidNavigationState> | null)?.recordId;
  return typeof recordId === "string" && recordId !== "" ? recordId : null;
}
