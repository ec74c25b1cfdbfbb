// The report the naming engine produces (docs/product.md §4) and the keys an unpaid visitor may see
// of it (docs/product.md §8); the views the functions send are in contracts/report-view.ts.
// Plain JSON-safe shapes: the report is stored once in the database and sent by the edge functions.
import type { Element, NameLean, ThemeId } from "./types.ts";
import type { Band, ScoreParts } from "./score-formula.ts";
import type { Tone } from "../vietnamese/normalize.ts";
import type { ParentRelation, ParentsProfile } from "./parents.ts";

/** The birth-year profile from the Vietnamese lunar calendar (UTC+7), e.g. Bính Ngọ, Thiên Hà Thủy. */
export interface BirthProfile {
  lunarYear: number;
  canChi: string;
  napAm: string;
  /** The mệnh: the element of the nạp âm. */
  element: Element;
}

/** How a syllable's element relates to the baby's birth-year element (mệnh). */
export interface ElementRelation {
  kind: "tuong-sinh" | "tuong-khac" | "binh-hoa";
  /** Which side acts on the other: the name on the mệnh, the mệnh on the name; null for bình hòa. */
  direction: "ten-toi-menh" | "menh-toi-ten" | null;
  nameElement: Element;
  birthElement: Element;
  /** Short form, e.g. "Kim sinh Thủy", "Thủy khắc Hỏa", "Bình hòa Mộc". */
  label: string;
  /** One Vietnamese sentence for parents. */
  explanation: string;
}

type SyllableRole = "ho" | "dem" | "ten";

export interface SyllableAnalysis {
  syllable: string;
  role: SyllableRole;
  hanTu: string | null;
  /** Null for a surname or a syllable the data set does not know (a wished middle name). */
  meaning: string | null;
  element: Element | null;
  /** Null without a birth date, or when the syllable has no known element. */
  elementRelation: ElementRelation | null;
  tone: Tone;
  toneClass: "bang" | "trac";
  /** How the syllable's element stands towards each parent's mệnh, when the parents gave their years. */
  parentRelations?: ParentRelation[];
}

export interface ToneAnalysis {
  tones: Tone[];
  /** "B-T-B": B for thanh bằng (ngang, huyền), T for thanh trắc (sắc, hỏi, ngã, nặng). */
  pattern: string;
  verdict: "xen-ke" | "can-doi" | "toan-bang" | "toan-trac";
  /** All-bằng or all-trắc names are flagged. */
  flagged: boolean;
  text: string;
}

export interface NumerologyReading {
  number: number;
  isMasterNumber: boolean;
  reading: string;
}

export interface NameCheck {
  /**
   * kieng-huy: a syllable of a name the family avoids; noi-lai: a spoonerism that turns crude or
   * unlucky; doc-lien: two adjacent syllables read, as they stand, as a crude or unlucky phrase;
   * quy-tac: the hard rules of a name (no repeated sound, not the surname again, not a place or an
   * ordinary word, no middle name doubled).
   */
  kind: "kieng-huy" | "noi-lai" | "doc-lien" | "quy-tac";
  passed: boolean;
  detail: string;
}

/** One suggested name with its full (paid) analysis. */
export interface Suggestion {
  fullName: string;
  surname: string;
  /** The tên: the last syllable, the name the family calls the child by. */
  givenName: string;
  /** The tên đệm, one or two syllables ("Minh", "Ngọc Bảo"), or null for a two-part name. */
  middleName: string | null;
  /** Chữ Hán of the middle and given names, or null when one of them is a pure Vietnamese word. */
  hanTu: string | null;
  /** The whole name's meaning in one sentence. */
  meaning: string;
  /** Element of the given name. */
  element: Element | null;
  /** Relation of the given name's element to the mệnh; null without a birth date. */
  elementRelation: ElementRelation | null;
  /** score-formula.ts: quality and fit combined, warnings counted; what ranks and what is shown. */
  score: number;
  /** Quality (the name as a name) and fit (this family's wishes), each 0–100. */
  scoreParts: ScoreParts;
  band: Band;
  /** Whom families give the name to, from the real-name table (null where it does not know the name). */
  genderLean: NameLean | null;
  reasons: string[];
  /** The parents' own words (as they wrote them) that this name answers. */
  wishMatches: string[];
  themes: ThemeId[];
  /** Paid detail: the meaning of every syllable, one after another. */
  meaningDetail: string;
  syllables: SyllableAnalysis[];
  tonePattern: ToneAnalysis;
  numerology: NumerologyReading;
  checks: NameCheck[];
  /** Present (true) only for a combination no family is known to give: shown as a rarer, new combination. */
  rare?: true;
}

/** One of the parents' own names, analysed like a suggestion, with what it should make them weigh. */
export interface CandidateAnalysis extends Suggestion {
  /** One line for parents: how the name fares overall. */
  verdict: string;
  /** Plain Vietnamese warnings (nói lái, kiêng húy, a place, an ordinary word, the other gender …), most serious first. */
  warnings: string[];
}

/** How many names a report suggests. Kept here, with the report's shape, so the contracts and the web read it without the engine. */
export const SUGGESTION_COUNT = 20;

export interface Report {
  engineVersion: string;
  dataVersion: string;
  /** The date the engine was told is today (Asia/Ho_Chi_Minh), kept so a report can be reproduced. */
  generatedOn: string;
  profile: BirthProfile | null;
  suggestions: Suggestion[];
  /** The parents' own names, in the order they gave them; absent in reports made before they could. */
  candidates?: CandidateAnalysis[];
  /** The parents' birth years read the traditional way, when given; absent in older reports. */
  parents?: ParentsProfile | null;
  /** One sentence per parent on the baby's mệnh and theirs, when both the birth date and their year are known. */
  parentsReading?: string[];
}

/** The keys an unpaid visitor may see of a suggestion (docs/product.md §8), and nothing else. */
export const PREVIEW_SUGGESTION_KEYS = [
  "fullName",
  "givenName",
  "middleName",
  "hanTu",
  "meaning",
  "element",
  "elementRelation",
  "score",
  "scoreParts",
  "band",
  "genderLean",
  "reasons",
  "wishMatches",
] as const;

/**
 * What a view adds to every name it shows: who families give the name's last two syllables (đệm +
 * tên) to, read from the real-name table when the view is made, so a report stored before the table
 * changed still says what the table says now; null where the table does not know the pair.
 */
export interface Leaning {
  genderLean: NameLean | null;
}

export type SuggestionPreview = Pick<Suggestion, (typeof PREVIEW_SUGGESTION_KEYS)[number]> & Leaning;
/** A suggestion of a paid view: the full analysis and its lean. */
export type SuggestionInView = Suggestion & Leaning;
/** One of the parents' own names in a paid view: the full analysis and its lean. */
export type CandidateInView = CandidateAnalysis & Leaning;

/** What an unpaid visitor sees of each of their own names: the score, the verdict and every warning. */
export const PREVIEW_CANDIDATE_KEYS = [
  "fullName",
  "score",
  "scoreParts",
  "band",
  "genderLean",
  "verdict",
  "warnings",
] as const;
export type CandidatePreview = Pick<CandidateAnalysis, (typeof PREVIEW_CANDIDATE_KEYS)[number]>;
