// The one published formula that turns a name's two parts into its score, and the bands a score
// falls in (docs/naming.md, "The score"). Ranking, the cards, the parents' own names and a chữ Hán
// switch all call this file, so a name can never be ranked by one number and shown with another.

/** How good the name is as a name, and how well it answers this family; both 0–100. */
export interface ScoreParts {
  quality: number;
  fit: number;
}

export const QUALITY_WEIGHT = 0.65;
export const FIT_WEIGHT = 0.35;
/** What each warning costs on top of what its criterion already lost. */
export const WARNING_COST = 3;
/** The highest score a name with any warning can have: below the first band. */
export const WARNED_CEILING = 84;

export const BANDS = ["rat-dep", "dep", "can-nhac", "khong-nen"] as const;
export type Band = (typeof BANDS)[number];

export const BAND_LABELS: Record<Band, string> = {
  "rat-dep": "Rất đẹp",
  dep: "Đẹp",
  "can-nhac": "Cân nhắc",
  "khong-nen": "Không nên",
};

export function bandOf(score: number): Band {
  if (score >= 85) return "rat-dep";
  if (score >= 70) return "dep";
  if (score >= 50) return "can-nhac";
  return "khong-nen";
}

/**
 * What a family warning (the given name's element against the baby's mệnh, a parent's mệnh at odds)
 * costs the fit part: as much fit as weighs what any other warning costs the score, so the part a
 * parent reads as how well the name answers them drops beside such a warning and the score moves as before.
 */
export const FAMILY_WARNING_FIT_COST = WARNING_COST / FIT_WEIGHT;

/**
 * The unrounded score: quality weighs more; each warning costs points and keeps the name below 85.
 * `familyWarnings` have already cost the fit part (FAMILY_WARNING_FIT_COST each), so they cost
 * nothing more here but still keep the name below 85; `unabsorbed` is the fit they could not take
 * from a part already near 0, taken here at the fit's weight.
 */
export function combinedScore(parts: ScoreParts, warnings: number, familyWarnings = 0, unabsorbed = 0): number {
  const raw = QUALITY_WEIGHT * parts.quality + FIT_WEIGHT * (parts.fit - unabsorbed) - WARNING_COST * warnings;
  const bounded = Math.max(0, Math.min(100, raw));
  return warnings + familyWarnings > 0 ? Math.min(WARNED_CEILING, bounded) : bounded;
}
