// Every name of the graded readings with what the engine knows of it, one JSON line a name, so a
// study of what readers reward (docs/naming.md, "What separates a lovely name from a plain one")
// can fit and check a score outside the engine: the readers' grades and verdicts, the score, its two
// parts and the share each criterion earned, and the raw facts behind them (the pair and how many
// people bear it, each syllable's style, lean and themes, where the chosen themes sit in the name).
// Each name is read as `--every` of graded-agreement.ts reads it: as a suggestion of its request.
//
//   npx tsx scripts/naming-data/dump-graded-features.ts out.jsonl reading-dir [reading-dir …]
import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { candidateParts } from "@core/naming/analyse-candidate.ts";
import { analyseName, featuresOf } from "@core/naming/analyse-name.ts";
import { asThePairWritesIt } from "@core/naming/pair-writing.ts";
import { DATA_SET } from "@core/naming/data/data-set.ts";
import { lunarYearOf } from "@core/naming/lunar.ts";
import { failedCount, findingsOf } from "@core/naming/name-checks.ts";
import { commonness, leanAlone, pairLean, twoPartMiddleCommonness } from "@core/naming/name-pairs.ts";
import { LINEAGE_MIDDLES } from "@core/naming/name-rules.ts";
import { prepareDataSet, surnameInfoOf, type SyllableInfo } from "@core/naming/prepared-data-set.ts";
import { analysisContext } from "@core/naming/analysis-context.ts";
import { FIT, QUALITY } from "@core/naming/score-criteria.ts";
import { formatName } from "@core/vietnamese/normalize.ts";
import { readingsByName } from "./graded-readings.ts";
import { readRequests } from "./read-requests.ts";

const [out, ...dirs] = process.argv.slice(2);
if (!out || dirs.length === 0) throw new Error("usage: dump-graded-features.ts out.jsonl reading-dir [reading-dir …]");

const prepared = prepareDataSet(DATA_SET);
const syllable = (s: SyllableInfo) => ({
  syllable: s.syllable,
  style: s.style,
  gender: s.gender,
  themes: s.themes,
  tone: s.tone,
  hasMeaning: s.meaning !== null,
});

const lines: string[] = [];
for (const dir of dirs) {
  const requests = readRequests(join(dir, "requests.json"));
  for (const [key, readings] of readingsByName(dir)) {
    const grades = readings.map((r) => r.grade);
    const verdicts = readings.flatMap((r) => (r.verdict ? [r.verdict] : []));
    const request = Number(key.slice(0, key.indexOf("|")));
    const fullName = key.slice(key.indexOf("|") + 1);
    const input = requests[request - 1]!;
    const context = analysisContext(input, input.birthDate ? lunarYearOf(input.birthDate) : null, prepared);
    const surname = surnameInfoOf(input.surname, prepared);
    const name = formatName(fullName).slice(surname.text.length + 1);
    const parts = candidateParts({ name, hanTu: null }, surname, context.gender, prepared);
    const { suggestion } = analyseName(parts, context);
    const failed = failedCount(findingsOf(parts, context));
    const features = featuresOf(asThePairWritesIt(parts), context, failed);
    const last = parts.middles.at(-1);
    const lineage = last !== undefined && LINEAGE_MIDDLES.has(last.key);
    lines.push(
      JSON.stringify({
        reading: basename(dir),
        request,
        input,
        fullName,
        grades,
        verdicts,
        score: suggestion.score,
        quality: suggestion.scoreParts.quality,
        fit: suggestion.scoreParts.fit,
        lean: suggestion.genderLean,
        warnings: suggestion.reasons.filter((r) => r.startsWith("Lưu ý")).length,
        failedChecks: failed,
        shares: Object.fromEntries(
          [...QUALITY, ...FIT].map((c) => [c.id, c.applies(context.score) ? c.share(features, context.score) : null]),
        ),
        attested: parts.attested,
        pair: parts.pair && {
          gender: parts.pair.gender,
          seen: parts.pair.seen,
          hasMeaning: parts.pair.meaning !== null,
        },
        pairLean: last ? pairLean(last.key, parts.given.key) : null,
        givenLeanAlone: leanAlone(parts.given.key),
        commonness: commonness(last && !lineage ? last.key : null, parts.given.key, parts.pair),
        opening: parts.middles.length === 2 ? twoPartMiddleCommonness(parts.middles[0]!.key, last!.key) : null,
        lineage,
        given: syllable(parts.given),
        middles: parts.middles.map(syllable),
        middleThemes: features.middleThemes,
        wishMatches: features.scoredWishMatches,
        toneVerdict: features.toneVerdict,
      }),
    );
  }
}
writeFileSync(out, lines.join("\n") + "\n");
console.log(`${lines.length} graded names written to ${out}`);
