// The table of real two-syllable given names (data/name-pairs.json, made by
// scripts/naming-data/build-name-pairs.ts), indexed once per isolate: which pairs a baby of a given
// gender may get, which syllables end a real name, and the chữ Hán and meaning chosen for a pair.
import pairData from "./data/name-pairs.json" with { type: "json" };
import { syllableKey } from "../vietnamese/normalize.ts";
import type { Gender, GenderLean, NameLean } from "./types.ts";

export interface NamePair {
  middle: string;
  given: string;
  middleKey: string;
  givenKey: string;
  gender: GenderLean;
  /** The chữ Hán of the pair (垂楊 for Thùy Dương), or null when a syllable is pure Vietnamese. */
  hanTu: string | null;
  /** A meaning written for this pair, or null when it is composed from the syllables. */
  meaning: string | null;
  /** How many people of the UIT sample bear the pair as the end of their name. */
  seen: number;
  /** Its place in NAME_PAIRS, by which what is worked out per pair is kept (name-facts.ts, pair-writing.ts). */
  index: number;
}

type Row = [string, GenderLean, string | null, string | null, string, number];

/** Every pair of the table, each gender. */
export const NAME_PAIRS: readonly NamePair[] = (pairData.pairs as Row[]).map(
  ([pair, gender, hanTu, meaning, , seen], index) => {
    const [middle, given] = pair.split(" ") as [string, string];
    return {
      middle,
      given,
      middleKey: syllableKey(middle),
      givenKey: syllableKey(given),
      gender,
      hanTu,
      meaning,
      seen,
      index,
    };
  },
);

/**
 * Two-level maps (first key, then second) for what ranking looks up millions of times per panel:
 * no key string is built for each look-up. A later entry under the same keys wins, as in one Map.
 */
const byTwoKeys = <T>(entries: Iterable<readonly [string, string, T]>): Map<string, Map<string, T>> => {
  const outer = new Map<string, Map<string, T>>();
  for (const [first, second, value] of entries) {
    const inner = outer.get(first) ?? new Map<string, T>();
    inner.set(second, value);
    outer.set(first, inner);
  }
  return outer;
};

const BY_KEYS = byTwoKeys(NAME_PAIRS.map((p) => [p.middleKey, p.givenKey, p] as const));
const pairOf = (middleKey: string, givenKey: string): NamePair | undefined => BY_KEYS.get(middleKey)?.get(givenKey);

/**
 * Who a pair suits: a boy's pair or a pair for both for a boy; with the gender unknown, every pair,
 * since such a report mixes boys', girls' and both-gender names, each labelled (docs/naming.md).
 */
const suitsGender = (lean: GenderLean, gender: Gender): boolean =>
  gender === "chua-biet" ||
  lean === "cả hai" ||
  (gender === "trai" && lean === "nam") ||
  (gender === "gai" && lean === "nữ");

const FOR_GENDER = new Map<Gender, readonly NamePair[]>(
  (["trai", "gai", "chua-biet"] as const).map((g) => [g, NAME_PAIRS.filter((p) => suitsGender(p.gender, g))]),
);

/** The pairs families give to a baby of this gender. */
export const pairsFor = (gender: Gender): readonly NamePair[] => FOR_GENDER.get(gender)!;

/**
 * The middle names a family puts before any given name of one gender, as the lineage marks it
 * (Nguyễn Văn Hùng, Trần Thị Lan): the lists record few such pairs, because the middle name says
 * nothing of the given one, so a lineage middle with a syllable that ends that gender's real names
 * is a real name too.
 */
const LINEAGE_LEAN = new Map<string, "trai" | "gai">(
  (
    [
      ["Văn", "trai"],
      ["Công", "trai"],
      ["Hữu", "trai"],
      ["Đình", "trai"],
      ["Thị", "gai"],
    ] as const
  ).map(([middle, lean]) => [syllableKey(middle), lean]),
);

/** The gender a lineage middle name marks (Văn a boy, Thị a girl), or null for any other middle name. */
export const lineageLean = (middleKey: string): "trai" | "gai" | null => LINEAGE_LEAN.get(middleKey) ?? null;

/** Whether "middle given" is a lineage middle name before a real given name of its gender, for this baby. */
export function lineageAttests(middleKey: string, givenKey: string, gender: Gender): boolean {
  const lean = LINEAGE_LEAN.get(middleKey);
  return lean !== undefined && (gender === lean || gender === "chua-biet") && endsRealName(givenKey, lean);
}

/** The pair "middle given" when families give it to a baby of this gender, else null. */
export function attestedPair(middleKey: string, givenKey: string, gender: Gender): NamePair | null {
  const pair = pairOf(middleKey, givenKey);
  return pair && suitsGender(pair.gender, gender) ? pair : null;
}

/** Who families give the pair "middle given" to, whatever the baby's gender; null for an unknown pair. */
export function pairLean(middleKey: string, givenKey: string): GenderLean | null {
  return pairOf(middleKey, givenKey)?.gender ?? null;
}

const ENDINGS = new Map<Gender, ReadonlySet<string>>(
  (["trai", "gai", "chua-biet"] as const).map((g) => [g, new Set(pairsFor(g).map((p) => p.givenKey))]),
);

/** Whether real names for this gender end with the syllable: the only syllables a name may end with. */
export const endsRealName = (givenKey: string, gender: Gender): boolean => ENDINGS.get(gender)!.has(givenKey);

/** Whether real names of boys and of girls alike end with the syllable (Anh, Linh, Giang). */
export const endsNamesOfBoth = (givenKey: string): boolean =>
  ENDINGS.get("trai")!.has(givenKey) && ENDINGS.get("gai")!.has(givenKey);

const countBy = (keys: string[]) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
const ENDING_COUNTS = countBy(NAME_PAIRS.map((p) => p.givenKey));

/** How many real pairs a syllable must end before a new combination may end with it. */
const NEW_COMBINATION_ENDINGS = 3;

/**
 * Whether a new combination may end with the syllable: only one that ends several real names (Duy,
 * Khoa, Tuấn), never one that ends a name or two and otherwise reads as a word (Luận, Thuyết, Luật:
 * "argument", "theory", "law" to readers who met Kim Luận, Kim Thuyết, Kim Luật).
 */
export const endsManyNames = (givenKey: string): boolean =>
  (ENDING_COUNTS.get(givenKey) ?? 0) >= NEW_COMBINATION_ENDINGS;
const OPENING_COUNTS = countBy(NAME_PAIRS.map((p) => p.middleKey));

/**
 * The UIT sample is an IT forum, mostly men: a girls' pair borne by one of its people is about as
 * telling as a boys' pair borne by four (the table's girls' pairs are seen a quarter as often).
 */
const SEEN_WEIGHT: Record<GenderLean, number> = { nam: 1, nữ: 4, "cả hai": 2 };
/** Weighted bearers at which a pair is as common as it gets. */
const SEEN_FULL = 8;

/**
 * 0–1: how common the pair itself is, from how many people of the UIT sample bear it (weighted
 * for the sample's few women, on a log scale; `known`: the pair itself when the caller holds it): Tuấn Anh or Minh Trí are sure; a pair nobody bears
 * (Tuyết Tâm, Thục Đào) rests on its syllables alone.
 */
function pairFrequency(middleKey: string, givenKey: string, known?: NamePair | null): number {
  const pair = known ?? pairOf(middleKey, givenKey);
  if (!pair || pair.seen === 0) return 0;
  return Math.min(1, Math.log2(1 + pair.seen * SEEN_WEIGHT[pair.gender]) / Math.log2(1 + SEEN_FULL));
}

/**
 * 0–1: how common a name is as real names, read from the table: first how many people bear the
 * pair (pairFrequency), then its syllables: a given name that ends many real pairs (Anh, Linh, Khôi)
 * and a middle name that opens many (Minh, Ngọc, Gia) are what families choose most; Thạc or San
 * end one or two. Null middle: a two-syllable name, read from its syllable alone.
 */
export function commonness(middleKey: string | null, givenKey: string, pair?: NamePair | null): number {
  const ends = Math.min(1, (ENDING_COUNTS.get(givenKey) ?? 0) / 10);
  if (middleKey === null) return ends;
  const opens = Math.min(1, (OPENING_COUNTS.get(middleKey) ?? 0) / 15);
  return 0.6 * pairFrequency(middleKey, givenKey, pair) + 0.4 * (0.6 * ends + 0.4 * opens);
}

const TWO_PART_MIDDLES = byTwoKeys(
  (pairData.twoPartMiddles as [string, number][]).map(([text, count]) => {
    const [first, second] = text.split(" ").map(syllableKey) as [string, string];
    return [first, second, count] as const;
  }),
);

/**
 * 0–1: how surely people bear the two-part middle name "first second" (Thị Thu, Ngọc Bảo, Hoàng
 * Gia), from the UIT sample: borne by five people or more is as sure as it gets; never seen, 0.
 */
export function twoPartMiddleCommonness(firstKey: string, secondKey: string): number {
  return Math.min(1, (TWO_PART_MIDDLES.get(firstKey)?.get(secondKey) ?? 0) / 5);
}

/** Each second middle name's first middle names in the two-part middle names people bear (Minh: Ngọc, Đức …). */
const OPENERS = new Map<string, { key: string; bearers: number }[]>();
for (const [text, bearers] of pairData.twoPartMiddles as [string, number][]) {
  const [first, second] = text.split(" ") as [string, string];
  const list = OPENERS.get(syllableKey(second)) ?? [];
  list.push({ key: syllableKey(first), bearers });
  OPENERS.set(syllableKey(second), list);
}

/**
 * The first middle names people really put before `secondKey` (Ngọc Minh, Đức Minh), from the UIT
 * sample, with how many of its people bear each two-part middle name.
 */
export const twoPartOpeners = (secondKey: string): readonly { key: string; bearers: number }[] =>
  OPENERS.get(secondKey) ?? [];

const AS_NAME_LEAN: Record<GenderLean, NameLean> = { nam: "trai", nữ: "gai", "cả hai": "ca-hai" };

const BOYS_ENDING = countBy(pairsFor("trai").map((p) => p.givenKey));
const GIRLS_ENDING = countBy(pairsFor("gai").map((p) => p.givenKey));
/** How many more real names of one gender a syllable must end to lean that way when it stands alone. */
const ALONE_LEAN_RATIO = 1.5;

/**
 * Whom families give a one-syllable given name to, as they use the syllable alone: the gender
 * whose real names it ends clearly more often (Hải ends 15 boys' pairs and 1 girls', Hạnh 2 and
 * 15), else both (An, Giang); null when no real name ends with it.
 */
export function leanAlone(givenKey: string): NameLean | null {
  return leanOfCounts(BOYS_ENDING.get(givenKey) ?? 0, GIRLS_ENDING.get(givenKey) ?? 0);
}

const leanOfCounts = (boys: number, girls: number): NameLean | null => {
  if (boys === 0 && girls === 0) return null;
  return boys >= ALONE_LEAN_RATIO * girls ? "trai" : girls >= ALONE_LEAN_RATIO * boys ? "gai" : "ca-hai";
};

const BOYS_OPENING = countBy(pairsFor("trai").map((p) => p.middleKey));
const GIRLS_OPENING = countBy(pairsFor("gai").map((p) => p.middleKey));

/**
 * Whom families give the names a middle name opens to, as its real pairs say: Ngọc opens 53 girls'
 * pairs and 29 boys', so a name that opens with it is heard as a girl's even when the rest is for
 * both (readers heard Ngọc Thanh Bình as a girl's name); Minh, Xuân, Bảo open both alike. Null when
 * it opens no real pair.
 */
export function leanOpening(middleKey: string): NameLean | null {
  return leanOfCounts(BOYS_OPENING.get(middleKey) ?? 0, GIRLS_OPENING.get(middleKey) ?? 0);
}

/** People of the sample bearing a boys' or a girls' pair that ends with the syllable, weighted as in SEEN_WEIGHT. */
const BEARERS = NAME_PAIRS.reduce((m, p) => {
  if (p.gender === "cả hai") return m;
  const [boys, girls] = m.get(p.givenKey) ?? [0, 0];
  const weighted = p.seen * SEEN_WEIGHT[p.gender];
  return m.set(p.givenKey, p.gender === "nam" ? [boys + weighted, girls] : [boys, girls + weighted]);
}, new Map<string, [number, number]>());

/**
 * The gender a given name alone is clearly heard as, as people call a child by it ("Phương ơi"):
 * the real names ending with it lean that way (leanAlone) and so do the people who bear them. Phương,
 * Linh, Hà, Thanh and Ngọc are a girl's, Minh and Nguyên a boy's; Anh ends more girls' pairs but is
 * borne by as many boys (Tuấn Anh, Việt Anh), so it is neither. Null when it is not clearly either.
 */
export function clearLeanAlone(givenKey: string): "trai" | "gai" | null {
  const lean = leanAlone(givenKey);
  if (lean !== "trai" && lean !== "gai") return null;
  const [boys, girls] = BEARERS.get(givenKey) ?? [0, 0];
  if (boys === 0 && girls === 0) return null;
  const borne = boys >= ALONE_LEAN_RATIO * girls ? "trai" : girls >= ALONE_LEAN_RATIO * boys ? "gai" : null;
  return borne === lean ? lean : null;
}

/**
 * Whom families give a whole given name to, as its label says: Thị opening two middle names makes
 * it a girl's (Thị Minh An, whatever Minh An alone is), else its last two syllables say
 * (leanOfName). `middleKeys` are the middle names' keys, first to last. The shortlist reads the
 * last two syllables only: Thị opens names only in a girl's report or where the parents wished it.
 */
export function leanOfGivenName(middleKeys: readonly string[], givenKey: string): NameLean | null {
  if (middleKeys.length > 1 && lineageLean(middleKeys[0]!) === "gai") return "gai";
  return leanOfName(middleKeys.at(-1) ?? null, givenKey);
}

/**
 * Whom families give a name to: its pair's list (Bảo Anh of Ngọc Bảo Anh), a lineage middle name's
 * gender, else how families use the given name alone (leanAlone: a one-syllable given name, or a
 * new combination such as Anh Phương, read by its Phương); null where the table knows neither.
 */
export function leanOfName(middleKey: string | null, givenKey: string): NameLean | null {
  if (middleKey !== null) {
    const lean = pairLean(middleKey, givenKey);
    if (lean) return AS_NAME_LEAN[lean];
    const lineage = LINEAGE_LEAN.get(middleKey);
    if (lineage && endsRealName(givenKey, lineage)) return lineage;
  }
  return leanAlone(givenKey);
}
