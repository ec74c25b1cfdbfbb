// How familiar a suggestion sounds to Vietnamese ears: whether families give its given name, and
// its middle and given names together, to a baby of this gender (data/attested-given-names.ts,
// data/attested-name-pairs.ts). Indexed once per isolate.
import { syllableKey } from "../vietnamese/normalize.ts";
import { BOY_GIVEN_NAMES, GIRL_GIVEN_NAMES } from "./data/attested-given-names.ts";
import { BOY_NAME_PAIRS, GIRL_NAME_PAIRS } from "./data/attested-name-pairs.ts";
import type { Gender } from "./types.ts";

const keysOf = (list: string) => new Set(list.trim().split(/\s+/u).map(syllableKey));
const BOY_KEYS = keysOf(BOY_GIVEN_NAMES);
const GIRL_KEYS = keysOf(GIRL_GIVEN_NAMES);

/** given name key → the keys of the middle names families put before it. */
function indexPairs(list: string): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const pair of list.split(",")) {
    const [middle, given] = pair.trim().split(" ").map(syllableKey);
    if (!middle || !given) continue;
    const middles = index.get(given) ?? new Set<string>();
    middles.add(middle);
    index.set(given, middles);
  }
  return index;
}

const BOY_PAIRS = indexPairs(BOY_NAME_PAIRS);
const GIRL_PAIRS = indexPairs(GIRL_NAME_PAIRS);

/**
 * 1 when families give it to babies of this gender (either gender when it is not known yet), 0.5
 * when only to the other gender, 0 when never.
 */
function forGender(gender: Gender, boy: boolean, girl: boolean): number {
  if (gender === "trai") return boy ? 1 : girl ? 0.5 : 0;
  if (gender === "gai") return girl ? 1 : boy ? 0.5 : 0;
  return boy || girl ? 1 : 0;
}

/** How familiar a given name is for this baby (see forGender). */
export function familiarity(givenKey: string, gender: Gender): number {
  return forGender(gender, BOY_KEYS.has(givenKey), GIRL_KEYS.has(givenKey));
}

/** How familiar "middle given" is as a name for this baby (see forGender). */
export function pairFamiliarity(middleKey: string, givenKey: string, gender: Gender): number {
  return forGender(gender, BOY_PAIRS.get(givenKey)?.has(middleKey) ?? false, GIRL_PAIRS.get(givenKey)?.has(middleKey) ?? false);
}

/** The middle names families put before this given name for this baby (both genders when unknown). */
export function attestedMiddlesOf(givenKey: string, gender: Gender): ReadonlySet<string> {
  const boys = gender === "gai" ? undefined : BOY_PAIRS.get(givenKey);
  const girls = gender === "trai" ? undefined : GIRL_PAIRS.get(givenKey);
  if (!boys) return girls ?? new Set();
  if (!girls) return boys;
  return new Set([...boys, ...girls]);
}
