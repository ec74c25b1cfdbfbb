// "Hợp tuổi bố mẹ": the parents' own birth years read the traditional way. Each parent's Can Chi and
// nạp âm mệnh, how the baby's mệnh stands towards it, and how a name's elements stand towards it.
// A cultural reading that parents ask for, told as tradition: it never says what a child will be.
import { canChiOfYear } from "./can-chi.ts";
import { generates, overcomes } from "./elements.ts";
import { napAmOfYear } from "./nap-am.ts";
import type { Element } from "./types.ts";

export type ParentRole = "father" | "mother";

/** A parent's year as the view carries it: `{ year, canChi, napAm, element }`. */
export interface ParentProfile {
  year: number;
  canChi: string;
  napAm: string;
  element: Element;
}

export interface ParentsProfile {
  father?: ParentProfile;
  mother?: ParentProfile;
}

/**
 * How one element stands towards a parent's mệnh, with its direction: `sinh-cho-cha-me` (it feeds
 * the parent's mệnh), `duoc-cha-me-sinh` (the parent's mệnh feeds it), `binh-hoa`, `khac-cha-me`
 * (it overcomes the parent's mệnh), `bi-cha-me-khac` (the parent's mệnh overcomes it).
 */
type ParentRelationKind = "sinh-cho-cha-me" | "duoc-cha-me-sinh" | "binh-hoa" | "khac-cha-me" | "bi-cha-me-khac";

export interface ParentRelation {
  role: ParentRole;
  kind: ParentRelationKind;
  element: Element;
  parentElement: Element;
  /** Short form, e.g. "Thổ sinh Kim". */
  label: string;
}

const PARENT_WORD: Record<ParentRole, string> = { father: "bố", mother: "mẹ" };

/** The profile of a parent born (by their own count of tuổi) in lunar year `year`. */
export function parentProfile(year: number): ParentProfile {
  const napAm = napAmOfYear(year);
  return { year, canChi: canChiOfYear(year), napAm: napAm.name, element: napAm.element };
}

export function parentsProfile(
  fatherYear: number | null | undefined,
  motherYear: number | null | undefined,
): ParentsProfile | null {
  if (fatherYear == null && motherYear == null) return null;
  return {
    ...(fatherYear == null ? {} : { father: parentProfile(fatherYear) }),
    ...(motherYear == null ? {} : { mother: parentProfile(motherYear) }),
  };
}

export function relateToParent(element: Element, parent: ParentProfile, role: ParentRole): ParentRelation {
  const parentElement = parent.element;
  const base = { role, element, parentElement };
  if (element === parentElement) return { ...base, kind: "binh-hoa", label: `Bình hòa ${element}` };
  if (generates(element, parentElement))
    return { ...base, kind: "sinh-cho-cha-me", label: `${element} sinh ${parentElement}` };
  if (generates(parentElement, element))
    return { ...base, kind: "duoc-cha-me-sinh", label: `${parentElement} sinh ${element}` };
  if (overcomes(element, parentElement))
    return { ...base, kind: "khac-cha-me", label: `${element} khắc ${parentElement}` };
  return { ...base, kind: "bi-cha-me-khac", label: `${parentElement} khắc ${element}` };
}

/** How well a relation sits in the tradition, 0–1: generating either way is best, khắc least. */
export function parentRelationValue(kind: ParentRelationKind): number {
  switch (kind) {
    case "duoc-cha-me-sinh":
    case "sinh-cho-cha-me":
      return 1;
    case "binh-hoa":
      return 0.8;
    case "bi-cha-me-khac":
      return 0.3;
    case "khac-cha-me":
      return 0.2;
  }
}

/** One plain sentence for parents about the baby's mệnh (or a name's element) and one parent's mệnh. */
export function describeParentRelation(relation: ParentRelation, subject: "menh-be" | "ten"): string {
  const parent = PARENT_WORD[relation.role];
  const who = subject === "menh-be" ? `Mệnh ${relation.element} của bé` : `Hành ${relation.element} của tên`;
  const tradition = "theo quan niệm ngũ hành";
  switch (relation.kind) {
    case "binh-hoa":
      return `${who} cùng hành với mệnh ${relation.parentElement} của ${parent} (bình hòa): ${tradition}, hai bên hòa hợp.`;
    case "duoc-cha-me-sinh":
      return `Mệnh ${relation.parentElement} của ${parent} sinh ${relation.element} (${relation.label}): ${tradition}, ${parent} nâng đỡ, vun đắp cho ${subject === "menh-be" ? "bé" : "tên"}.`;
    case "sinh-cho-cha-me":
      return `${who} sinh mệnh ${relation.parentElement} của ${parent} (${relation.label}): ${tradition}, đây là mối quan hệ tương sinh, hai bên bồi đắp cho nhau.`;
    case "khac-cha-me":
      return `${who} khắc mệnh ${relation.parentElement} của ${parent} (${relation.label}): ${tradition}, đây là quan hệ tương khắc; nhiều gia đình cân bằng bằng tên đệm hoặc tên có hành trung gian.`;
    case "bi-cha-me-khac":
      return `Mệnh ${relation.parentElement} của ${parent} khắc ${relation.element} (${relation.label}): ${tradition}, đây là quan hệ tương khắc; đó chỉ là một góc nhìn văn hóa, không quyết định điều gì.`;
  }
}
