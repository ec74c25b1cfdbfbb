// What a score reads: the family's request (ScoreContext) and what is known of one name
// (NameFeatures). analyse-name.ts gathers the features; score-criteria.ts weighs them.
import type { ParentProfile, ParentRole } from "./parents.ts";
import type { ElementRelation, ToneAnalysis } from "./report-types.ts";
import type { Element, NameLean, ThemeId } from "./types.ts";

export interface ScoreContext {
  selectedThemes: readonly ThemeId[];
  /** The phrases of the wish that say something the chosen themes do not already say, as the parents wrote them. */
  wishTexts: readonly string[];
  /**
   * The chosen themes each of wishTexts belongs to, in the same order ("dịu dàng" to Cái đẹp): a
   * name carrying such a theme answers that word through it, and no verdict may say it lacks it.
   */
  wishChosenThemes: readonly (readonly ThemeId[])[];
  hasProfile: boolean;
  themeLabel: (id: ThemeId) => string;
  /** The parents whose birth year was given ("hợp tuổi bố mẹ"); empty when neither was. */
  parents: readonly { role: ParentRole; profile: ParentProfile }[];
  /** Whether the parents do not know the baby's gender yet: then a name that suits either answers them best. */
  genderUnknown: boolean;
  /**
   * Whether some element sits well with the baby's mệnh and every parent's at once. When none does
   * (a baby of Thủy, a father of Kim, a mother of Hỏa), every name would carry the same "Lưu ý" and
   * none could reach the first band, for nothing the parents can choose: the relations are then
   * said plainly and weighed in the fit, but are no warning.
   */
  familyCanAgree: boolean;
}

export interface NameFeatures {
  /**
   * 0–1: how surely families give this name to a baby of this gender (name-naturalness.ts): a name
   * families commonly give is simply natural, however much commoner others are.
   */
  naturalness: number;
  /** 0–1: the same, still counting how common the name is beyond that: what the shortlist fills with first. */
  commonness: number;
  /**
   * 0–1: how much the name reads as one of today's babies rather than of their parents' generation,
   * from the style of its two last syllables (name-naturalness.ts).
   */
  modernity: number;
  /**
   * 0–1: how well the name suits a boy and a girl alike: 1 for a pair families give to both, less
   * the more its syllables lean one way (name-naturalness.ts).
   */
  neutrality: number;
  /**
   * In grades: how far native readers put the name above (+) or below (−) the other names of its
   * reports in the blind readings (reader-appeal.ts); 0 for a name they have not read.
   */
  readerAppeal: number;
  /** Whether families are known to give the name; false for a new combination. */
  attested: boolean;
  /** Who families give the name to, to say it in words; null where the table does not know. */
  lean: NameLean | null;
  /** The place the middle and given names also name (Hải Dương), or null. */
  placeEcho: string | null;
  /** The reason behind the naturalness, already in words, or null. */
  naturalnessReason: string | null;
  givenThemes: readonly ThemeId[];
  /** The themes of each middle syllable that carries a meaning (lineage middle names carry none). */
  middleThemes: readonly (readonly ThemeId[])[];
  /** The parents' words this name answers beyond the chosen themes. */
  scoredWishMatches: readonly string[];
  givenRelation: ElementRelation | null;
  middleRelations: readonly (ElementRelation | null)[];
  toneVerdict: ToneAnalysis["verdict"];
  /** The tones of the full name, read only to write the reasons. */
  tones: () => ToneAnalysis;
  /** Elements of the given name and of each middle name (null where the data set has none). */
  givenElement: Element | null;
  middleElements: readonly (Element | null)[];
  /** 0–1: a meaning written for the pair, one composed from known syllables, or a syllable we cannot explain. */
  meaningShare: number;
  /**
   * How many checks the name fails (kiêng húy, nói lái, a phrase, a hard rule). Always 0 for a
   * suggestion, which must pass them all; a parent's own name may not, and then loses points.
   */
  failedChecks: number;
  /** Softer warnings of a parent's own name (the other gender's pair, a figure it recalls …); 0 for a suggestion. */
  softWarnings: number;
}
