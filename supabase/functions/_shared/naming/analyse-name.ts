// The full analysis of one name (họ + đệm + tên, SPEC §4): per-syllable meaning, chữ Hán, element
// and its relation to the mệnh; the whole name's meaning; tone balance; numerology; the checks that
// exclude a name (kiêng húy, nói lái, a repeated syllable); and the score with its reasons.
import { relateToBirth } from "./elements.ts";
import { findNoiLaiInName, findPhraseInName, type NoiLaiHit } from "./noi-lai.ts";
import { numerologyOf } from "./numerology.ts";
import type { SurnameInfo, SyllableInfo } from "./prepared-data-set.ts";
import type { BirthProfile, ElementRelation, NameCheck, SyllableAnalysis, Suggestion, ToneAnalysis } from "./report-types.ts";
import { scoreName, type NameFeatures, type ScoreContext } from "./score.ts";
import { analyseToneSequence, toneClassOf, toneVerdictOf } from "./tones.ts";
import type { Element, Gender } from "./types.ts";
import { familiarity, pairFamiliarity } from "./name-familiarity.ts";
import { wishMatchesOf, type WishTerm } from "./wish.ts";
import { meaningDetail, themesOfName, wholeNameMeaning } from "./whole-name-meaning.ts";

export interface NameParts {
  surname: SurnameInfo;
  /** Zero, one or two middle names, in order. */
  middles: readonly SyllableInfo[];
  given: SyllableInfo;
}

export interface AnalysisContext {
  gender: Gender;
  profile: BirthProfile | null;
  wishTerms: readonly WishTerm[];
  /** syllableKeys of every syllable of the kiêng húy list. */
  avoidKeys: ReadonlySet<string>;
  score: ScoreContext;
}

const relationTo = (profile: BirthProfile | null, element: Element | null): ElementRelation | null =>
  profile && element ? relateToBirth(element, profile.element) : null;

const syllablesOf = (parts: NameParts): string[] => [...parts.surname.syllables, ...parts.middles.map((m) => m.syllable), parts.given.syllable];

function featuresOf(parts: NameParts, context: AnalysisContext): NameFeatures {
  const { given, middles } = parts;
  const tones = [...parts.surname.tones, ...middles.map((m) => m.tone), given.tone];
  const lastMiddle = middles.at(-1);
  return {
    givenThemes: given.themes,
    middleThemes: middles.map((m) => m.themes),
    wishMatches: wishMatchesOf(context.wishTerms, [...middles, given]),
    familiarity: familiarity(given.key, context.gender),
    pairFamiliarity: lastMiddle ? pairFamiliarity(lastMiddle.key, given.key, context.gender) : null,
    pairText: lastMiddle ? `${lastMiddle.syllable} ${given.syllable}` : null,
    givenRelation: relationTo(context.profile, given.element),
    middleRelations: middles.map((m) => relationTo(context.profile, m.element)),
    toneVerdict: toneVerdictOf(tones),
    tones: () => analyseToneSequence(tones),
  };
}

/** The first chosen syllable that repeats one before it (surname included), or null. */
function repeatedSyllable(parts: NameParts): SyllableInfo | null {
  const seen = new Set(parts.surname.keys);
  for (const s of [...parts.middles, parts.given]) {
    if (seen.has(s.key)) return s;
    seen.add(s.key);
  }
  return null;
}

interface CheckFindings {
  avoided: SyllableInfo | null;
  noiLai: NoiLaiHit | null;
  reading: NoiLaiHit | null;
  repeated: SyllableInfo | null;
}

function findingsOf(parts: NameParts, context: AnalysisContext): CheckFindings {
  return {
    avoided: [...parts.middles, parts.given].find((s) => context.avoidKeys.has(s.key)) ?? null,
    noiLai: findNoiLaiInName(syllablesOf(parts), parts.surname.syllables.length),
    reading: findPhraseInName(syllablesOf(parts), parts.surname.syllables.length),
    repeated: repeatedSyllable(parts),
  };
}

const passes = (f: CheckFindings) => !f.avoided && !f.noiLai && !f.reading && !f.repeated;

function checksOf({ avoided, noiLai, reading, repeated }: CheckFindings, context: AnalysisContext): NameCheck[] {
  return [
    avoided
      ? { kind: "kieng-huy", passed: false, detail: `Trùng chữ "${avoided.syllable}" trong tên cần tránh của gia đình.` }
      : { kind: "kieng-huy", passed: true, detail: context.avoidKeys.size > 0 ? "Không trùng chữ nào trong tên cần tránh của gia đình." : "Gia đình không nêu tên cần tránh." },
    noiLai
      ? { kind: "noi-lai", passed: false, detail: `Nói lái "${noiLai.pair.join(" ")}" thành "${noiLai.result}".` }
      : { kind: "noi-lai", passed: true, detail: "Nói lái các cặp chữ trong tên không ra từ thô tục hay xui xẻo." },
    reading
      ? { kind: "doc-lien", passed: false, detail: `Hai chữ "${reading.result}" đọc liền thành "${reading.phrase}".` }
      : { kind: "doc-lien", passed: true, detail: "Đọc liền các chữ cạnh nhau không thành từ xấu." },
    repeated
      ? { kind: "lap-am", passed: false, detail: `Chữ "${repeated.syllable}" lặp lại trong tên.` }
      : { kind: "lap-am", passed: true, detail: "Không có chữ nào lặp lại." },
  ];
}

/** Whether a name passes every check, and its exact score, writing no text: ranking runs this thousands of times. */
export function evaluateName(parts: NameParts, context: AnalysisContext): { passed: boolean; exact: number } {
  if (!passes(findingsOf(parts, context))) return { passed: false, exact: 0 };
  return { passed: true, exact: scoreName(featuresOf(parts, context), context.score, false).exact };
}

function syllableAnalyses(parts: NameParts, context: AnalysisContext, tones: ToneAnalysis): SyllableAnalysis[] {
  const { surname, middles, given } = parts;
  const surnameHan = surname.entry?.hanTu ? Array.from(surname.entry.hanTu) : [];
  return [
    // The surname is not chosen, so it gets no relation to the mệnh; a two-syllable surname has one
    // element for the whole, shown on its first syllable.
    ...surname.syllables.map((syllable, i): SyllableAnalysis => ({
      syllable, role: "ho", hanTu: surnameHan[i] ?? null, meaning: null,
      element: i === 0 ? (surname.entry?.element ?? null) : null, elementRelation: null,
      tone: tones.tones[i]!, toneClass: toneClassOf(tones.tones[i]!),
    })),
    ...[...middles, given].map((s, i): SyllableAnalysis => {
      const tone = tones.tones[surname.syllables.length + i]!;
      return {
        syllable: s.syllable, role: s === given ? "ten" : "dem", hanTu: s.hanTu, meaning: s.meaning,
        element: s.element, elementRelation: relationTo(context.profile, s.element), tone, toneClass: toneClassOf(tone),
      };
    }),
  ];
}

/** The full analysis of one name, with `passed` false when a check excludes it. */
export function analyseName(parts: NameParts, context: AnalysisContext): { suggestion: Suggestion; passed: boolean; exact: number } {
  const { given, middles } = parts;
  const fullName = syllablesOf(parts).join(" ");
  const features = featuresOf(parts, context);
  const { score, exact, reasons } = scoreName(features, context.score);
  const tones = features.tones();
  const findings = findingsOf(parts, context);
  const themes = themesOfName(given, middles, context.score.selectedThemes);
  const chosen = [...middles, given];
  const suggestion: Suggestion = {
    fullName,
    surname: parts.surname.text,
    givenName: given.syllable,
    middleName: middles.length > 0 ? middles.map((m) => m.syllable).join(" ") : null,
    hanTu: chosen.every((s) => s.hanTu) ? chosen.map((s) => s.hanTu).join("") : null,
    meaning: wholeNameMeaning(given, middles, themes),
    element: given.element,
    elementRelation: features.givenRelation,
    score,
    reasons,
    wishMatches: [...features.wishMatches],
    themes,
    meaningDetail: meaningDetail(given, middles),
    syllables: syllableAnalyses(parts, context, tones),
    tonePattern: tones,
    numerology: numerologyOf(fullName),
    checks: checksOf(findings, context),
  };
  return { suggestion, passed: passes(findings), exact };
}
