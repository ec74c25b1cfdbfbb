// The short facts the comparison tables and the printed favourites show for a name, in words.
import type { SyllableAnalysis } from "@core/naming/report-types.ts";
import { RELATION_KIND_LABEL, TONE_VERDICT_LABEL } from "./element-words.ts";
import type { ReportName } from "./report-names.ts";

type Name = ReportName["name"];

/**
 * ["Kim sinh Thủy", "hợp mệnh"], or the name's element alone without a birth date; null if
 * unknown. In parts, so a narrow table can keep each on one line.
 */
export function elementFactParts(name: Name): string[] | null {
  if ("elementRelation" in name && name.elementRelation) {
    return [name.elementRelation.label, RELATION_KIND_LABEL[name.elementRelation.kind]];
  }
  return "element" in name && name.element ? [`Hành ${name.element}`] : null;
}

/** "Kim sinh Thủy · hợp mệnh", or "Hành Kim" without a birth date; null if unknown. */
export const elementFact = (name: Name): string | null => elementFactParts(name)?.join(" · ") ?? null;

/** ["B-T-B", "Xen kẽ bằng trắc"] for a fully analysed name; null for a preview. In parts, as above. */
export function toneFactParts(name: Name): string[] | null {
  return "tonePattern" in name ? [name.tonePattern.pattern, TONE_VERDICT_LABEL[name.tonePattern.verdict]] : null;
}

/** "B-T-B · Xen kẽ bằng trắc" for a fully analysed name; null for a preview. */
export const toneFact = (name: Name): string | null => toneFactParts(name)?.join(" · ") ?? null;

/** A run of a name's chữ Hán, or a syllable of it that has none (a pure Vietnamese word such as Thơ). */
export type HanTuPart = { hanTu: string } | { withoutHanTu: string };

/** What hanTuOf reads of a name: every kind of name has its full name; an analysed one, its syllables. */
interface WrittenName {
  fullName: string;
  hanTu?: string | null;
  syllables?: readonly Pick<SyllableAnalysis, "syllable" | "role" | "hanTu">[];
}

/**
 * The chữ Hán of the name after the surname: whole ("明書") when every syllable has one; where only
 * some do, those, with each syllable without one said ("映", then "Thơ"), as the full analysis
 * lists them; null when none does, or for a preview that does not say.
 */
export function hanTuOf(name: WrittenName): HanTuPart[] | null {
  if (name.hanTu) return [{ hanTu: name.hanTu }];
  const named = (name.syllables ?? []).filter((syllable) => syllable.role !== "ho");
  if (!named.some((syllable) => syllable.hanTu)) return null;
  return named.reduce<HanTuPart[]>((parts, { syllable, hanTu }) => {
    const last = parts.at(-1);
    // Characters side by side stay one run, as a name written whole does.
    if (hanTu && last && "hanTu" in last) return [...parts.slice(0, -1), { hanTu: last.hanTu + hanTu }];
    return [...parts, hanTu ? { hanTu } : { withoutHanTu: syllable }];
  }, []);
}

export const meaningOf = (name: Name): string | null => ("meaning" in name ? name.meaning : null);
