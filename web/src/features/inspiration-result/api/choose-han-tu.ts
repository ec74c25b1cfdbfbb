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
  /**
   * The suggestions' order (full names) whose ties the list keeps, when not the order on screen:
   * "Hoàn tác" gives the order before its switch, so the name goes back to its place even where
   * another name has the same score.
   */
  tiesAsIn?: readonly string[];
}

function chooseHanTu(
  id: string,
  { fullName, hanTu, tiesAsIn }: ChooseHanTuRequest,
): Promise<SuggestionInView | CandidateInView> {
  // The server keeps the same order, so the report reads the same on the next visit.
  return callFunction(contract, { id, fullName, hanTu, ...(tiesAsIn ? { tiesAsIn: [...tiesAsIn] } : {}) });
}

/**
 * The suggestions sorted by score, highest first, ties in the order of `tiesAsIn` (by default
 * their order now): the new characters may change the name's element and so its score, and the
 * page must stay in the order of the scores it shows.
 */
function sortedByScore<T extends { score: number; fullName: string }>(
  entries: readonly T[],
  tiesAsIn: readonly string[] = entries.map((entry) => entry.fullName),
): T[] {
  const place = (entry: T) => tiesAsIn.indexOf(entry.fullName);
  return [...entries].sort((a, b) => b.score - a.score || place(a) - place(b));
}

/** The paid record with one name replaced, wherever it is (a suggestion or one of the parents' own). */
function withName(
  record: RecordView,
  updated: SuggestionInView | CandidateInView,
  tiesAsIn: readonly string[] | undefined,
): RecordView {
  if (record.access !== "paid") return record;
  return {
    ...record,
    suggestions: sortedByScore(
      record.suggestions.map((entry) => (entry.fullName === updated.fullName ? updated : entry)),
      tiesAsIn,
    ),
    candidates: record.candidates.map((entry) =>
      entry.fullName === updated.fullName && "verdict" in updated ? updated : entry,
    ),
  };
}

/** The switch, and `suggestionOrder`: the suggestions' order now, which an undo restores among ties. */
export function useChooseHanTu(id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: ChooseHanTuRequest) => chooseHanTu(id, request),
    onSuccess: (updated, { tiesAsIn }) => {
      queryClient.setQueryData<RecordView>(inspirationKeys.detail(id), (record) =>
        record ? withName(record, updated, tiesAsIn) : record,
      );
    },
  });
  const suggestionOrder = () =>
    queryClient.getQueryData<RecordView>(inspirationKeys.detail(id))?.suggestions.map((entry) => entry.fullName);
  return { mutation, suggestionOrder };
}
