// The contract of the naming engine: the shapes of its data set and of its validated input.
// Pure types and constants only, so Deno functions, Vitest and the web app can all import it.

/** The five phases (ngũ hành), in the order of the generating cycle (tương sinh). */
export const ELEMENTS = ["Kim", "Thủy", "Mộc", "Hỏa", "Thổ"] as const;
export type Element = (typeof ELEMENTS)[number];

/** Which babies a syllable suits, as Vietnamese parents perceive it. */
export const GENDER_LEANS = ["nam", "nữ", "cả hai"] as const;
export type GenderLean = (typeof GENDER_LEANS)[number];

/** Whom families give a whole name to (its last two syllables, or its one given syllable). */
export const NAME_LEANS = ["trai", "gai", "ca-hai"] as const;
export type NameLean = (typeof NAME_LEANS)[number];

/**
 * How names with a syllable read today: of today's babies (hiện đại), of their parents' generation
 * (cổ điển), or of their grandparents' (xưa: Oanh, Thoa, Thọ, the middle names Văn, Thị, Bích).
 */
export const NAME_STYLES = ["cổ điển", "hiện đại", "xưa"] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

/** Theme ids of the fixed theme list (docs/product.md §4); labels and icons live in data/themes.ts. */
export const THEME_IDS = [
  "binh-an",
  "tri-tue",
  "manh-me",
  "nhan-hau",
  "thanh-dat",
  "cai-dep",
  "thien-nhien",
  "anh-sang",
  "que-huong",
  "thi-ca",
  "hanh-phuc",
  "hieu-thao",
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface Theme {
  id: ThemeId;
  /** Vietnamese label shown on the theme chip, e.g. "Bình an". */
  label: string;
  /** An emoji shown beside the label. */
  icon: string;
  /** Lower-case Vietnamese words (with diacritics) that point a parent's wish at this theme. */
  keywords: readonly string[];
}

/** One syllable usable as a given name (tên) or a middle name (tên đệm). */
export interface NameSyllable {
  /** Title-cased, NFC, modern tone placement ("Hòa", "Thủy"). */
  syllable: string;
  /** The chữ Hán (traditional form) whose Hán-Việt reading is the syllable, or null for a pure Vietnamese word (Mây, Sông). */
  hanTu: string | null;
  /** One or two natural Vietnamese sentences for parents. */
  meaning: string;
  element: Element;
  gender: GenderLean;
  /** 1–3 themes this syllable expresses. */
  themes: readonly ThemeId[];
  style: NameStyle;
  /** Extra lower-case Vietnamese words a parent might write that this syllable answers (optional). */
  keywords?: readonly string[];
}

export interface Surname {
  /** Title-cased, NFC, 1–2 syllables ("Nguyễn", "Tôn Nữ"). */
  surname: string;
  hanTu: string | null;
  element: Element;
  /** Approximate share of the Vietnamese population in percent, where a source gives one. */
  populationShare?: number;
}

/** Gender as the form asks it (docs/product.md §2). */
export const GENDERS = ["trai", "gai", "chua-biet"] as const;
export type Gender = (typeof GENDERS)[number];

/** The form input after validation and normalisation (docs/product.md §2): defaults applied, absent fields null or empty. */
export interface InspirationInput {
  surname: string;
  gender: Gender;
  /** ISO date YYYY-MM-DD, or null. */
  birthDate: string | null;
  themes: readonly ThemeId[];
  wish: string | null;
  middleName: string | null;
  avoid: readonly string[];
  /** Whole-name length in syllables, surname included. */
  length: 2 | 3 | 4;
  /**
   * Names the parents already consider, each đệm + tên without the surname ("Minh An"), analysed
   * beside the suggestions. Optional: records created before the field existed have none.
   */
  candidates?: readonly CandidateInput[];
  /** The year each parent counts their tuổi by, for the "hợp tuổi bố mẹ" reading; null when not given. */
  fatherBirthYear?: number | null;
  motherBirthYear?: number | null;
}

/** One of the parents' own names, with the chữ Hán they mean for each syllable when they said. */
export interface CandidateInput {
  /** Title-cased, NFC: 2–3 syllables after the surname. */
  name: string;
  /** One character per syllable of `name`, or null to let the engine pick the commonest. */
  hanTu: readonly string[] | null;
}
