// Which of a name's reasons speak against it. One rule, so the verdict under a parent's own name,
// the card's reasons and the report's tables never disagree about what is worth weighing.
import { BIRTH_WARNING_START, PARENTS_WARNING_START } from "./score-elements.ts";

/** A reason that speaks against the name: a "Lưu ý", a combination no family is known to give, or one given to the other gender. */
export const isCaution = (reason: string): boolean =>
  reason.startsWith("Lưu ý") || reason.startsWith("Tổ hợp mới") || reason.startsWith("Ít gặp");

/**
 * The reasons to weigh beside a name's own `warnings`: its cautions, except that a name given to
 * the other gender already says so in its warning, so its naturalness ("Ít gặp …") need not repeat it.
 */
export const cautionsOf = (reasons: readonly string[], warnings: readonly string[]): string[] =>
  reasons.filter((reason) => isCaution(reason) && !(warnings.length > 0 && reason.startsWith("Ít gặp")));

/** What a family warning is about, in a card's words; null for any other reason. */
export type FamilyWarning = "menh" | "tuoi-bo-me";

/**
 * A warning about this family (the name's element against the baby's mệnh, or against a parent's):
 * it costs the fit part, where the parents read how well the name answers them, not the score's
 * points a warning about the name itself costs (score-formula.ts).
 */
export function familyWarningOf(reason: string): FamilyWarning | null {
  if (reason.startsWith(BIRTH_WARNING_START)) return "menh";
  if (reason.startsWith(PARENTS_WARNING_START)) return "tuoi-bo-me";
  return null;
}
