// Nói lái: Vietnamese listeners play with a name by swapping the parts of two syllables, and a name
// whose swap says something crude or unlucky follows a child through school. Two swaps are common:
// - đổi âm đầu (rhyme and tone travel together): "bí mật" → "bật mí";
// - đổi vần, giữ thanh (the rhymes swap, each tone stays in its place): "Hà Hạnh" → "Hành Hạ".
// Both are tried on every adjacent pair of a name and on the surname with the given name.
import { HEARD_AS, NOI_LAI_PHRASES, type NoiLaiKind } from "./data/noi-lai-phrases.ts";
import { keyOf, soundIds, soundKey, soundOf, spell, type SoundIds, type SyllableSound } from "./onset-rhyme.ts";
import { titleCase } from "../vietnamese/normalize.ts";

type NoiLaiRule = "doi-am-dau" | "doi-van-giu-thanh";
const NOI_LAI_RULES: readonly NoiLaiRule[] = ["doi-am-dau", "doi-van-giu-thanh"];

export interface NoiLaiHit {
  pair: [string, string];
  /** The spoonerism as it is heard, e.g. "Hành Hạ". */
  result: string;
  /** The curated phrase it matched. */
  phrase: string;
  kind: NoiLaiKind;
  /** Heard as the phrase, all but the same sound (Võ Ân, "vô ân"), rather than said by it. */
  heardAs?: true;
}

// Syllables repeat across thousands of candidate names, so each is split once.
const sounds = new Map<string, { sound: SyllableSound; ids: SoundIds }>();
function cachedSound(syllable: string): { sound: SyllableSound; ids: SoundIds } {
  let cached = sounds.get(syllable);
  if (!cached) {
    const sound = soundOf(syllable);
    cached = { sound, ids: soundIds(sound) };
    sounds.set(syllable, cached);
  }
  return cached;
}

function swap<T extends SyllableSound | SoundIds>(a: T, b: T, rule: NoiLaiRule): [T, T] {
  const keepTones = rule === "doi-van-giu-thanh";
  return [
    { ...a, rhyme: b.rhyme, tone: keepTones ? a.tone : b.tone },
    { ...b, rhyme: a.rhyme, tone: keepTones ? b.tone : a.tone },
  ];
}

/** The spoonerism of two syllables under one rule, correctly spelled: ("Hà", "Hạnh") → "Hành Hạ". */
export function spoonerise(a: string, b: string, rule: NoiLaiRule): string {
  const [x, y] = swap(cachedSound(a).sound, cachedSound(b).sound, rule);
  return titleCase(`${spell(x)} ${spell(y)}`);
}

// A pair key fits in a double exactly: sound keys stay below 2^24.
const PAIR = 2 ** 24;
const PHRASES = (() => {
  const index = new Map<number, { phrase: string; kind: NoiLaiKind }>();
  for (const entry of NOI_LAI_PHRASES) {
    const [first, second] = entry.phrase.split(" ").map((s) => soundKey(soundOf(s)));
    if (second === undefined) {
      index.set(-1 - first!, entry);
    } else {
      index.set(first! * PAIR + second, entry);
      index.set(second * PAIR + first!, entry);
    }
  }
  return index;
})();

/** The pairs heard as a phrase, in the order written (Võ Ân; Ân Võ is heard as nothing). */
const HEARD = new Map(
  HEARD_AS.map(({ written, phrase, kind }) => {
    const [first, second] = written.split(" ").map((s) => soundKey(soundOf(s)));
    return [first! * PAIR + second!, { phrase, kind, heardAs: true as const }];
  }),
);

/** The first crude or unlucky phrase a nói lái of `a` and `b` produces, or null. */
export function findNoiLai(a: string, b: string): NoiLaiHit | null {
  const sa = cachedSound(a).ids;
  const sb = cachedSound(b).ids;
  for (const rule of NOI_LAI_RULES) {
    const keepTones = rule === "doi-van-giu-thanh";
    const kx = keyOf(sa.onset, sb.rhyme, keepTones ? sa.tone : sb.tone);
    const ky = keyOf(sb.onset, sa.rhyme, keepTones ? sb.tone : sa.tone);
    const entry = PHRASES.get(kx * PAIR + ky) ?? PHRASES.get(-1 - kx) ?? PHRASES.get(-1 - ky);
    if (entry) return { pair: [a, b], result: spoonerise(a, b, rule), ...entry };
  }
  return null;
}

/**
 * The pairs of a full name that listeners swap: every adjacent pair except those inside the first
 * `fixedLength` syllables, which the family fixed and cannot change (a two-syllable surname, a wished
 * middle name after it), and the surname's first syllable with the given name. Indices into the
 * name's syllables.
 */
export function noiLaiPairs(syllableCount: number, fixedLength: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = Math.max(0, fixedLength - 1); i + 1 < syllableCount; i++) pairs.push([i, i + 1]);
  const last = syllableCount - 1;
  if (last > 1 && !pairs.some(([i, j]) => i === 0 && j === last)) pairs.push([0, last]);
  return pairs;
}

/** The first crude or unlucky nói lái in a full name, or null. */
export function findNoiLaiInName(syllables: readonly string[], fixedLength: number): NoiLaiHit | null {
  for (const [i, j] of noiLaiPairs(syllables.length, fixedLength)) {
    const hit = findNoiLai(syllables[i]!, syllables[j]!);
    if (hit) return hit;
  }
  return null;
}

/**
 * The first pair of a full name that, read as it stands, is itself a crude or unlucky phrase of the
 * same curated list ("Linh Tinh" reads "linh tinh", nonsense): the pairs listeners swap, so also
 * the surname with the given name, as a name is shortened at school or in print (Ung Minh Anh Thư
 * is "Ung Thư", cancer), and two syllables side by side that sound all but the same as such a
 * phrase (Võ Ân, "vô ân"). The first `fixedLength` syllables (the surname, a wished middle name) are not checked
 * against each other: the family fixed them.
 */
export function findPhraseInName(syllables: readonly string[], fixedLength: number): NoiLaiHit | null {
  for (const [i, j] of noiLaiPairs(syllables.length, fixedLength)) {
    const a = syllables[i]!;
    const b = syllables[j]!;
    const sa = cachedSound(a).ids;
    const sb = cachedSound(b).ids;
    const key = keyOf(sa.onset, sa.rhyme, sa.tone) * PAIR + keyOf(sb.onset, sb.rhyme, sb.tone);
    const entry = PHRASES.get(key) ?? (j === i + 1 ? HEARD.get(key) : undefined);
    if (entry) return { pair: [a, b], result: `${a} ${b}`, ...entry };
  }
  return null;
}
