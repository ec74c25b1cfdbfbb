// What a name's page says about one đệm + tên pair, read from the naming core and its data the way
// the engine reads them: the pair's own chữ Hán and meaning (data/name-pairs.json), each syllable
// as the pair writes it (withChosenHanTu: 楊 the willow in Thùy Dương, with its element), the other
// characters a syllable may be written with, the tones, the element of the given name, and what the
// name recalls (cultural-names.json). Nothing here scores a name: the score needs a family.
import pairData from "@core/naming/data/name-pairs.json" with { type: "json" };
import { DATA_SET } from "@core/naming/data/data-set.ts";
import { hanTuChoicesOf, type HanTuChoice } from "@core/naming/data/han-tu-choices.ts";
import { withChosenHanTu } from "@core/naming/chosen-han-tu.ts";
import { culturalHitsOf, culturalWarning } from "@core/naming/cultural-names.ts";
import { NAME_PAIRS, type NamePair } from "@core/naming/name-pairs.ts";
import { lookUpSyllable, prepareDataSet, type SyllableInfo } from "@core/naming/prepared-data-set.ts";
import { toneClassOf, type ToneClass } from "@core/naming/tones.ts";
import type { Element, Gender, GenderLean, NameLean, ThemeId } from "@core/naming/types.ts";
import { wholeNameMeaning } from "@core/naming/whole-name-meaning.ts";
import { LINEAGE_MIDDLES } from "@core/naming/name-rules.ts";
import type { Tone } from "@core/vietnamese/normalize.ts";
import { assignSlugs } from "@/features/name-pages/model/name-slugs.ts";

export interface SyllableFacts {
  syllable: string;
  role: "dem" | "ten";
  /** The character this pair writes the syllable with, or null for a pure Vietnamese word. */
  hanTu: string | null;
  meaning: string | null;
  element: Element | null;
  tone: Tone;
  toneClass: ToneClass;
  /** Every character names write the syllable with, the commonest first (the pair's own among them). */
  choices: readonly HanTuChoice[];
  /** A lineage middle name (Văn, Thị …): it marks the gender and carries no meaning of its own. */
  lineage: boolean;
}

/** Where a pair comes from: the namedb lists, or added by hand to the table. */
type PairSource = "namedb" | "added";

export interface NameFacts {
  slug: string;
  /** "Minh Khôi". */
  name: string;
  lean: NameLean;
  hanTu: string | null;
  meaning: string;
  /** True when the meaning was written for this pair, not composed from its syllables. */
  meaningWritten: boolean;
  /** How many people of the sample bear the pair. */
  seen: number;
  source: PairSource;
  syllables: readonly [SyllableFacts, SyllableFacts];
  /** The element of the given name as the pair writes it: the name's element in a report. */
  element: Element | null;
  /** The themes the name carries, the given name's first; what "similar meaning" compares. */
  themes: readonly ThemeId[];
  /** The themes of the given name alone: two given names that share one make a pair of wishes. */
  givenThemes: readonly ThemeId[];
  /** What the name recalls, in the words a report would warn with. */
  warnings: readonly string[];
  /** Keys of the syllables, for finding related names. */
  middleKey: string;
  givenKey: string;
}

const LEAN_OF: Record<GenderLean, NameLean> = { nam: "trai", nữ: "gai", "cả hai": "ca-hai" };
const GENDER_OF: Record<NameLean, Gender> = { trai: "trai", gai: "gai", "ca-hai": "chua-biet" };

type PairRow = [string, GenderLean, string | null, string | null, PairSource, number];
const SOURCE_OF = new Map((pairData.pairs as PairRow[]).map((row) => [row[0], row[4]]));

/** A syllable written with the pair's own character when it has one, as the engine reads it. */
function asWritten(info: SyllableInfo, character: string | undefined): SyllableInfo {
  return character ? withChosenHanTu(info, character) : info;
}

function syllableFacts(info: SyllableInfo, role: SyllableFacts["role"], name: readonly string[]): SyllableFacts {
  const lineage = role === "dem" && LINEAGE_MIDDLES.has(info.key);
  return {
    syllable: info.syllable,
    role,
    hanTu: info.hanTu,
    meaning: lineage ? null : info.meaning,
    element: info.element,
    tone: info.tone,
    toneClass: toneClassOf(info.tone),
    choices: hanTuChoicesOf(info.syllable, name),
    lineage,
  };
}

function factsOf(pair: NamePair, slug: string): NameFacts {
  const data = prepareDataSet(DATA_SET);
  const [own0, own1] = pair.hanTu ? Array.from(pair.hanTu) : [];
  const middle = asWritten(lookUpSyllable(pair.middle, data, true), own0);
  const given = asWritten(lookUpSyllable(pair.given, data), own1);
  const name = `${pair.middle} ${pair.given}`;
  const lean = LEAN_OF[pair.gender];
  const middleThemes = LINEAGE_MIDDLES.has(middle.key) ? [] : middle.themes;
  return {
    slug,
    name,
    lean,
    hanTu: pair.hanTu,
    meaning: wholeNameMeaning(given, [middle], pair),
    meaningWritten: pair.meaning !== null,
    seen: pair.seen,
    source: SOURCE_OF.get(name) ?? "namedb",
    syllables: [
      syllableFacts(middle, "dem", [pair.middle, pair.given]),
      syllableFacts(given, "ten", [pair.middle, pair.given]),
    ],
    element: given.element,
    themes: [...new Set([...given.themes, ...middleThemes])],
    givenThemes: given.themes,
    warnings: culturalHitsOf([pair.middle, pair.given], GENDER_OF[lean]).map(culturalWarning),
    middleKey: pair.middleKey,
    givenKey: pair.givenKey,
  };
}

let cached: readonly NameFacts[] | null = null;

/** Every pair of the table with its page's facts, in the table's order (A to Z by the pair). */
export function allNameFacts(): readonly NameFacts[] {
  if (cached) return cached;
  const slugs = assignSlugs(NAME_PAIRS.map((p) => ({ name: `${p.middle} ${p.given}`, seen: p.seen })));
  cached = NAME_PAIRS.map((pair) => factsOf(pair, slugs.get(`${pair.middle} ${pair.given}`)!));
  return cached;
}
