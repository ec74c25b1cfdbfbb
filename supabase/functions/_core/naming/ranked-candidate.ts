// One name the ranking considers, scored as if it passes the checks: a class, not an object with a
// closure, since thousands are made per report. What the shortlist asks of it (its lean, its tone
// shape, the themes it carries, the syllables of its pair, its full name) is computed once, when first asked.
import { quickScoreOf, type AnalysisContext, type NameParts } from "./analyse-name.ts";
import { meaningfulThemes } from "./name-facts.ts";
import { passesChecks } from "./name-checks.ts";
import { culturalHitsOf } from "./cultural-names.ts";
import { leanOfName } from "./name-pairs.ts";
import { isPlaceAllowedAsName } from "./name-rules.ts";
import { toneClassOf } from "./tones.ts";
import type { NameLean, ThemeId } from "./types.ts";

/**
 * Whether the last middle name and the given name are also a place families still give as a name
 * (Hải Dương, Thái Bình): a parent's own such name gets a warning, but no suggestion is one, since a
 * reader hears the province first.
 */
const echoesPlace = ({ middles, given }: NameParts) =>
  middles.length > 0 && isPlaceAllowedAsName(middles.at(-1)!.key, given.key);

export class RankedCandidate {
  private passed: boolean | undefined;
  readonly exact: number;
  readonly quality: number;
  /** 0–1: how natural the name reads (its naturalness share). */
  readonly natural: number;
  constructor(
    readonly parts: NameParts,
    private readonly context: AnalysisContext,
  ) {
    ({ exact: this.exact, quality: this.quality, natural: this.natural } = quickScoreOf(parts, context));
  }

  /**
   * Whether it passes every check, recalls nothing families avoid and is no place: run only when the
   * pick reaches it.
   */
  passes(): boolean {
    return (this.passed ??=
      !echoesPlace(this.parts) &&
      passesChecks(this.parts, this.context) &&
      culturalHitsOf(this.fullName.split(" "), this.context.gender).length === 0);
  }

  private nameCache: string | undefined;
  private leanCache: NameLean | null | undefined;
  private shapeCache: string | undefined;
  private pairCache: string | undefined;

  /** Written only for the names the ranking compares that far or the pick reaches, a few of thousands. */
  get fullName(): string {
    const { surname, middles, given } = this.parts;
    return (this.nameCache ??= [surname.text, ...middles.map((m) => m.syllable), given.syllable].join(" "));
  }

  get lean(): NameLean | null {
    if (this.leanCache === undefined)
      this.leanCache = leanOfName(this.parts.middles.at(-1)?.key ?? null, this.parts.given.key);
    return this.leanCache;
  }

  /** "B-T-B": the tone shape of the full name, surname included. */
  get toneShape(): string {
    const { surname, middles, given } = this.parts;
    return (this.shapeCache ??= [...surname.tones, ...middles.map((m) => m.tone), given.tone]
      .map((t) => (toneClassOf(t) === "bang" ? "B" : "T"))
      .join("-"));
  }

  /** The two given syllables in either order (Minh Thủy and Thủy Minh share one). */
  get pairKey(): string {
    const last = this.parts.middles.at(-1);
    return (this.pairCache ??= last ? [last.key, this.parts.given.key].sort().join(" ") : this.parts.given.key);
  }

  carries(theme: ThemeId): boolean {
    return (
      this.parts.given.themes.includes(theme) || this.parts.middles.some((m) => meaningfulThemes(m).includes(theme))
    );
  }
}

// Code-point order, not localeCompare: the order must not depend on the runtime's ICU data.
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The score, then the commoner name (the score counts commonness only up to "common enough", so
 * many names tie), then the given name (so tied names do not clump by middle name), then the full name.
 */
export const byRank = (a: RankedCandidate, b: RankedCandidate) =>
  b.exact - a.exact ||
  b.natural - a.natural ||
  compare(a.parts.given.syllable, b.parts.given.syllable) ||
  compare(a.fullName, b.fullName);
