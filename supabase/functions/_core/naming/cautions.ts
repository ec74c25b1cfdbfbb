// Which of a name's reasons speak against it. One rule, so the verdict under a parent's own name,
// the card's reasons and the report's tables never disagree about what is worth weighing.

/** A reason that speaks against the name: a "Lưu ý", a combination no family is known to give, or one given to the other gender. */
export const isCaution = (reason: string): boolean =>
  reason.startsWith("Lưu ý") || reason.startsWith("Tổ hợp mới") || reason.startsWith("Ít gặp");

/**
 * The reasons to weigh beside a name's own `warnings`: its cautions, except that a name given to
 * the other gender already says so in its warning, so its naturalness ("Ít gặp …") need not repeat it.
 */
export const cautionsOf = (reasons: readonly string[], warnings: readonly string[]): string[] =>
  reasons.filter((reason) => isCaution(reason) && !(warnings.length > 0 && reason.startsWith("Ít gặp")));
