// update-favourites (docs/product.md §8): marks and unmarks names of a paid report. The list lives with the
// record on the server, so both parents' phones, and anyone holding the link, share it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { updateFavourites as contract } from "@core/contracts/update-favourites.contract.ts";
import { callFunction } from "@/lib/call-function.ts";
import { FunctionError } from "@/lib/function-error.ts";
import { inspirationKeys } from "./inspiration-keys.ts";

interface FavouritesChange {
  add?: string[];
  remove?: string[];
}

async function updateFavourites(id: string, change: FavouritesChange): Promise<string[]> {
  try {
    const answer = await callFunction(contract, { id, add: change.add ?? [], remove: change.remove ?? [] });
    return answer.favourites;
  } catch (error) {
    // A 400 says which list was wrong ("Chỉ lưu được tối đa 20 tên yêu thích."): that, not the
    // generic "Thông tin chưa hợp lệ.", is what the toast should tell the parent.
    const fieldMessage = error instanceof FunctionError ? (error.fields.add ?? error.fields.remove) : undefined;
    if (error instanceof FunctionError && fieldMessage)
      throw new FunctionError(error.status, error.code, fieldMessage, error.fields);
    throw error;
  }
}

/** The list after a change, as the server applies it: removals first, additions at the end, no repeats. */
function applyFavouritesChange(favourites: readonly string[], change: FavouritesChange): string[] {
  const removed = new Set(change.remove ?? []);
  const kept = favourites.filter((name) => !removed.has(name));
  for (const name of change.add ?? []) if (!kept.includes(name)) kept.push(name);
  return kept;
}

/**
 * Marks or unmarks at once on screen; a failure undoes only its own change (another tap may be in
 * flight) and the app-wide MutationCache shows its message as a toast.
 */
export function useUpdateFavourites(id: string) {
  const queryClient = useQueryClient();
  const recordKey = inspirationKeys.detail(id);
  const mutationKey = inspirationKeys.favourites(id);
  const setFavourites = (next: (favourites: readonly string[]) => string[]) =>
    queryClient.setQueryData<RecordView>(
      recordKey,
      (record) => record && { ...record, favourites: next(record.favourites) },
    );

  return useMutation({
    mutationKey,
    mutationFn: (change: FavouritesChange) => updateFavourites(id, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: recordKey });
      setFavourites((favourites) => applyFavouritesChange(favourites, change));
    },
    onError: (_error, change) => {
      setFavourites((favourites) => applyFavouritesChange(favourites, { add: change.remove, remove: change.add }));
    },
    onSuccess: (favourites) => {
      // The server's list also holds the other parent's changes; but while a later tap of ours is
      // still in flight, this older answer would undo it on screen.
      if (queryClient.isMutating({ mutationKey }) === 1) setFavourites(() => favourites);
    },
  });
}
