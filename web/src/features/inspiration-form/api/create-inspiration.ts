// create-inspiration (docs/product.md §8): the validated form in, `201 { id }` of the new record out.
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { InspirationFormValues } from "../../../../../supabase/functions/_shared/validation/inspiration-form.ts";
import { callFunction, FunctionError } from "../../../lib/call-function.ts";

export interface CreatedInspiration {
  id: string;
}

/** The only field the screen relies on; checked by hand to keep zod out of the first load. */
function assertCreated(answer: unknown): asserts answer is CreatedInspiration {
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || id === "") {
    throw new FunctionError(502, "INVALID_ANSWER", "Máy chủ trả lời không như mong đợi. Bố mẹ vui lòng thử lại.");
  }
}

export async function createInspiration(body: InspirationFormValues): Promise<CreatedInspiration> {
  const answer = await callFunction<unknown>("create-inspiration", body);
  assertCreated(answer);
  return { id: answer.id };
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
