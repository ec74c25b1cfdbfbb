// Vietnamese text rules shared by the form schema, the naming engine and its data tests.
// Pure string functions (no Intl, no I/O) so the browser, Deno and Vitest agree byte for byte.
//
// Vietnamese letters carry two kinds of marks. Vowel-quality marks make a different letter
// (â ă ê ô ơ ư, and đ); the tone mark (one of five) rides on one vowel of the syllable. Two
// spellings of the same syllable differ only in where that tone mark sits ("hoà" / "hòa"), or in
// i / y after a consonant ("lý" / "lí"), so comparisons go through `syllableKey`.

export const TONES = ["ngang", "huyen", "sac", "hoi", "nga", "nang"] as const;
/** The six tones: ngang (no mark), huyền `, sắc ´, hỏi ̉, ngã ~, nặng ̣. */
export type Tone = (typeof TONES)[number];

/** The combining mark NFD writes for each marked tone. */
const MARK_OF_TONE: Readonly<Record<Exclude<Tone, "ngang">, string>> = {
  huyen: "\u0300",
  sac: "\u0301",
  hoi: "\u0309",
  nga: "\u0303",
  nang: "\u0323",
};
const TONE_OF_MARK = new Map(Object.entries(MARK_OF_TONE).map(([tone, mark]) => [mark, tone as Tone]));
const TONE_MARK_PATTERN = /[\u0300\u0301\u0309\u0303\u0323]/g;

/** Map Ð (U+00D0, Icelandic eth) and ð to Đ / đ: some name lists type the look-alike. */
export function fixEth(s: string): string {
  return s.replace(/\u00D0/g, "\u0110").replace(/\u00F0/g, "\u0111");
}

/** NFC, eth fixed, trimmed, runs of whitespace collapsed to one space, lower case. */
export function normalizeText(s: string): string {
  return fixEth(s).normalize("NFC").trim().replace(/\s+/gu, " ").toLowerCase();
}

/** Remove every diacritic and map đ→d, Đ→D: "Nguyễn Đức" → "Nguyen Duc" (accent-insensitive matching). */
export function foldAccents(s: string): string {
  const known = FOLD_CACHE.get(s);
  if (known !== undefined) return known;
  const folded = fixEth(s)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .normalize("NFC");
  // The name pages' build folds the keys of the same few thousand syllables millions of times.
  if (FOLD_CACHE.size >= KEY_CACHE_LIMIT) FOLD_CACHE.clear();
  FOLD_CACHE.set(s, folded);
  return folded;
}

const FOLD_CACHE = new Map<string, string>();

/** The tone of one syllable; "ngang" when it carries no tone mark. With several marks, the first wins. */
export function toneOf(syllable: string): Tone {
  const known = TONE_CACHE.get(syllable);
  if (known !== undefined) return known;
  const mark = syllable.normalize("NFD").match(TONE_MARK_PATTERN)?.[0];
  const tone = (mark && TONE_OF_MARK.get(mark)) || "ngang";
  if (TONE_CACHE.size >= KEY_CACHE_LIMIT) TONE_CACHE.clear();
  TONE_CACHE.set(syllable, tone);
  return tone;
}

const TONE_CACHE = new Map<string, Tone>();

/** Remove the tone mark only, keeping â ă ê ô ơ ư đ: "Nguyễn" → "Nguyên". Result in NFC. */
export function stripTone(s: string): string {
  return s.normalize("NFD").replace(TONE_MARK_PATTERN, "").normalize("NFC");
}

const VOWELS = "aăâeêioôơuưy";
const QUALITY_VOWELS = "ăâêôơư";

/**
 * Index, in a lower-case toneless NFC syllable, of the vowel that carries the tone.
 * `openPairOnSecond` chooses between the two living conventions for an open oa / oe / uy:
 * false → "hòa, thủy, khỏe" (what names and today's keyboards mostly use), true → "hoà, thuỷ, khoẻ".
 */
function toneVowelIndex(bare: string, openPairOnSecond: boolean): number {
  // "qu" and "gi" are onsets: their u / i is not part of the rhyme ("quý", "giữ")...
  let start = 0;
  if (bare.startsWith("qu")) start = 2;
  else if (bare.startsWith("gi") && [...VOWELS].some((v) => bare.slice(2).includes(v))) start = 2;
  // ...except that "gì", "gìn" have no other vowel, so the i of gi is the nucleus.
  else if (bare.startsWith("gi")) start = 1;
  let first = start;
  while (first < bare.length && !VOWELS.includes(bare[first]!)) first++;
  let end = first;
  while (end < bare.length && VOWELS.includes(bare[end]!)) end++;
  if (first >= bare.length) return -1;
  const cluster = bare.slice(first, end);
  const hasCoda = end < bare.length;
  // A vowel with a quality mark takes the tone (the last one in ươ / uơ: "người", "thuở").
  for (let i = cluster.length - 1; i >= 0; i--) if (QUALITY_VOWELS.includes(cluster[i]!)) return first + i;
  if (cluster.length >= 3) return first + 1; // oai, oay, uya, uyu, oeo: "ngoài", "khuỷu"
  if (cluster.length === 2) {
    if (hasCoda) return first + 1; // "hoàn", "toán", "khuynh"
    const pairOnSecond = openPairOnSecond && ["oa", "oe", "uy"].includes(cluster);
    return pairOnSecond ? first + 1 : first;
  }
  return first;
}

function placeTone(syllable: string, openPairOnSecond: boolean): string {
  const tone = toneOf(syllable);
  const bare = stripTone(syllable);
  if (tone === "ngang") return bare;
  const lower = bare.toLowerCase();
  const at = toneVowelIndex(lower, openPairOnSecond);
  if (at < 0) return syllable.normalize("NFC");
  // NFC keeps one code unit per Vietnamese letter, so the index found on the lower-case form holds.
  return (bare.slice(0, at + 1) + MARK_OF_TONE[tone] + bare.slice(at + 1)).normalize("NFC");
}

/**
 * The syllable with its tone mark where names are stored: "hoà" → "hòa", "thuỷ" → "thủy",
 * "khoẻ" → "khỏe", "uý" → "úy"; already-placed syllables are returned unchanged (NFC). Case is kept.
 */
export function placeToneModern(syllable: string): string {
  return placeTone(syllable, false);
}

/** The other convention, "hoà", "thuỷ", "khoẻ" (as in Unihan and the hunspell word list). */
export function placeToneOnSecond(syllable: string): string {
  return placeTone(syllable, true);
}

/**
 * A comparison key equal for every spelling of one syllable: case, tone placement ("hoà" / "hòa")
 * and the lone i / y after a consonant ("lý" / "lí", "quý" / "quí", "kỳ" / "kì") do not matter,
 * while "thuỷ" (rhyme uy) and "thui" (rhyme ui) stay apart. E.g. "Thủy" → "thuy:hoi".
 */
export function syllableKey(s: string): string {
  const known = KEY_CACHE.get(s);
  if (known !== undefined) return known;
  const text = normalizeText(s);
  const bare = stripTone(text).replace(/^(qu|[bcdđghklmnprstvx]+)y([ptcmn]?)$/u, "$1i$2");
  const key = `${bare}:${toneOf(text)}`;
  // The engine asks for the keys of the same few thousand syllables hundreds of thousands of times
  // per report; a bounded cache keeps that cheap without letting arbitrary text grow it forever.
  if (KEY_CACHE.size >= KEY_CACHE_LIMIT) KEY_CACHE.clear();
  KEY_CACHE.set(s, key);
  return key;
}

const KEY_CACHE = new Map<string, string>();
const KEY_CACHE_LIMIT = 20_000;

/** Capitalise each syllable, the rest lower case, whitespace collapsed, NFC: "tôn  nữ" → "Tôn Nữ". */
export function titleCase(s: string): string {
  return normalizeText(s)
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The stored form of a name: title case, NFC, tones in the placement names use ("hoà  bình" → "Hòa Bình"). */
export function formatName(s: string): string {
  return titleCase(normalizeText(s).split(" ").map(placeToneModern).join(" "));
}
