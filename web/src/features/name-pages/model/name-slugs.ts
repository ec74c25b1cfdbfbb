// The address of a name's page: the pair without diacritics, lower case, hyphenated (Minh Khôi →
// minh-khoi, Đức Anh → duc-anh). Pairs that differ only by their marks (Bảo An, Bảo Ân) would share
// one address, so the commoner keeps it and the others get -2, -3 … in a fixed order, whatever the
// order of the data file.
import { foldAccents } from "@core/vietnamese/normalize.ts";

/** The bare slug of a name: "Minh Khôi" → "minh-khoi". */
export const slugOf = (name: string): string =>
  foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

interface Sluggable {
  /** The pair as written ("Minh Khôi"). */
  name: string;
  /** How many people bear it: the commoner of two colliding names keeps the bare slug. */
  seen: number;
}

/** Every name's slug, unique: colliding names ordered by bearers, then by their written form. */
export function assignSlugs(names: readonly Sluggable[]): Map<string, string> {
  const groups = new Map<string, Sluggable[]>();
  for (const entry of names) {
    const slug = slugOf(entry.name);
    groups.set(slug, [...(groups.get(slug) ?? []), entry]);
  }
  const result = new Map<string, string>();
  for (const [slug, group] of groups) {
    const ordered = [...group].sort((a, b) => b.seen - a.seen || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    ordered.forEach((entry, i) => result.set(entry.name, i === 0 ? slug : `${slug}-${i + 1}`));
  }
  return result;
}
