// Builds supabase/functions/_core/naming/data/name-pairs.json, the table of two-syllable given
// names (tên đệm + tên) the engine builds every suggestion from (docs/naming.md).
//
//   reference lists   boy.txt and girl.txt of vietnamese-namedb (MIT), copied with their licence
//                     under naming/__tests__/reference/vietnamese-namedb/
//   + additions       naming/data/curation/pair-additions.tsv (checked by hand)
//   − removals        naming/data/curation/pair-removals.tsv (checked by hand), every pair that
//                     breaks a hard rule (place, ordinary word, repeat; name-rules.ts), every pair
//                     ending in a syllable that is not a given name (curation/given-name-verdicts.tsv),
//                     and every pair whose syllables the data set does not describe
//   + details         curation/pair-details.tsv: the chữ Hán and the meaning written for the pair
//   two-part middles  the two-syllable middle names of the UIT sample (uit_member-middle-name-counts.tsv)
//                     with how many people bear them: what a four-syllable name may open with
//   seen              how many people of the UIT sample bear each pair as the last two syllables of
//                     their name (uit_member-pair-counts.tsv): how common a real pair is
//   − reversed        a pair whose reverse, given to the same gender, is far more common in the
//                     sample (Lam Ngọc beside Ngọc Lam, Tâm Thanh beside Thanh Tâm)
//
// Run `npx tsx scripts/naming-data/build-name-pairs.ts` after editing any of them; a test fails
// while the shipped file differs from what this script makes. Bump DATA_VERSION with it.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DATA_SET } from "@core/naming/data/data-set.ts";
import { findRuleBreak } from "@core/naming/name-rules.ts";
import type { GenderLean, NameSyllable } from "@core/naming/types.ts";
import { fixEth, formatName, syllableKey } from "@core/vietnamese/normalize.ts";

const NAMING_DIR = new URL("../../supabase/functions/_core/naming/", import.meta.url);
export const NAME_PAIRS_FILE = fileURLToPath(new URL("data/name-pairs.json", NAMING_DIR));

const read = (relative: string) => readFileSync(new URL(relative, NAMING_DIR), "utf8");
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "");

/** Rows of a curation TSV as objects keyed by its header. */
function tsv(relative: string): Record<string, string>[] {
  const [header, ...rows] = lines(read(relative));
  const columns = header!.split("\t");
  return rows.map((row) => Object.fromEntries(row.split("\t").map((cell, i) => [columns[i]!, cell.trim()])));
}

const namedb = (file: string) =>
  lines(read(`__tests__/reference/vietnamese-namedb/${file}`)).map((l) => formatName(fixEth(l)));
const keyOf = (pair: string) => pair.split(" ").map(syllableKey).join(" ");

type Side = "nam" | "nữ";
const sidesOf = (gender: string): Side[] => (gender === "nam" ? ["nam"] : gender === "nữ" ? ["nữ"] : ["nam", "nữ"]);

/**
 * The rows of curation/pair-details.tsv by pair key, checked: a pair written once, its chữ Hán one
 * Han character per syllable (垂楊 for Thùy Dương), and something written in the row.
 */
function pairDetails(): Map<string, Record<string, string>> {
  const details = new Map<string, Record<string, string>>();
  for (const row of tsv("data/curation/pair-details.tsv")) {
    const { pair, hanTu, meaning } = row;
    const problem =
      !pair || pair.split(" ").length !== 2
        ? "is not a two-syllable pair"
        : details.has(keyOf(pair))
          ? "is written twice"
          : hanTu && !/^\p{Script=Han}{2}$/u.test(hanTu)
            ? `has the chữ Hán "${hanTu}", not one character per syllable`
            : !hanTu && !meaning
              ? "has neither chữ Hán nor meaning"
              : null;
    if (problem) throw new Error(`pair-details.tsv: "${pair}" ${problem}`);
    details.set(keyOf(pair!), row);
  }
  return details;
}

interface BuildResult {
  json: string;
  dropped: { pair: string; why: string }[];
}

export function buildNamePairs(): BuildResult {
  const middleByKey = new Map<string, NameSyllable>();
  for (const s of [...DATA_SET.middleNames, ...DATA_SET.givenNames])
    if (!middleByKey.has(syllableKey(s.syllable))) middleByKey.set(syllableKey(s.syllable), s);
  const givenByKey = new Map(DATA_SET.givenNames.map((s) => [syllableKey(s.syllable), s]));
  const notGiven = new Set(tsv("data/curation/given-name-verdicts.tsv").map((r) => syllableKey(r.syllable!)));

  // pair key → its spelling and the genders it is given to
  const pairs = new Map<string, { text: string; sides: Set<Side>; source: string }>();
  const add = (text: string, sides: Side[], source: string) => {
    const entry = pairs.get(keyOf(text)) ?? { text, sides: new Set<Side>(), source };
    for (const side of sides) entry.sides.add(side);
    pairs.set(keyOf(text), entry);
  };
  for (const name of namedb("boy.txt")) if (name.split(" ").length === 2) add(name, ["nam"], "namedb");
  for (const name of namedb("girl.txt")) if (name.split(" ").length === 2) add(name, ["nữ"], "namedb");
  for (const row of tsv("data/curation/pair-additions.tsv"))
    add(formatName(row.pair!), sidesOf(row.gender!), pairs.has(keyOf(row.pair!)) ? "namedb" : "added");

  const dropped: BuildResult["dropped"] = [];
  for (const row of tsv("data/curation/pair-removals.tsv")) {
    const entry = pairs.get(keyOf(row.pair!));
    if (!entry) continue;
    for (const side of sidesOf(row.from!)) entry.sides.delete(side);
    if (entry.sides.size === 0) {
      pairs.delete(keyOf(row.pair!));
      dropped.push({ pair: row.pair!, why: row.reason! });
    }
  }

  const seen = uitCounts("uit_member-pair-counts.tsv");
  const asMiddle = uitCounts("uit_member-middle-name-counts.tsv");
  const asGiven = uitCounts("uit_member-given-name-counts.tsv");
  // A pair whose reverse, given to the same gender, is far more common reads as the reverse said
  // backwards: by the pairs the sample counts, or, where it counts neither (girls' names are few in
  // it), by how often each syllable stands in each place (Ngọc opens names, Lam ends them).
  const reverseKey = (key: string) => key.split(" ").reverse().join(" ");
  const positional = (key: string) => {
    const [m, g] = key.split(" ") as [string, string];
    return (asMiddle.get(m) ?? 0) * (asGiven.get(g) ?? 0);
  };
  for (const [key, entry] of [...pairs]) {
    const reverse = pairs.get(reverseKey(key));
    if (!reverse || ![...entry.sides].some((side) => reverse.sides.has(side))) continue;
    const mine = seen.get(key) ?? 0;
    const theirs = seen.get(reverseKey(key)) ?? 0;
    const byPairs = theirs >= 3 && (mine === 0 || theirs >= 15 * mine);
    const byPlaces = mine === 0 && theirs === 0 && positional(reverseKey(key)) >= 20 * Math.max(1, positional(key));
    if (!byPairs && !byPlaces) continue;
    for (const side of reverse.sides) entry.sides.delete(side);
    if (entry.sides.size === 0) {
      pairs.delete(key);
      dropped.push({ pair: entry.text, why: `its reverse ${reverse.text} is far more common` });
    }
  }

  const details = pairDetails();
  const detailed = new Set<string>();
  const rows: [string, GenderLean, string | null, string | null, string, number][] = [];
  for (const [key, { text, sides, source }] of pairs) {
    const [middleText, givenText] = text.split(" ") as [string, string];
    const middle = middleByKey.get(syllableKey(middleText));
    const given = givenByKey.get(syllableKey(givenText));
    const rule = findRuleBreak([], [middleText], givenText);
    const why = notGiven.has(syllableKey(givenText))
      ? `${givenText} is not a given name`
      : rule
        ? `breaks the rule ${rule.kind}`
        : !middle || !given
          ? "a syllable the data set does not describe"
          : null;
    if (why) {
      dropped.push({ pair: text, why });
      continue;
    }
    const gender: GenderLean = sides.size === 2 ? "cả hai" : sides.has("nam") ? "nam" : "nữ";
    const detail = details.get(key);
    if (detail) detailed.add(key);
    const hanTu = detail?.hanTu || (middle!.hanTu && given!.hanTu ? middle!.hanTu + given!.hanTu : null);
    rows.push([
      `${middle!.syllable} ${given!.syllable}`,
      gender,
      hanTu,
      detail?.meaning || null,
      source,
      seen.get(key) ?? 0,
    ]);
  }
  // A detail row for a pair the table leaves out would silently change nothing: say so instead.
  const unused = [...details.values()].filter((d) => !detailed.has(keyOf(d.pair!))).map((d) => d.pair);
  if (unused.length > 0) throw new Error(`pair-details.tsv names pairs the table does not hold: ${unused.join(", ")}`);
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  const body = rows.map((row) => `  ${JSON.stringify(row)}`).join(",\n");
  const middles = twoPartMiddles()
    .map((row) => `  ${JSON.stringify(row)}`)
    .join(",\n");
  const json = `{\n"about": "Generated by scripts/naming-data/build-name-pairs.ts; do not edit by hand. Each row: the pair (tên đệm + tên), the baby's gender it is given to, its chữ Hán chosen for the pair (null when a syllable is pure Vietnamese), the meaning written for the pair (null: composed from the syllables), where it comes from (namedb or added by hand), and how many of the 8,757 people of the UIT sample of vietnamese-namedb bear it as the last two syllables of their name. twoPartMiddles: two-syllable middle names of the UIT sample of vietnamese-namedb with how many of its 8,757 people bear them.",\n"columns": ["pair", "gender", "hanTu", "meaning", "source", "seen"],\n"pairs": [\n${body}\n],\n"twoPartMiddles": [\n${middles}\n]\n}\n`;
  return { json, dropped };
}

/** A UIT counts file (name, count, share) by syllable key: how many people of the sample bear each. */
function uitCounts(file: string): Map<string, number> {
  const [, ...rows] = lines(read(`__tests__/reference/vietnamese-namedb/${file}`));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const [name, count] = row.split("\t");
    if (!name || !/^\d+$/.test(count ?? "")) continue;
    const key = keyOf(formatName(fixEth(name)));
    counts.set(key, (counts.get(key) ?? 0) + Number(count));
  }
  return counts;
}

/**
 * The two-syllable middle names people of the UIT sample bear (Thị Thu, Ngọc Bảo, Hoàng Gia, Trần
 * Minh), with their counts, most common first: both syllables written as names write them, no hard
 * rule broken (a repeat, an ordinary word), and not a pair the curation removes.
 */
function twoPartMiddles(): [string, number][] {
  const [, ...rows] = lines(read("__tests__/reference/vietnamese-namedb/uit_member-middle-name-counts.tsv"));
  // Two syllables no family puts together are no middle name either (Thanh Hoàng is heard as thành
  // hoàng, a village's guardian spirit).
  const removed = new Set(tsv("data/curation/pair-removals.tsv").map((row) => keyOf(row.pair!)));
  const counts = new Map<string, [string, number]>();
  for (const row of rows) {
    const [name, count] = row.split("\t");
    const text = formatName(fixEth(name ?? ""));
    const parts = text.split(" ");
    if (parts.length !== 2 || !/^\d+$/.test(count ?? "")) continue;
    if (findRuleBreak([], [parts[0]!], parts[1]!)) continue;
    const key = keyOf(text);
    if (removed.has(key)) continue;
    const previous = counts.get(key);
    counts.set(key, [previous?.[0] ?? text, (previous?.[1] ?? 0) + Number(count)]);
  }
  return [...counts.values()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { json, dropped } = buildNamePairs();
  writeFileSync(NAME_PAIRS_FILE, json);
  const { pairs, twoPartMiddles: middles } = JSON.parse(json) as { pairs: unknown[]; twoPartMiddles: unknown[] };
  console.log(
    `${pairs.length} pairs and ${middles.length} two-part middle names written to ${NAME_PAIRS_FILE}; ${dropped.length} pairs left out`,
  );
  if (process.argv.includes("--verbose")) for (const d of dropped) console.log(`  - ${d.pair}: ${d.why}`);
}
