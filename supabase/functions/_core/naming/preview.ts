// What a visitor may see of a report (docs/product.md §8). Unpaid: the top 3 suggestions, each rebuilt from an
// allowlist of keys (PREVIEW_SUGGESTION_KEYS), so a field added to the report later stays paid unless someone adds it here;
// suggestions 4–20 are not sent at all, not even their names. Paid: all 20 with the full analysis.
import type { LockedSuggestion, PaidView, PreviewView } from "../contracts/report-view.ts";
import { syllableKey } from "../vietnamese/normalize.ts";
import { leanOfGivenName } from "./name-pairs.ts";
import type {
  CandidateAnalysis,
  CandidatePreview,
  ElementRelation,
  Leaning,
  Report,
  SuggestionPreview,
  Suggestion,
} from "./report-types.ts";
import type { ThemeId } from "./types.ts";
import { cautionsOf } from "./cautions.ts";

/** The free preview shows this many suggestions. */
const PREVIEW_COUNT = 3;

const copyRelation = (r: ElementRelation | null): ElementRelation | null =>
  r && {
    kind: r.kind,
    direction: r.direction,
    nameElement: r.nameElement,
    birthElement: r.birthElement,
    label: r.label,
    explanation: r.explanation,
  };

/**
 * Who families give the name to (Bảo Anh of Ngọc Bảo Anh, a girl's Thị Minh An), read from today's
 * table; null where it does not know the name.
 */
function leaningOf(name: Pick<Suggestion, "middleName" | "givenName">): Leaning {
  const middles = name.middleName?.split(" ").map(syllableKey) ?? [];
  return { genderLean: leanOfGivenName(middles, syllableKey(name.givenName)) };
}

/** A name of a paid view (or one analysed again for it): its analysis and its lean. */
export const withLeaning = <T extends Suggestion>(name: T): T & Leaning => ({ ...name, ...leaningOf(name) });

function previewOf(s: Suggestion): SuggestionPreview {
  return {
    fullName: s.fullName,
    givenName: s.givenName,
    middleName: s.middleName,
    hanTu: s.hanTu,
    meaning: s.meaning,
    element: s.element,
    elementRelation: copyRelation(s.elementRelation),
    score: s.score,
    scoreParts: { quality: s.scoreParts.quality, fit: s.scoreParts.fit },
    band: s.band,
    reasons: [...s.reasons],
    wishMatches: [...s.wishMatches],
    ...leaningOf(s),
  };
}

/**
 * A candidate as an unpaid visitor sees it: rebuilt from PREVIEW_CANDIDATE_KEYS, nothing else. Its
 * warnings are every point its score lost to something worth weighing (a flat tone, the parents'
 * years), not only what would exclude a suggestion: a parent reading 92 and 0 beside 55 must see
 * what took the rest.
 */
function candidatePreviewOf(c: CandidateAnalysis): CandidatePreview {
  return {
    fullName: c.fullName,
    score: c.score,
    scoreParts: { quality: c.scoreParts.quality, fit: c.scoreParts.fit },
    band: c.band,
    ...leaningOf(c),
    verdict: c.verdict,
    warnings: [...c.warnings, ...cautionsOf(c.reasons, c.warnings)],
  };
}

/**
 * What a locked card is built from: the facts it may say, and the names its lean is read from (which
 * stay on the server). Of suggestions 4–20, an unpaid read fetches only these.
 */
export const LOCKED_SOURCE_KEYS = ["band", "element", "themes", "givenName", "middleName"] as const;
type LockedSource = Pick<Suggestion, (typeof LOCKED_SOURCE_KEYS)[number]>;

/**
 * The parts of a report the unpaid view is built from: the first PREVIEW_COUNT suggestions whole, and
 * of the others only their LockedSource. The database keeps the same cut beside each report (column
 * preview_source, which get-inspiration reads for an unpaid record instead of the whole report); a
 * function test holds the two cuts to the same view.
 */
export interface PreviewSource {
  profile: Report["profile"];
  free: readonly Suggestion[];
  locked: readonly LockedSource[];
  /** Absent (or null from the database) in reports made before parents could give names. */
  candidates?: readonly CandidateAnalysis[] | null;
  parents?: Report["parents"];
  parentsReading?: readonly string[] | null;
}

/** The cut of PreviewSource, made from a whole report. */
export function previewSourceOf(report: Report): PreviewSource {
  return {
    profile: report.profile,
    free: report.suggestions.slice(0, PREVIEW_COUNT),
    locked: report.suggestions.slice(PREVIEW_COUNT),
    candidates: report.candidates,
    parents: report.parents,
    parentsReading: report.parentsReading,
  };
}

/** A locked suggestion as the preview may describe it: built field by field, never from the name. */
function lockedOf(s: LockedSource, index: number, chosenThemes: readonly ThemeId[]): LockedSuggestion {
  return {
    position: PREVIEW_COUNT + index + 1,
    band: s.band,
    element: s.element,
    themes: s.themes.filter((theme) => chosenThemes.includes(theme)),
    ...leaningOf(s),
  };
}

/**
 * The unpaid view: top 3 suggestions from the allowlist, the profile, and for each locked one the
 * facts that are not paid content (`chosenThemes`: the parents' picks, which the locked ones answer).
 */
export function toPreview(report: Report, chosenThemes: readonly ThemeId[]): PreviewView {
  return previewFrom(previewSourceOf(report), chosenThemes);
}

/** The unpaid view from its PreviewSource (toPreview's cut, or the one get-inspiration's SELECT makes). */
export function previewFrom(source: PreviewSource, chosenThemes: readonly ThemeId[]): PreviewView {
  return {
    access: "preview",
    profile: source.profile && { ...source.profile },
    suggestions: source.free.slice(0, PREVIEW_COUNT).map(previewOf),
    lockedCount: source.locked.length,
    locked: source.locked.map((s, index) => lockedOf(s, index, chosenThemes)),
    candidates: (source.candidates ?? []).map(candidatePreviewOf),
    parents: source.parents ?? null,
    parentsReading: [...(source.parentsReading ?? [])],
  };
}

/** The paid view: every suggestion and candidate with its full analysis, nothing locked. */
export function toPaidView(report: Report): PaidView {
  return {
    access: "paid",
    profile: report.profile,
    suggestions: report.suggestions.map(withLeaning),
    lockedCount: 0,
    locked: [],
    candidates: (report.candidates ?? []).map(withLeaning),
    parents: report.parents ?? null,
    parentsReading: report.parentsReading ?? [],
  };
}
