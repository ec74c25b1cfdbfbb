// Names a page points to, derived by one rule each from the table itself, never from a hand list:
// - similar meaning: the names that share most themes with this one (the given name's count
//   double), for babies of a compatible gender, the commonest first;
// - for a brother or sister: names with the same middle name (Minh Khôi, Minh Anh), and names whose
//   given name completes this one's, where the two given names are themselves a pair families give
//   (An and Khang make An Khang, Phúc and Lộc make Phúc Lộc), so the siblings' names read as one wish.
import type { NameLean } from "@core/naming/types.ts";
import type { NameFacts } from "@/features/name-pages/model/name-facts.ts";

export interface RelatedName {
  slug: string;
  name: string;
  lean: NameLean;
  /** For a sibling's name: why it goes with this one. */
  why?: string;
}

const SIMILAR_COUNT = 6;
const SAME_MIDDLE_COUNT = 4;
const COMPLETING_COUNT = 4;

const link = (facts: NameFacts, why?: string): RelatedName => ({
  slug: facts.slug,
  name: facts.name,
  lean: facts.lean,
  ...(why ? { why } : {}),
});

const compatible = (a: NameLean, b: NameLean) => a === b || a === "ca-hai" || b === "ca-hai";
const commonerFirst = (a: NameFacts, b: NameFacts) => b.seen - a.seen || (a.name < b.name ? -1 : 1);

interface RelatedIndex {
  similarTo(facts: NameFacts): RelatedName[];
  siblingsOf(facts: NameFacts): RelatedName[];
}

/** Indexes every name once, so each page's related names cost a few look-ups. */
export function relatedIndex(all: readonly NameFacts[]): RelatedIndex {
  const byMiddle = new Map<string, NameFacts[]>();
  const byGiven = new Map<string, NameFacts[]>();
  const byTheme = new Map<string, NameFacts[]>();
  const pairs = new Map<string, NameFacts>();
  const push = (map: Map<string, NameFacts[]>, key: string, facts: NameFacts) =>
    map.set(key, [...(map.get(key) ?? []), facts]);
  for (const facts of all) {
    pairs.set(`${facts.middleKey} ${facts.givenKey}`, facts);
    // A name that recalls a figure or a funeral is never offered as a related one.
    if (facts.warnings.length > 0) continue;
    push(byMiddle, facts.middleKey, facts);
    push(byGiven, facts.givenKey, facts);
    for (const theme of facts.themes) push(byTheme, theme, facts);
  }
  for (const list of [...byMiddle.values(), ...byGiven.values()]) list.sort(commonerFirst);

  function similarTo(facts: NameFacts): RelatedName[] {
    const themes = new Set(facts.themes);
    const score = new Map<NameFacts, number>();
    for (const theme of themes)
      for (const other of byTheme.get(theme) ?? []) {
        if (other.givenKey === facts.givenKey || !compatible(other.lean, facts.lean)) continue;
        score.set(other, (score.get(other) ?? 0) + 1);
      }
    // Shared themes over all themes of the two (Jaccard), the given names' first theme alike counting one more.
    for (const [other, shared] of score) {
      const union = themes.size + other.themes.length - shared;
      const sameFirst = other.givenThemes[0] === facts.givenThemes[0] ? 1 : 0;
      score.set(other, (shared + sameFirst) / (union + 1));
    }
    return [...score]
      .sort(([a, sa], [b, sb]) => sb - sa || commonerFirst(a, b))
      .slice(0, SIMILAR_COUNT)
      .map(([other]) => link(other));
  }

  function siblingsOf(facts: NameFacts): RelatedName[] {
    const [middle, given] = facts.syllables;
    const sameMiddle = (byMiddle.get(facts.middleKey) ?? [])
      .filter((other) => other.givenKey !== facts.givenKey)
      .slice(0, SAME_MIDDLE_COUNT)
      .map((other) => link(other, `cùng tên đệm ${middle.syllable}`));
    // Every given name that forms a real pair with this one, in either order.
    const completing: { sibling: NameFacts; why: string }[] = [];
    for (const [other, names] of byGiven) {
      // The middle name would make the sibling's name out of this one's (Minh Khôi, Quang Minh).
      if (other === facts.givenKey || other === facts.middleKey) continue;
      const joined = pairs.get(`${facts.givenKey} ${other}`) ?? pairs.get(`${other} ${facts.givenKey}`);
      if (!joined) continue;
      // The sibling keeps this name's middle name when families give that pair; else the commonest.
      const sibling = names.find((n) => n.middleKey === facts.middleKey) ?? names[0]!;
      // Two wishes that belong together (An and Khang both speak of peace and health), not any two words.
      if (!sibling.givenThemes.some((t) => facts.givenThemes.includes(t))) continue;
      completing.push({
        sibling,
        why: `${given.syllable} và ${sibling.syllables[1].syllable} ghép thành “${joined.name}”`,
      });
    }
    const chosen = completing
      .sort((a, b) => commonerFirst(a.sibling, b.sibling))
      .slice(0, COMPLETING_COUNT)
      .map(({ sibling, why }) => link(sibling, why));
    const seen = new Set(sameMiddle.map((n) => n.slug));
    return [...chosen.filter((n) => !seen.has(n.slug)), ...sameMiddle];
  }

  return { similarTo, siblingsOf };
}
