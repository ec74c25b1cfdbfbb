// choose-han-tu: the parents pick the chữ Hán of a name of their paid report; the server analyses
// the name again and stores it. The answer replaces that name in the cached record.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chooseHanTu as contract } from "@core/contracts/choose-han-tu.contract.ts";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import type { CandidateInView, SuggestionInView } from "@core/naming/report-types.ts";
import { callFunction } from "@/lib/call-function.ts";
import { inspirationKeys } from "./inspiration-keys.ts";

interface ChooseHanTuRequest {
  fullName: string;
  /** One character per syllable after the surname. */
  hanTu: string[];
}

function chooseHanTu(id: string, request: ChooseHanTuRequest): Promise<SuggestionInView | CandidateInView> {
  return callFunction(contract, { id, ...request });
}

/**
 * The suggestions sorted by score, highest first, ties in their old order: the new characters may
 * change the name's element and so its score, and the page must stay in the order of the scores it
 * shows (the server stores the list sorted the same way).
 */
function sortedByScore<T extends { score: number }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.score - a.entry.score || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The paid record with one name replaced, wherever it is (a suggestion or one of the parents' own). */
function withName(record: RecordView, updated: SuggestionInView | CandidateInView): RecordView {
  if (record.access !== "paid") return record;
  return {
    ...record,
    suggestions: sortedByScore(
      record.suggestions.map((entry) => (entry.fullName === updated.fullName ? updated : entry)),
    ),
    candidates: record.candidates.map((entry) =>
      entry.fullName === updated.fullName && "verdict" in updated ? updated : entry,
    ),
  };
}

export function useChooseHanTu(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChooseHanTuRequest) => chooseHanTu(id, request),
    onSuccess: (updated) => {
      queryClient.setQueryData<RecordView>(inspirationKeys.detail(id), (record) =>
        record ? withName(record, updated) : record,
      );
    },
  });
}
