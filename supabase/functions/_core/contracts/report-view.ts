// The report as the functions send it, in zod: the web parses every answer that carries one, and
// the handlers' answers are typed by the same schemas. Each schema is declared as a ZodMiniType of
// the engine's own type (naming/report-types.ts), so the compiler refuses a schema that drifts from
// the report the engine makes.
//
// A view is a tagged union: `access: "preview"` carries the free part of the report (three
// allowlisted suggestions, the count of the locked ones), `access: "paid"` the whole analysis.
import * as z from "zod/mini";
import type { ParentProfile, ParentRelation, ParentsProfile } from "../naming/parents.ts";
import type {
  BirthProfile,
  CandidateInView,
  CandidatePreview,
  ElementRelation,
  NameCheck,
  NumerologyReading,
  SyllableAnalysis,
  SuggestionInView,
  SuggestionPreview,
  ToneAnalysis,
} from "../naming/report-types.ts";
import { PREVIEW_CANDIDATE_KEYS, PREVIEW_SUGGESTION_KEYS } from "../naming/report-types.ts";
import { BANDS } from "../naming/score-formula.ts";
import { ELEMENTS, GENDERS, NAME_LEANS, THEME_IDS, type InspirationInput } from "../naming/types.ts";
import { TONES } from "../vietnamese/normalize.ts";

const element = z.enum(ELEMENTS);
const strings = z.array(z.string());
const scoreParts = z.object({ quality: z.number(), fit: z.number() });
const band = z.enum(BANDS);
const genderLean = z.nullable(z.enum(NAME_LEANS));

const birthProfileSchema: z.ZodMiniType<BirthProfile> = z.object({
  lunarYear: z.int(),
  canChi: z.string(),
  napAm: z.string(),
  element,
});

const elementRelation: z.ZodMiniType<ElementRelation> = z.object({
  kind: z.enum(["tuong-sinh", "tuong-khac", "binh-hoa"]),
  direction: z.nullable(z.enum(["ten-toi-menh", "menh-toi-ten"])),
  nameElement: element,
  birthElement: element,
  label: z.string(),
  explanation: z.string(),
});

const parentRelation: z.ZodMiniType<ParentRelation> = z.object({
  role: z.enum(["father", "mother"]),
  kind: z.enum(["sinh-cho-cha-me", "duoc-cha-me-sinh", "binh-hoa", "khac-cha-me", "bi-cha-me-khac"]),
  element,
  parentElement: element,
  label: z.string(),
});

const syllableAnalysis: z.ZodMiniType<SyllableAnalysis> = z.object({
  syllable: z.string(),
  role: z.enum(["ho", "dem", "ten"]),
  hanTu: z.nullable(z.string()),
  meaning: z.nullable(z.string()),
  element: z.nullable(element),
  elementRelation: z.nullable(elementRelation),
  tone: z.enum(TONES),
  toneClass: z.enum(["bang", "trac"]),
  parentRelations: z.optional(z.array(parentRelation)),
});

const toneAnalysis: z.ZodMiniType<ToneAnalysis> = z.object({
  tones: z.array(z.enum(TONES)),
  pattern: z.string(),
  verdict: z.enum(["xen-ke", "can-doi", "toan-bang", "toan-trac"]),
  flagged: z.boolean(),
  text: z.string(),
});

const numerology: z.ZodMiniType<NumerologyReading> = z.object({
  number: z.int(),
  isMasterNumber: z.boolean(),
  reading: z.string(),
});

const nameCheck: z.ZodMiniType<NameCheck> = z.object({
  kind: z.enum(["kieng-huy", "noi-lai", "doc-lien", "quy-tac"]),
  passed: z.boolean(),
  detail: z.string(),
});

const suggestionFields = {
  fullName: z.string(),
  givenName: z.string(),
  middleName: z.nullable(z.string()),
  hanTu: z.nullable(z.string()),
  meaning: z.string(),
  element: z.nullable(element),
  elementRelation: z.nullable(elementRelation),
  score: z.number(),
  scoreParts,
  band,
  genderLean,
  reasons: strings,
  wishMatches: strings,
  surname: z.string(),
  themes: z.array(z.enum(THEME_IDS)),
  meaningDetail: z.string(),
  syllables: z.array(syllableAnalysis),
  tonePattern: toneAnalysis,
  numerology,
  checks: z.array(nameCheck),
  rare: z.optional(z.literal(true)),
};

const candidateFields = { ...suggestionFields, verdict: z.string(), warnings: strings };

/**
 * The fields of `fields` named by an allowlist of the engine's (naming/report-types.ts): the free
 * view's schemas follow the one list of what an unpaid visitor may see, as the view's builder does.
 */
function allowlisted<Fields extends object, Key extends keyof Fields>(fields: Fields, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, fields[key]])) as Pick<Fields, Key>;
}

const suggestionPreviewSchema: z.ZodMiniType<SuggestionPreview> = z.object(
  allowlisted(suggestionFields, PREVIEW_SUGGESTION_KEYS),
);
export const suggestionSchema: z.ZodMiniType<SuggestionInView> = z.object(suggestionFields);

const candidatePreview: z.ZodMiniType<CandidatePreview> = z.object(
  allowlisted(candidateFields, PREVIEW_CANDIDATE_KEYS),
);
export const candidateAnalysisSchema: z.ZodMiniType<CandidateInView> = z.object(candidateFields);

const parentProfile: z.ZodMiniType<ParentProfile> = z.object({
  year: z.int(),
  canChi: z.string(),
  napAm: z.string(),
  element,
});

const parentsProfile: z.ZodMiniType<ParentsProfile> = z.object({
  father: z.optional(parentProfile),
  mother: z.optional(parentProfile),
});

/** What the parents asked, as stored with the record (the form's output, without its date limits). */
export const inspirationInputSchema: z.ZodMiniType<InspirationInput> = z.object({
  surname: z.string(),
  gender: z.enum(GENDERS),
  birthDate: z.nullable(z.string()),
  themes: z.array(z.enum(THEME_IDS)),
  wish: z.nullable(z.string()),
  middleName: z.nullable(z.string()),
  avoid: strings,
  length: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  candidates: z.optional(z.array(z.object({ name: z.string(), hanTu: z.nullable(strings) }))),
  fatherBirthYear: z.optional(z.nullable(z.int())),
  motherBirthYear: z.optional(z.nullable(z.int())),
});

/** The free parts, the same in both views: the baby's and the parents' profiles. */
const commonViewFields = {
  profile: z.nullable(birthProfileSchema),
  parents: z.nullable(parentsProfile),
  /** The baby's mệnh against each parent's, in plain words; [] without both. */
  parentsReading: strings,
};

/**
 * What an unpaid view may say of a locked suggestion (4–20): true facts that are not paid content,
 * so the preview can say what unlocking gives this family. Never its name, meaning, chữ Hán or score.
 */
const lockedSuggestionSchema = z.strictObject({
  /** Its rank in the full report (4 … 20). */
  position: z.int().check(z.gte(1)),
  band,
  element: z.nullable(element),
  /** Which of the themes the parents chose it answers. */
  themes: z.array(z.enum(THEME_IDS)),
  genderLean,
});
export type LockedSuggestion = z.infer<typeof lockedSuggestionSchema>;

export const previewViewSchema = z.object({
  access: z.literal("preview"),
  ...commonViewFields,
  /** The top three suggestions, from the preview allowlist only. */
  suggestions: z.array(suggestionPreviewSchema),
  /** How many suggestions the full report adds. */
  lockedCount: z.int().check(z.nonnegative()),
  /** One entry per locked suggestion, in rank order. */
  locked: z.array(lockedSuggestionSchema),
  candidates: z.array(candidatePreview),
});

export const paidViewSchema = z.object({
  access: z.literal("paid"),
  ...commonViewFields,
  suggestions: z.array(suggestionSchema),
  lockedCount: z.literal(0),
  locked: z.tuple([]),
  candidates: z.array(candidateAnalysisSchema),
});

export const reportViewSchema = z.discriminatedUnion("access", [previewViewSchema, paidViewSchema]);

export type PreviewView = z.infer<typeof previewViewSchema>;
export type PaidView = z.infer<typeof paidViewSchema>;
