// get-inspiration (docs/product.md §8): the view of one record, 3 previews unpaid or all 20 paid.
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import type { RecordView } from "../../../../../supabase/functions/_shared/records/record-view.ts";
import { callFunction, FunctionError } from "../../../lib/call-function.ts";
import { inspirationKeys } from "./inspiration-keys.ts";

/**
 * The parts the screen branches on or formats. A suggestion's other fields are read as the shared
 * types describe them; checking every one would cost more than the damage a mismatch could do.
 */
const recordViewShape = z.looseObject({
  id: z.string(),
  paymentStatus: z.enum(["not_requested", "pending", "paid"]),
  priceVnd: z.number(),
  profile: z.nullable(z.looseObject({ canChi: z.string(), napAm: z.string(), element: z.string(), lunarYear: z.number() })),
  suggestions: z.array(z.looseObject({ fullName: z.string(), score: z.number(), reasons: z.array(z.string()) })),
  lockedCount: z.number(),
  candidates: z.array(z.looseObject({ fullName: z.string(), score: z.number(), verdict: z.string(), warnings: z.array(z.string()) })),
  favourites: z.array(z.string()),
  parentsReading: z.array(z.string()),
});

export async function getInspiration(id: string, signal?: AbortSignal): Promise<RecordView> {
  const answer = await callFunction<unknown>("get-inspiration", { id }, signal);
  if (!recordViewShape.safeParse(answer).success) {
    throw new FunctionError(502, "INVALID_ANSWER", "Máy chủ trả về dữ liệu không như mong đợi. Bố mẹ vui lòng thử lại.");
  }
  return answer as RecordView;
}

export const getInspirationQuery = (id: string) =>
  queryOptions({
    queryKey: inspirationKeys.detail(id),
    queryFn: ({ signal }) => getInspiration(id, signal),
  });

export function useInspiration(id: string) {
  return useQuery(getInspirationQuery(id));
}
