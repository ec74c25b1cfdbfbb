// choose-han-tu: the parents pick the chữ Hán of a name of their paid report; the server analyses
// the name again and stores it. The answer replaces that name in the cached record.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import type { CandidateAnalysis, Suggestion } from "../../../../../supabase/functions/_shared/naming/report-types.ts";
import type { RecordView } from "../../../../../supabase/functions/_shared/records/record-view.ts";
import { callFunction, FunctionError } from "../../../lib/call-function.ts";
import { inspirationKeys } from "./inspiration-keys.ts";

const answerShape = z.looseObject({
  fullName: z.string(),
  hanTu: z.nullable(z.string()),
  score: z.number(),
  syllables: z.array(z.looseObject({ syllable: z.string() })),
});

export interface ChooseHanTuRequest {
  fullName: string;
  /** One character per syllable after the surname. */
  hanTu: string[];
}

export async function chooseHanTu(id: string, request: ChooseHanTuRequest): Promise<Suggestion | CandidateAnalysis> {
  const answer = await callFunction<unknown>("choose-han-tu", { id, ...request });
  if (!answerShape.safeParse(answer).success) {
    throw new FunctionError(502, "INVALID_ANSWER", "Máy chủ trả về dữ liệu không như mong đợi. Bố mẹ vui lòng thử lại.");
  }
  return answer as Suggestion | CandidateAnalysis;
}

/** The record with one name replaced, wherever it is (a suggestion or one of the parents' own). */
function withName(record: RecordView, updated: Suggestion | CandidateAnalysis): RecordView {
  const swap = <T extends { fullName: string }>(list: readonly T[]): T[] =>
    list.map((entry) => (entry.fullName === updated.fullName ? (updated as unknown as T) : entry));
  return { ...record, suggestions: swap(record.suggestions) as RecordView["suggestions"], candidates: swap(record.candidates) as RecordView["candidates"] };
}

export function useChooseHanTu(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChooseHanTuRequest) => chooseHanTu(id, request),
    onSuccess: (updated) => {
      queryClient.setQueryData<RecordView>(inspirationKeys.detail(id), (record) => (record ? withName(record, updated) : record));
    },
  });
}
