// The short facts the comparison tables and the printed favourites show for a name, in words.
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

export const hanTuOf = (name: Name): string | null => ("hanTu" in name ? name.hanTu : null);
export const meaningOf = (name: Name): string | null => ("meaning" in name ? name.meaning : null);
