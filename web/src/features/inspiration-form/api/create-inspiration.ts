// create-inspiration (docs/product.md §8): the validated form in, `201 { id }` of the new record out.
// The home page's one call, made without TanStack Query: the query cache serves the record pages,
// and leaving it out of the home page's first load keeps that load within its budget
// (docs/architecture.md). The form shows every outcome itself: field messages inline, the rate
// limit and network failures beside the submit button, so no global error toast is involved.
import { useCallback, useState } from "react";
import type { InspirationFormValues } from "@core/validation/inspiration-form.ts";

interface CreatedInspiration {
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

async function createInspiration(body: InspirationFormValues): Promise<CreatedInspiration> {
  const [{ callFunction }, { createInspiration: contract }] = await loadCall();
  return callFunction(contract, body);
}

interface Callbacks {
  onSuccess: (created: CreatedInspiration) => void;
  onError: (error: Error) => void;
}

interface CreateState {
  isPending: boolean;
  error: Error | null;
  /** The last body sent, for "Thử lại". */
  variables: InspirationFormValues | undefined;
}

const IDLE: CreateState = { isPending: false, error: null, variables: undefined };

/** One request at a time, its progress and its failure, as the form shows them. */
export function useCreateInspiration() {
  const [state, setState] = useState<CreateState>(IDLE);
  const mutate = useCallback((body: InspirationFormValues, { onSuccess, onError }: Callbacks) => {
    setState({ isPending: true, error: null, variables: body });
    createInspiration(body).then(
      (created) => {
        setState((current) => ({ ...current, isPending: false }));
        onSuccess(created);
      },
      (reason: unknown) => {
        const error = reason instanceof Error ? reason : new Error(String(reason));
        setState((current) => ({ ...current, isPending: false, error }));
        onError(error);
      },
    );
  }, []);
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, mutate, reset };
}
