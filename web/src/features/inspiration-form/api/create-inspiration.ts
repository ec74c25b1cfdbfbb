// create-inspiration (docs/product.md §8): the validated form in, `201 { id }` of the new record out.
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { InspirationFormValues } from "@core/validation/inspiration-form.ts";

export interface CreatedInspiration {
  id: string;
}

/**
 * The call and its contract arrive with the form's validator, not with the page: both bring zod,
 * which the home page's first load leaves out.
 */
const loadCall = () =>
  Promise.all([import("@/lib/call-function.ts"), import("@core/contracts/create-inspiration.contract.ts")]);

/** Fetches the call's code ahead of the submit, when the parent starts filling in the form. */
export function preloadCreateInspiration(): void {
  loadCall().catch(() => {});
}

export async function createInspiration(body: InspirationFormValues): Promise<CreatedInspiration> {
  const [{ callFunction }, { createInspiration: contract }] = await loadCall();
  return callFunction(contract, body);
}

export const createInspirationMutation = () =>
  mutationOptions<CreatedInspiration, Error, InspirationFormValues>({
    mutationKey: ["inspiration", "create"],
    mutationFn: createInspiration,
    // The form shows its own errors: field messages inline, the rate limit and network failures
    // beside the submit button.
    meta: { handlesOwnErrors: true },
  });

export function useCreateInspiration() {
  return useMutation(createInspirationMutation());
}
