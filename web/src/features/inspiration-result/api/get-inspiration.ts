// get-inspiration (docs/product.md §8): the view of one record, 3 previews unpaid or all 20 paid.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getInspiration as contract, type RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { callFunction } from "../../../lib/call-function.ts";
import { inspirationKeys } from "./inspiration-keys.ts";

export function getInspiration(id: string, signal?: AbortSignal): Promise<RecordView> {
  return callFunction(contract, { id }, signal);
}

export const getInspirationQuery = (id: string) =>
  queryOptions({
    queryKey: inspirationKeys.detail(id),
    queryFn: ({ signal }) => getInspiration(id, signal),
  });

export function useInspiration(id: string) {
  return useQuery(getInspirationQuery(id));
}
