// get-inspiration (docs/product.md §8): the view of one record, 3 previews unpaid or all 20 paid.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInspiration as contract, type RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { callFunction } from "@/lib/call-function.ts";
import { useEarlyAnswer } from "@/lib/use-early-answer.ts";
import { inspirationKeys } from "./inspiration-keys.ts";

function getInspiration(id: string, signal?: AbortSignal): Promise<RecordView> {
  return callFunction(contract, { id }, signal);
}

export const getInspirationQuery = (id: string) =>
  queryOptions({
    queryKey: inspirationKeys.detail(id),
    queryFn: ({ signal }) => getInspiration(id, signal),
  });

/**
 * The record, from its first render when index.html's early request has already answered (the
 * early view is then on screen and must be replaced by the same content, not by a spinner). That
 * answer is as fresh as a request made on mount, so it is not asked for again on mount.
 */
export function useInspiration(id: string) {
  const early = useEarlyAnswer(contract, { id });
  return useQuery({ ...getInspirationQuery(id), ...(early && { initialData: early, refetchOnMount: false }) });
}
