import { useQuery } from "@tanstack/react-query";
import { inspirationKeys } from "../api/inspiration-keys.ts";

const loadPairLeans = async () => (await import("../model/pair-lean.ts")).genderLeanText;

/**
 * "Thường đặt cho bé gái" for a name, once the pair table has loaded; undefined while it loads,
 * null where the table does not know the pair.
 */
export function useGenderLean(middleName: string | null, givenName: string): string | null | undefined {
  const { data: leanOf } = useQuery({ queryKey: inspirationKeys.pairLeans(), queryFn: loadPairLeans, staleTime: Infinity, gcTime: Infinity });
  return leanOf?.(middleName, givenName);
}
