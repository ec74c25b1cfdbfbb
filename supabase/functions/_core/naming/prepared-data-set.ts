// Everything about a data set that does not depend on the request, computed once per data set and
// reused by every report: the syllables as the engine reads them, look-ups by syllableKey, and the
// wish index. Generation then only filters and combines.
import { syllableKey, toneOf, formatName, type Tone } from "../vietnamese/normalize.ts";
import type { DataSet } from "./data/data-set.ts";
import type { Element, GenderLean, NameStyle, NameSyllable, Surname, Theme, ThemeId } from "./types.ts";
import { buildWishIndex, type WishIndex } from "./wish.ts";
import { NAME_PAIRS } from "./name-pairs.ts";

/** A syllable as the engine reads it; the data fields are null for a syllable the data set does not know. */
export interface SyllableInfo {
  syllable: string;
  key: string;
  hanTu: string | null;
  meaning: string | null;
  element: Element | null;
  gender: GenderLean;
  themes: readonly ThemeId[];
  /** Whether names with the syllable read as of today's babies (hiện đại) or of their parents' time; null if unknown. */
  style: NameStyle | null;
  tone: Tone;
  /**
   * False when the name writes the syllable with another character than the data set's (櫻 the
   * cherry for the Anh of Anh Đào, not 英 the talented): the wish words listed for the syllable
   * belong to that other character, and so do its themes.
   */
  ownCharacter?: false;
}

export interface PreparedDataSet {
  givenNames: readonly SyllableInfo[];
  middleNames: readonly SyllableInfo[];
  /** Given names first: a syllable used in both lists keeps its given-name meaning. */
  byKey: ReadonlyMap<string, SyllableInfo>;
  middleByKey: ReadonlyMap<string, SyllableInfo>;
  surnames: ReadonlyMap<string, Surname>;
  themes: ReadonlyMap<ThemeId, Theme>;
  wishIndex: WishIndex;
  /**
   * The two syllables of each pair of the name table (name-pairs.ts), by the pair's index, as this
   * data set reads them: the middle name from the middle names first. Ranking builds a name from
   * every pair a report may use.
   */
  pairSyllables: readonly { middle: SyllableInfo; given: SyllableInfo }[];
}

function infoOf(entry: NameSyllable): SyllableInfo {
  return {
    syllable: entry.syllable,
    key: syllableKey(entry.syllable),
    hanTu: entry.hanTu,
    meaning: entry.meaning,
    element: entry.element,
    gender: entry.gender,
    themes: entry.themes,
    style: entry.style,
    tone: toneOf(entry.syllable),
  };
}

const prepared = new WeakMap<DataSet, PreparedDataSet>();

export function prepareDataSet(data: DataSet): PreparedDataSet {
  const cached = prepared.get(data);
  if (cached) return cached;
  const givenNames = data.givenNames.map(infoOf);
  const middleNames = data.middleNames.map(infoOf);
  const byKey = new Map<string, SyllableInfo>();
  for (const info of [...givenNames, ...middleNames]) if (!byKey.has(info.key)) byKey.set(info.key, info);
  const result: PreparedDataSet = {
    givenNames,
    middleNames,
    byKey,
    middleByKey: new Map(middleNames.map((info) => [info.key, info])),
    surnames: new Map(data.surnames.map((s) => [formatName(s.surname).split(" ").map(syllableKey).join(" "), s])),
    themes: new Map(data.themes.map((t) => [t.id, t])),
    wishIndex: buildWishIndex(data.themes, [...data.givenNames, ...data.middleNames]),
    pairSyllables: [],
  };
  result.pairSyllables = NAME_PAIRS.map((p) => ({
    middle: lookUpSyllable(p.middle, result, true),
    given: lookUpSyllable(p.given, result),
  }));
  prepared.set(data, result);
  return result;
}

/** The family's surname as the engine reads it, computed once per request. */
export interface SurnameInfo {
  /** As formatted for display: "Tôn Nữ". */
  text: string;
  syllables: readonly string[];
  keys: readonly string[];
  tones: readonly Tone[];
  entry: Surname | null;
}

export function surnameInfoOf(surname: string, data: PreparedDataSet): SurnameInfo {
  const text = formatName(surname);
  const syllables = text.split(" ");
  const keys = syllables.map(syllableKey);
  return { text, syllables, keys, tones: syllables.map(toneOf), entry: data.surnames.get(keys.join(" ")) ?? null };
}

/** The engine's view of one syllable: from the data set when known (middle list first if asked). */
export function lookUpSyllable(syllable: string, data: PreparedDataSet, preferMiddle = false): SyllableInfo {
  const key = syllableKey(syllable);
  const known = (preferMiddle ? data.middleByKey.get(key) : undefined) ?? data.byKey.get(key);
  if (known) return known;
  const written = formatName(syllable);
  return {
    syllable: written,
    key,
    hanTu: null,
    meaning: null,
    element: null,
    gender: "cả hai",
    themes: [],
    style: null,
    tone: toneOf(written),
  };
}
