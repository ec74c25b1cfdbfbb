// `npm test`: makes sure the local stack runs, then every suite in scripts/test/suites.ts.
// Prints one line per suite and, as the very last line, `N passed, N failed` over all of them.
// Exits non-zero when anything failed.
import { startStack } from "../stack/stack-lifecycle.ts";
import { countSingleStep, type Counts } from "./result-counts.ts";
import { SUITES, type Suite } from "./suites.ts";

interface Outcome {
  name: string;
  counts: Counts | null;
  note: string;
}

async function runOne(suite: Suite): Promise<Outcome> {
  const skipped = suite.skipReason();
  if (skipped) return { name: suite.name, counts: null, note: `skipped: ${skipped}` };
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = performance.now();
  let counts: Counts;
  try {
    counts = await suite.run();
  } catch (error) {
    console.error(error);
    counts = { passed: 0, failed: 1 };
  }
  return { name: suite.name, counts, note: `${((performance.now() - started) / 1000).toFixed(1)} s` };
}

async function startStackStep(): Promise<Outcome> {
  console.log("━━━ local stack (stack:start) ━━━");
  try {
    await startStack((line) => console.log(`stack: ${line}`));
    return { name: "local stack start", counts: countSingleStep(0), note: "" };
  } catch (error) {
    console.error((error as Error).message);
    return { name: "local stack start", counts: countSingleStep(1), note: "the suites that need it will fail too" };
  }
}

const outcomes: Outcome[] = [await startStackStep()];
for (const suite of SUITES) outcomes.push(await runOne(suite));

console.log("\n━━━ summary ━━━");
let passed = 0;
let failed = 0;
for (const { name, counts, note } of outcomes) {
  if (!counts) {
    console.log(`- ${name}: ${note}`);
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  const mark = counts.failed === 0 ? "✔" : "✖";
  console.log(`${mark} ${name}: ${counts.passed} passed, ${counts.failed} failed${note ? ` (${note})` : ""}`);
  // Named here too: a log cut to its tail still says which test failed and why.
  for (const failure of counts.failures ?? []) console.log(`    ✖ ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
