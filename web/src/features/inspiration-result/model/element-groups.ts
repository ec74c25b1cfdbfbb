// Which visible names fall on which element, for the ngũ hành diagram and its text legend.
import type { ElementRelation, SuggestionPreview } from "@core/naming/report-types.ts";
import { ELEMENTS, type Element } from "@core/naming/types.ts";

export interface ElementGroup {
  element: Element;
  /** How this element (of the given names) relates to the baby's mệnh. */
  relation: ElementRelation;
  givenNames: string[];
}

/** One group per element that at least one name carries, in the order of the generating cycle. */
export function groupByElement(suggestions: readonly SuggestionPreview[]): ElementGroup[] {
  const groups = new Map<Element, ElementGroup>();
  for (const suggestion of suggestions) {
    const relation = suggestion.elementRelation;
    if (!relation) continue;
    const group = groups.get(relation.nameElement) ?? { element: relation.nameElement, relation, givenNames: [] };
    group.givenNames.push(suggestion.givenName);
    groups.set(relation.nameElement, group);
  }
  return ELEMENTS.flatMap((element) => groups.get(element) ?? []);
}
