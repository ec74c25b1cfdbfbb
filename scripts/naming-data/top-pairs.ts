// Lists the pairs (tên đệm + tên) the engine suggests most often across the broad panel, so that a
// curator knows which pairs still need a meaning written in curation/pair-details.tsv (a test holds
// the first 300 to it).
//
//   npx tsx scripts/naming-data/top-pairs.ts            the first 300, with and without a meaning
//   npx tsx scripts/naming-data/top-pairs.ts 450 missing   only those of the first 450 without one
//
// Columns: rank, pair, times suggested, gender it is given to, its chữ Hán, whether it has a meaning.
import { broadPanelReports, mostSuggestedPairs } from "@core/naming/__tests__/broad-panel.ts";
import { NAME_PAIRS } from "@core/naming/name-pairs.ts";
import { SAMPLE_TODAY } from "@core/fixtures/sample-request.ts";

const count = Number(process.argv[2] ?? 300);
const onlyMissing = process.argv[3] === "missing";
const byKey = new Map(NAME_PAIRS.map((p) => [`${p.middleKey} ${p.givenKey}`, p]));

let missing = 0;
for (const [index, { pair, key, count: times }] of mostSuggestedPairs(broadPanelReports(SAMPLE_TODAY))
  .slice(0, count)
  .entries()) {
  const entry = byKey.get(key);
  const hasMeaning = Boolean(entry?.meaning);
  if (!hasMeaning) missing += 1;
  if (onlyMissing && hasMeaning) continue;
  console.log(
    [index + 1, pair, times, entry?.gender ?? "?", entry?.hanTu ?? "", hasMeaning ? "meaning" : "missing"].join("\t"),
  );
}
console.error(`${missing} of the first ${count} have no meaning written for the pair`);
