// The meaning of a whole name, about this pair of syllables rather than a template of themes: a
// meaning written for the pair when the table has one (Thùy Dương: the weeping willow), else one
// composed from what each syllable says. Lineage middle names (Văn, Thị, Công …) get no invented
// meaning. Every sentence carries the given name's own words, and a report never repeats a given
// name, so no two suggestions of a report share a sentence.
import type { NamePair } from "./name-pairs.ts";
import { isFamilyFirstMiddle, LINEAGE_MIDDLES } from "./name-rules.ts";
import type { SyllableInfo } from "./prepared-data-set.ts";

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/u)[0]!.replace(/[.;]\s*$/u, "");
const restOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/u)
    .slice(1)
    .join(" ");

/** What a syllable stands for, as a phrase: "Ái là tình yêu thương. …" → "tình yêu thương". */
function gloss(info: SyllableInfo): string | null {
  if (!info.meaning) return null;
  const sentence = firstSentence(info.meaning).split(";")[0]!.trim();
  const prefix = `${info.syllable} là `;
  const phrase = sentence.startsWith(prefix) ? sentence.slice(prefix.length) : sentence;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** A stable small number from a text, to vary the wording without randomness. */
function pick(text: string, count: number): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % count;
}

/**
 * A name whose given name we cannot explain (only a parent's own name can be one): said plainly,
 * without praise, since the same name may be one the report advises against.
 */
const unexplained = (name: string, given: SyllableInfo) =>
  `Chúng tôi chưa có ý nghĩa của chữ “${given.syllable}” nên chưa giải nghĩa được tên “${name}”.`;

/** The meaning of "middle given" composed from the two syllables. */
function composedMeaning(middle: SyllableInfo | undefined, given: SyllableInfo): string {
  const g = gloss(given);
  const wish = given.meaning ? restOf(given.meaning) : "";
  const tail = wish ? ` ${wish}` : "";
  if (!middle) return given.meaning ?? unexplained(given.syllable, given);
  const pair = `${middle.syllable} ${given.syllable}`;
  if (!g) return unexplained(pair, given);
  const m = LINEAGE_MIDDLES.has(middle.key) ? null : gloss(middle);
  if (!m) return `${pair}: ${middle.syllable} là tên đệm truyền thống, còn ${given.syllable} là ${g}.${tail}`;
  switch (pick(pair, 3)) {
    case 0:
      return `${pair} ghép hai ý: ${middle.syllable} là ${m}, ${given.syllable} là ${g}.${tail}`;
    case 1:
      return `Trong tên ${pair}, ${middle.syllable} là ${m}, còn ${given.syllable} là ${g}.${tail}`;
    default:
      // The middle name's gloss in brackets: a gloss that is itself a list ("ghi khắc, ghi nhớ")
      // would otherwise run into the sentence.
      return `${given.syllable} là ${g}; đứng cùng ${middle.syllable} (${m}), thành cái tên ${pair}.${tail}`;
  }
}

/**
 * The phrase a first middle name of two adds ("Ngọc Bảo Anh"); for a family name (Nguyễn Trần Bảo
 * Ngọc) what it stands for, never the character's own meaning; null for Thị and the other lineage names.
 */
function firstMiddlePhrase(first: SyllableInfo): string | null {
  if (isFamilyFirstMiddle(first.key))
    return `chữ ${first.syllable} đứng trước là một họ trong gia đình, thường là họ mẹ, ghép vào tên con`;
  if (LINEAGE_MIDDLES.has(first.key)) return null;
  const m = gloss(first);
  return m ? `chữ ${first.syllable} đứng trước thêm ý ${m}` : null;
}

/**
 * The whole name's meaning. `middles` are zero, one or two syllables; `pair` is the table's entry
 * for the last middle name and the given name when families give them together.
 */
export function wholeNameMeaning(given: SyllableInfo, middles: readonly SyllableInfo[], pair: NamePair | null): string {
  const last = middles.at(-1);
  const base = pair?.meaning ?? composedMeaning(last, given);
  const first = middles.length === 2 ? firstMiddlePhrase(middles[0]!) : null;
  if (!first) return base;
  // Joined into the first sentence, which already names the pair, so the phrase repeats nowhere
  // alone; after a semicolon, since that sentence has commas of its own ("…nói cười vui tai; chữ
  // Hoàng đứng trước thêm ý rực rỡ").
  const [head, ...rest] = base.split(/(?<=[.!?])\s+/u);
  return [`${head!.replace(/[.!?]$/u, "")}; ${first}.`, ...rest].join(" ");
}

/** Every syllable's meaning, one after another, for the paid report. */
export function meaningDetail(given: SyllableInfo, middles: readonly SyllableInfo[]): string {
  return [...middles, given]
    .filter((s) => s.meaning)
    .map((s) => `${s.syllable}${s.hanTu ? ` (${s.hanTu})` : ""}: ${s.meaning}`)
    .join(" ");
}
