// Which middle names families pair with a given name (data/attested-name-pairs.ts), indexed once.
import { syllableKey } from "../vietnamese/normalize.ts";
import { BOY_NAME_PAIRS, GIRL_NAME_PAIRS } from "./data/attested-name-pairs.ts";
import type { Gender } from "./types.ts";

type PairIndex = Map<string, Set<string>>;

/** given name key → the keys of the middle names families put before it. */
function indexPairs(list: string): PairIndex {
  const index: PairIndex = new Map();
  for (const pair of list.split(",")) {
    const [middle, given] = pair.trim().split(" ").map(syllableKey);
    if (!middle || !given) continue;
    const middles = index.get(given) ?? new Set<string>();
    middles.add(middle);
    index.set(given, middles);
  }
  return index;
}

const BOYS = indexPairs(BOY_NAME_PAIRS);
const GIRLS = indexPairs(GIRL_NAME_PAIRS);

/**
 * How familiar "middle given" is as a name for this baby: 1 when families give it to babies of
 * this gender (either gender when it is not known yet), 0.5 when only to the other gender, else 0.
 */
export function pairFamiliarity(middleKey: string, givenKey: string, gender: Gender): number {
  const boy = BOYS.get(givenKey)?.has(middleKey) ?? false;
  const girl = GIRLS.get(givenKey)?.has(middleKey) ?? false;
  if (gender === "trai") return boy ? 1 : girl ? 0.5 : 0;
  if (gender === "gai") return girl ? 1 : boy ? 0.5 : 0;
  return boy || girl ? 1 : 0;
}

/** The middle names families put before this given name for this baby (both genders when unknown). */
export function attestedMiddlesOf(givenKey: string, gender: Gender): ReadonlySet<string> {
  const boys = gender === "gai" ? undefined : BOYS.get(givenKey);
  const girls = gender === "trai" ? undefined : GIRLS.get(givenKey);
  if (!boys) return girls ?? new Set();
  if (!girls) return boys;
  return new Set([...boys, ...girls]);
}
