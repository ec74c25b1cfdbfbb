// What makes one entry of the data set well formed (docs/product.md §4): a stored syllable, one chữ
// Hán, a known element, gender lean, style and 1–3 themes, a meaning of one or two sentences. The
// data test checks the whole data set with these rules, and the generator of the name data
// (scripts/naming-data/build-name-data.ts) checks each TSV row with them, naming its line.
import { formatName, placeToneModern, titleCase } from "../../vietnamese/normalize.ts";
import { isVietnameseSyllable } from "../../vietnamese/syllable.ts";
import { ELEMENTS, GENDER_LEANS, NAME_STYLES, THEME_IDS, type NameSyllable, type Surname } from "../types.ts";

const SINGLE_HAN = /^\p{Script=Han}$/u;

/** What is wrong with the stored form of one syllable, or null. */
function syllableProblem(syllable: string): string | null {
  if (syllable !== syllable.normalize("NFC")) return "not NFC";
  if (syllable !== titleCase(syllable)) return "not title case";
  if (syllable !== placeToneModern(syllable)) return `old tone placement (want ${placeToneModern(syllable)})`;
  if (!isVietnameseSyllable(syllable)) return "not a Vietnamese syllable";
  return null;
}

/** What is wrong with a given-name or middle-name entry; an empty list when it is valid. */
export function nameSyllableProblems(entry: NameSyllable): string[] {
  const problems: string[] = [];
  const syllable = syllableProblem(entry.syllable);
  if (syllable) problems.push(syllable);
  if (entry.hanTu !== null && !SINGLE_HAN.test(entry.hanTu)) problems.push(`hanTu "${entry.hanTu}" is not one chữ Hán`);
  if (!ELEMENTS.includes(entry.element)) problems.push(`element ${entry.element}`);
  if (!GENDER_LEANS.includes(entry.gender)) problems.push(`gender ${entry.gender}`);
  if (!NAME_STYLES.includes(entry.style)) problems.push(`style ${entry.style}`);
  if (entry.themes.length < 1 || entry.themes.length > 3) problems.push(`${entry.themes.length} themes`);
  if (new Set(entry.themes).size !== entry.themes.length) problems.push("a theme twice");
  for (const theme of entry.themes) if (!THEME_IDS.includes(theme)) problems.push(`theme ${theme}`);
  // One or two sentences for parents: long enough to say something, short enough for a card.
  const meaning = entry.meaning;
  const sentences = meaning.split(/[.!?…](?:\s|$)/u).filter((part) => part.trim() !== "");
  if (meaning !== meaning.trim() || meaning !== meaning.normalize("NFC")) problems.push("meaning not trimmed NFC");
  if (meaning.length < 25 || meaning.length > 200) problems.push(`meaning of ${meaning.length} characters`);
  if (!/[.!?…]$/u.test(meaning)) problems.push("meaning without final punctuation");
  if (sentences.length > 2) problems.push(`meaning of ${sentences.length} sentences`);
  if (!/^\p{Lu}/u.test(meaning)) problems.push("meaning not capitalised");
  for (const keyword of entry.keywords ?? []) {
    if (keyword !== keyword.trim().toLowerCase().normalize("NFC") || keyword === "")
      problems.push(`keyword "${keyword}"`);
  }
  return problems;
}

/** What is wrong with a surname entry: 1–2 stored syllables, one chữ Hán each, an element, a share in percent. */
export function surnameProblems(entry: Surname): string[] {
  const syllables = entry.surname.split(" ");
  const found: string[] = [];
  if (entry.surname !== formatName(entry.surname)) found.push(`not stored form (want ${formatName(entry.surname)})`);
  if (syllables.length > 2) found.push(`${syllables.length} syllables`);
  for (const syllable of syllables) {
    const problem = syllableProblem(syllable);
    if (problem) found.push(`${syllable}: ${problem}`);
  }
  if (entry.hanTu !== null && [...entry.hanTu].length !== syllables.length) found.push(`hanTu "${entry.hanTu}" length`);
  if (entry.hanTu !== null && ![...entry.hanTu].every((c) => SINGLE_HAN.test(c))) found.push(`hanTu "${entry.hanTu}"`);
  if (!ELEMENTS.includes(entry.element)) found.push(`element ${entry.element}`);
  const share = entry.populationShare;
  if (share !== undefined && !(share > 0 && share < 100)) found.push(`share ${share}`);
  return found;
}
