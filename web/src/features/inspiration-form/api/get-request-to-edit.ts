// "Sửa yêu cầu": the request a record answers, read from get-inspiration's view of it (the request
// is the parents' own data, in the view whether the report is paid or not), to fill the form with.
import type { InspirationInput } from "@core/naming/types.ts";

/** The call and its contract load only when a link asks for it: the home page's first load leaves zod out. */
const loadCall = () =>
  Promise.all([import("@/lib/call-function.ts"), import("@core/contracts/get-inspiration.contract.ts")]);

export async function getRequestToEdit(id: string): Promise<InspirationInput> {
  const [{ callFunction }, { getInspiration }] = await loadCall();
  const record = await callFunction(getInspiration, { id });
  return record.input;
}
