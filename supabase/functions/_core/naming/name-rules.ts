// The hard rules every suggestion obeys, never hints traded against a score (docs/naming.md):
// no place name and no ordinary word read straight in two adjacent syllables (surname included),
// no syllable repeated or nearly repeated (Thùy Thúy, Nguyễn Nguyên, Thường Khánh Tường), no middle or given name that
// is the surname under its other reading (Võ Vũ, Hoàng Huỳnh), and no lineage middle name (Văn, Công …)
// stacked under another middle name, no echo of one sound opening two syllables side by side (Hoài
// Hoàng, Lê Ly), no syllable right after the surname that rhymes with it (Huỳnh Quỳnh, Dương
// Phương, Cấn Tấn Minh), and no Thất (失, "lose") before a word of fortune or virtue (Tôn Thất Đức
// reads "thất đức"). The generator of the pair table applies the rules that do not involve the surname.
import placeData from "./data/place-names.json" with { type: "json" };
import wordData from "./data/ordinary-words.json" with { type: "json" };
import { syllableKey } from "../vietnamese/normalize.ts";
import { soundOf } from "./onset-rhyme.ts";

type RuleBreakKind = "dia-danh" | "tu-thuong" | "lap-am" | "vang-am" | "van-ho" | "trung-ho" | "dem-chong" | "diem-xau";

export interface RuleBreak {
  kind: RuleBreakKind;
  /** The syllables at fault, as written. */
  syllables: readonly string[];
}

const pairKey = (a: string, b: string) => `${syllableKey(a)} ${syllableKey(b)}`;
const keysOf = (list: readonly string[]) =>
  new Set(list.map((text) => pairKey(...(text.split(" ") as [string, string]))));

const ALLOWED_PLACES = keysOf(placeData.allowedAsNames);
const PLACES = new Set([...keysOf(placeData.places)].filter((key) => !ALLOWED_PLACES.has(key)));
const ORDINARY_WORDS = keysOf(wordData.words);

/** Whether two syllables, side by side, read as an ordinary word (Công An, Kỳ Diệu) rather than a name. */
export const isOrdinaryWord = (middleKey: string, givenKey: string): boolean =>
  ORDINARY_WORDS.has(`${middleKey} ${givenKey}`);

/**
 * Whether the middle and given names are also a place families still give as a name (Hải Dương,
 * Thái Bình): allowed, but a reader hears the province first, so the name is a little less its own.
 */
export const isPlaceAllowedAsName = (middleKey: string, givenKey: string): boolean =>
  ALLOWED_PLACE_GIVENS.has(givenKey) && ALLOWED_PLACES.has(`${middleKey} ${givenKey}`);
// Ranking asks for thousands of names: most end with a syllable no allowed place ends with.
const ALLOWED_PLACE_GIVENS = new Set([...ALLOWED_PLACES].map((key) => key.split(" ")[1]!));

/**
 * Middle names that mark lineage or gender rather than meaning (Nguyễn Văn An, Trần Thị Mai, Lê Công
 * Minh): they open the middle part and are never put under another middle name.
 */
export const LINEAGE_MIDDLES: ReadonlySet<string> = new Set(
  ["Văn", "Thị", "Công", "Hữu", "Đình", "Trọng", "Khắc", "Bá"].map(syllableKey),
);

/**
 * Family names a four-syllable name may open with (Nguyễn Trần Bảo Ngọc): usually the mother's
 * surname. They stand for the family, not for what the character means. A parent's own name may
 * open with one; a suggestion only when it is the parents' wished middle name (rank-suggestions.ts).
 */
export const FAMILY_FIRST_MIDDLES: readonly string[] = ["Trần", "Lê", "Nguyễn"];
const FAMILY_FIRST_MIDDLE_KEYS: ReadonlySet<string> = new Set(FAMILY_FIRST_MIDDLES.map(syllableKey));

/** Whether a first middle name of two is a family name put before the given name. */
export const isFamilyFirstMiddle = (key: string): boolean => FAMILY_FIRST_MIDDLE_KEYS.has(key);

/** One surname written two ways, the Southern and the Northern reading of one character. */
const OTHER_READINGS: readonly (readonly string[])[] = [
  ["Võ", "Vũ"],
  ["Hoàng", "Huỳnh"],
  ["Châu", "Chu"],
];
const READING_GROUP = new Map(OTHER_READINGS.flatMap((group, i) => group.map((s) => [syllableKey(s), i] as const)));

/** Two syllables that sound alike but for the tone, or i / y: "Thùy" and "Thúy", "Nguyễn" and "Nguyên". */
const soundOfKey = (key: string) => key.slice(0, key.indexOf(":"));

const sameSurname = (keyA: string, keyB: string) => {
  const group = READING_GROUP.get(keyA);
  return group !== undefined && group === READING_GROUP.get(keyB);
};

/**
 * Onsets one region says alike (ch and tr, s and x in the North; d, gi, r and v in one or the other)
 * or that differ by a breath (t and th), with l and n, which some northern speech merges.
 */
const NEAR_ONSETS = new Map(
  [
    ["ch", "tr"],
    ["s", "x"],
    ["d", "gi", "r", "v"],
    ["t", "th"],
    ["l", "n"],
  ].flatMap((group, i) => group.map((onset) => [onset, i] as const)),
);

/**
 * Two syllables with one rhyme and tone whose onsets are near (Thường and Tường, Trâm and Châm), or
 * with one onset and tone whose rhymes differ only by the rounding glide (Tấn and Tuấn, Hà and Hòa):
 * wherever they stand in a name, one is heard again in the other.
 */
const nearlyRepeats = (a: string, b: string) => {
  const [x, y] = [soundOf(a).onset, soundOf(b).onset];
  if (x === y) return unrounded(a) === unrounded(b);
  if (NEAR_ONSETS.get(x) === undefined || NEAR_ONSETS.get(x) !== NEAR_ONSETS.get(y)) return false;
  return heardRhyme(a) === heardRhyme(b);
};

/** The heard rhyme and tone without the lips' rounding before the vowel (Tuấn → ấn, Hòa → à, Huế → ế). */
function unrounded(syllable: string): string {
  let heard = UNROUNDED.get(syllable);
  if (heard === undefined) {
    heard = heardRhyme(syllable).replace(/^u(?=[aăâeêơ])/u, "");
    UNROUNDED.set(syllable, heard);
  }
  return heard;
}
/** Worked out once per syllable, as the heard rhymes are: every pair of every name ranked asks. */
const UNROUNDED = new Map<string, string>();

/**
 * Whether two syllables side by side open with one sound: the same initial consonant and the same
 * first two letters of the rhyme (Hoài Hoàng, Huỳnh Huy). Read aloud, the second stumbles on the first.
 */
const echoes = (a: string, b: string) => {
  const [x, y] = [soundOf(a), soundOf(b)];
  return x.onset !== "" && x.onset === y.onset && x.rhyme.length > 1 && x.rhyme.slice(0, 2) === y.rhyme.slice(0, 2);
};

/**
 * A two-syllable name whose given name opens with the surname's consonant (Lê Ly, Lê Lộc): with
 * nothing between them, the two syllables read as a tongue-twister rather than as a name.
 */
const alliterates = (surname: readonly string[], middles: readonly string[], given: string) => {
  if (surname.length !== 1 || middles.length > 0) return false;
  const onset = soundOf(surname[0]!).onset;
  return onset !== "" && onset === soundOf(given).onset;
};

/**
 * A rhyme as the ear hears it, with its tone ("uynh huyen") and its glide: qu- carries a u (Quỳnh
 * rhymes with Huỳnh), and oa, oă, oe are written o where qu- writes u (Hoàng rhymes with Quang).
 */
function heardRhyme(syllable: string): string {
  let heard = HEARD_RHYMES.get(syllable);
  if (heard === undefined) {
    const { onset, rhyme, tone } = soundOf(syllable);
    const glided = (onset === "qu" ? `u${rhyme}` : rhyme).replace(/^o(?=[aăe])/u, "u");
    heard = `${glided === "uy" ? "ui" : glided} ${tone}`;
    HEARD_RHYMES.set(syllable, heard);
  }
  return heard;
}
/** Each syllable's rhyme and tone, worked out once: every name of a ranking is checked. */
const HEARD_RHYMES = new Map<string, string>();

/**
 * A syllable right after the surname that rhymes with it, tone and all (Huỳnh Quỳnh, Dương Phương,
 * Cấn Tấn Minh): with nothing between them the name reads as a jingle. A middle name between them, or
 * another tone, breaks it.
 */
const rhymesWithSurname = (surname: readonly string[], next: string) => {
  if (surname.length !== 1) return false;
  return heardRhyme(surname[0]!) === heardRhyme(next);
};

/**
 * Thất (失) means "lose": before these syllables it makes a word of loss (thất đức "immoral", thất
 * tín, thất nghiệp, thất thường), undoes a success (thất thắng, thất đạt, thất lộc, thất tài), or
 * reads as a word of misfortune of the dictionary: thất hòa (discord), thất lạc (gone astray),
 * thất hiếu (unfilial), thất kính (disrespectful), thất ước (a broken promise), thất chí (losing
 * heart), thất thanh (a cry of terror), thất kinh (terrified), thất thời and thất cơ (out of luck),
 * thất sách (a blunder), thất truyền (lost to later generations), thất ý (disappointed), thất thân and
 * thất trinh (a girl's virtue lost). Only syllables a middle or given name can be are listed (thất
 * bại, thất thủ, thất sủng need none). Only a surname brings Thất (Tôn Thất): families never give it
 * as a middle or given name.
 */
const LOSS = syllableKey("Thất");
const GAINS: ReadonlySet<string> = new Set(
  [
    ...["Đức", "Lộc", "Tín", "Lợi", "Thế", "Học", "Nghiệp", "Vọng", "Thu", "Tình", "Thường", "Lễ", "Nghĩa"],
    ...["Thắng", "Đạt", "Thành", "Tài"],
    ...["Hòa", "Lạc", "Hiếu", "Kính", "Ước", "Chí", "Thanh", "Kinh", "Thời", "Cơ", "Sách", "Truyền", "Ý"],
    ...["Thân", "Trinh"],
  ].map(syllableKey),
);

/**
 * The first hard rule a name breaks, or null. `surname` is one or two syllables. `fixedMiddles` is
 * how many of the middle names the family fixed for every suggestion (a wished middle name): what
 * the family fixed, the surname with it, is never the fault, since no name could then be suggested
 * (Gia Cát reads as a word, Hoa Văn as "hoa văn"); only what the name adds to it is judged. Each
 * syllable's key is read once: the ranking checks many names per report.
 */
export function findRuleBreak(
  surname: readonly string[],
  middles: readonly string[],
  given: string,
  fixedMiddles = 0,
): RuleBreak | null {
  const all = [...surname, ...middles, given];
  const keys = all.map(syllableKey);
  const sounds = keys.map(soundOfKey);
  /** Syllables before this index are the family's: a pair wholly among them is not judged. */
  const fixed = surname.length + fixedMiddles;
  for (let i = 0; i < all.length; i++) {
    for (let j = Math.max(i + 1, fixed); j < all.length; j++) {
      if (sounds[i] === sounds[j] || nearlyRepeats(all[i]!, all[j]!))
        return { kind: "lap-am", syllables: [all[i]!, all[j]!] };
    }
  }
  // The surname under its other reading, as a middle or as the given name (Võ Vũ, Võ Anh Vũ): one
  // character twice, the name echoes the family's.
  for (let p = fixed; p < all.length; p++) {
    const twin = surname.findIndex((_, s) => sameSurname(keys[s]!, keys[p]!));
    if (twin >= 0) return { kind: "trung-ho", syllables: [surname[twin]!, all[p]!] };
  }
  for (let i = Math.max(0, fixed - 1); i + 1 < all.length; i++) {
    const [a, b] = [all[i]!, all[i + 1]!];
    const key = `${keys[i]} ${keys[i + 1]}`;
    if (PLACES.has(key)) return { kind: "dia-danh", syllables: [a, b] };
    if (ORDINARY_WORDS.has(key)) return { kind: "tu-thuong", syllables: [a, b] };
  }
  // Thất turns the syllable right after it into a loss, a middle name (Tôn Thất Đức Mạnh) as much
  // as a given name.
  const next = surname.length;
  if (fixedMiddles === 0 && keys[next - 1] === LOSS && GAINS.has(keys[next]!))
    return { kind: "diem-xau", syllables: [all[next - 1]!, all[next]!] };
  // The echo never judges the surname with a middle name: the family may have chosen that middle
  // name, and a rule on a pair they fixed would leave no name to suggest (Hoàng Hoài An).
  for (let i = surname.length; i + 1 < all.length; i++) {
    if (echoes(all[i]!, all[i + 1]!)) return { kind: "vang-am", syllables: [all[i]!, all[i + 1]!] };
  }
  if (alliterates(surname, middles, given)) return { kind: "vang-am", syllables: [surname[0]!, given] };
  // The syllable right after the surname: the given name of a two-syllable name, or a first middle
  // name the family did not fix (Cấn Tấn Minh Quân reads "Cấn Tấn" as a jingle before the name).
  const afterSurname = middles.length === 0 ? given : fixedMiddles === 0 ? middles[0]! : null;
  if (afterSurname !== null && rhymesWithSurname(surname, afterSurname))
    return { kind: "van-ho", syllables: [surname[0]!, afterSurname] };
  const stacked = middles.findIndex((_, m) => m > 0 && LINEAGE_MIDDLES.has(keys[surname.length + m]!));
  if (stacked >= 0) return { kind: "dem-chong", syllables: [middles[0]!, middles[stacked]!] };
  return null;
}

/** The reason a rule excludes a name, in Vietnamese, for a parent's own candidate or a test message. */
export function describeRuleBreak({ kind, syllables }: RuleBreak): string {
  const text = syllables.join(" ");
  switch (kind) {
    case "dia-danh":
      return `“${text}” là tên một địa danh.`;
    case "tu-thuong":
      return `“${text}” đọc liền thành một từ thông thường, không giống tên người.`;
    case "lap-am":
      return `“${syllables[0]}” và “${syllables[1]}” lặp âm, đọc lên trùng nhau.`;
    case "vang-am":
      return `“${syllables[0]}” và “${syllables[1]}” mở đầu bằng cùng một âm, đọc liền nghe vấp.`;
    case "van-ho":
      return `“${syllables[1]}” vần với họ “${syllables[0]}”, đọc liền nghe như câu vè.`;
    case "diem-xau":
      return `“${text}” đọc như “mất ${syllables[1]!.toLowerCase()}”: chữ “${syllables[0]}” nghĩa là mất.`;
    case "trung-ho":
      return `“${syllables[1]}” chính là họ “${syllables[0]}” đọc theo cách khác: tên nhắc lại họ.`;
    case "dem-chong":
      return `Tên đệm “${syllables[1]}” không đứng sau một tên đệm khác.`;
  }
}
