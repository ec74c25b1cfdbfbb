// "Sửa yêu cầu": the request a record answers, read from get-inspiration's view of it (the request
// is the parents' own data, in the view whether the report is paid or not), to fill the form with,
// and whether that record is paid: a new request from a paid one needs its own unlocking, and the
// form says so before it is sent.
import type { InspirationInput } from "@core/naming/types.ts";

interface RequestToEdit {
  input: InspirationInput;
  /** The record was paid for: its full report stays at its own link. */
  paid: boolean;
}

/** The call and its contract load only when a link asks for it: the home page's first load leaves zod out. */
const loadCall = () =>
  Promise.all([import("@/lib/call-function.ts"), import("@core/contracts/get-inspiration.contract.ts")]);

export async function getRequestToEdit(id: string): Promise<RequestToEdit> {
  const [{ callFunction }, { getInspiration }] = await loadCall();
  const record = await callFunction(getInspiration, { id });
  return { input: record.input, paid: record.access === "paid" };
}
