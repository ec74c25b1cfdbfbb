// How the tradition weighs a name's five elements (ngũ hành): against the baby's mệnh, and against
// each parent's when they gave their years. The shares (0–1) and the words of the score's two
// criteria that read the elements, "ngũ hành" and "hợp tuổi bố mẹ" (score.ts); they change with the
// tradition's reading, the rest of the score with the naming rules. The given name counts most.
import { parentRelationValue, relateToParent, type ParentProfile, type ParentRole } from "./parents.ts";
import type { ElementRelation } from "./report-types.ts";
import type { Element } from "./types.ts";

/** A parent whose birth year the family gave. */
interface Parent {
  role: ParentRole;
  profile: ParentProfile;
}

/** How well each relation to the mệnh sits in the tradition: the name feeding the mệnh is best. */
function relationValue(relation: ElementRelation | null): number {
  if (!relation) return 0.5;
  if (relation.kind === "binh-hoa") return 0.8;
  if (relation.kind === "tuong-sinh") return relation.direction === "ten-toi-menh" ? 1 : 0.6;
  return relation.direction === "ten-toi-menh" ? 0 : 0.2;
}

/**
 * 0.7 of the given name's value and 0.3 of the middle names' mean (0.5 when none is known). Summed in
 * a loop, not filtered and reduced: ranking asks this for every name it scores.
 */
function weighted<T>(given: T | null, middles: readonly (T | null)[], value: (item: T | null) => number): number {
  let sum = 0;
  let known = 0;
  for (const middle of middles) {
    if (middle === null) continue;
    sum += value(middle);
    known++;
  }
  return 0.7 * value(given) + 0.3 * (known > 0 ? sum / known : 0.5);
}

/** 0–1: how the name's elements stand towards the baby's mệnh. */
export const birthShare = (given: ElementRelation | null, middles: readonly (ElementRelation | null)[]): number =>
  weighted(given, middles, relationValue);

/** How the warnings of the two family criteria begin: a card finds them by it (cautions.ts). */
export const BIRTH_WARNING_START = "Lưu ý: tên hành ";
export const PARENTS_WARNING_START = "Lưu ý về tuổi bố mẹ";

/** Said where no element would suit the baby's mệnh and both parents: the relation is a fact, no warning. */
const NO_ELEMENT_SUITS_ALL = "không hành nào hợp cùng lúc mệnh của bé và tuổi bố mẹ";

/** `cautioned`: whether some element would suit the whole family (see ScoreContext.familyCanAgree). */
export function birthReason(relation: ElementRelation, cautioned = true): string {
  const { nameElement: name, birthElement: birth, label } = relation;
  if (relation.kind === "binh-hoa") return `Cùng hành ${birth} với mệnh của bé (bình hòa)`;
  if (relation.kind === "tuong-sinh") {
    return relation.direction === "ten-toi-menh"
      ? `Hợp mệnh ${birth} của bé (${label})`
      : `Mệnh ${birth} của bé nuôi dưỡng tên hành ${name} (${label})`;
  }
  if (!cautioned) return `Tên hành ${name} và mệnh ${birth} của bé tương khắc (${label}); ${NO_ELEMENT_SUITS_ALL}`;
  return `${BIRTH_WARNING_START}${name}, theo ngũ hành là ${label} với mệnh ${birth} của bé`;
}

const elementValue = (element: Element | null, { role, profile }: Parent): number =>
  element ? parentRelationValue(relateToParent(element, profile, role).kind) : 0.5;

/** 0–1: how the name's elements stand towards each parent's mệnh, averaged over the parents. */
export function parentsShare(
  given: Element | null,
  middles: readonly (Element | null)[],
  parents: readonly Parent[],
): number {
  let sum = 0;
  for (const parent of parents) sum += weighted(given, middles, (element) => elementValue(element, parent));
  return sum / parents.length;
}

/** Whether the given name's element sits well with every parent's mệnh (no "Lưu ý"). */
export const parentsAgree = (given: Element | null, parents: readonly Parent[]): boolean =>
  given === null || parents.every((parent) => elementValue(given, parent) >= 0.8);

const PARENT_WORD: Record<ParentRole, string> = { father: "bố", mother: "mẹ" };

export function parentsReason(given: Element | null, parents: readonly Parent[], cautioned = true): string | null {
  if (!given) return null;
  const parts = parents.map(({ role, profile }) => {
    const relation = relateToParent(given, profile, role);
    return `${PARENT_WORD[role]} mệnh ${profile.element} (${relation.label})`;
  });
  if (parentsAgree(given, parents)) return `Hợp tuổi bố mẹ: tên hành ${given}, ${parts.join("; ")}`;
  if (!cautioned) return `Tuổi bố mẹ: tên hành ${given}, ${parts.join("; ")} (${NO_ELEMENT_SUITS_ALL})`;
  return `${PARENTS_WARNING_START}: tên hành ${given}, ${parts.join("; ")}`;
}
