// `npm test`: every suite in scripts/test/suites.ts, in two lanes that run side by side. The stack
// lane starts the local stack, then runs the suites that drive it one after another (they share its
// database). The local lane runs the unit tests, which need only the files. Then both lanes take the
// checks that need only the files (typecheck, format, lint) from one queue (lanes.ts), so that on
// two cores neither lane ends long before the other with a core left idle. The stack lane's output is
// shown live; the local lane's is shown whole when each of its suites ends, so the two never interleave.
// Prints one line per suite and, as the very last line, `N passed, N failed` over all of them.
// Exits non-zero when anything failed.
import { startStack } from "../stack/stack-lifecycle.ts";
import { runLanes } from "./lanes.ts";
import { countSingleStep, type Counts } from "./result-counts.ts";
import { showLive, type Show } from "./run-suite.ts";
import { SUITES, type Suite } from "./suites.ts";

const wallStarted = performance.now();

interface Outcome {
  name: string;
  counts: Counts | null;
  note: string;
}

/** A stack suite's preparation, started beside the stack's start: its output and whether it succeeded. */
interface Prepared {
  output: Array<[string, "stdout" | "stderr"]>;
  ok: Promise<boolean>;
}

function prepare(suite: Suite): Prepared | undefined {
  if (!suite.prepare || suite.skipReason()) return undefined;
  const output: Prepared["output"] = [];
  const ok = suite
    .prepare((chunk, stream) => output.push([chunk, stream]))
    .catch((error: unknown) => {
      output.push([`${String((error as Error).stack ?? error)}\n`, "stderr"]);
      return false;
    });
  return { output, ok };
}

async function runOne(suite: Suite, show: Show, prepared?: Prepared): Promise<Outcome> {
  const skipped = suite.skipReason();
  if (skipped) return { name: suite.name, counts: null, note: `skipped: ${skipped}` };
  show(`\n━━━ ${suite.name} ━━━\n`, "stdout");
  const started = performance.now();
  let counts: Counts;
  try {
    const ready = prepared ? await prepared.ok : false;
    for (const [chunk, stream] of prepared?.output ?? []) show(chunk, stream);
    counts = await suite.run(show, ready);
  } catch (error) {
    show(`${String((error as Error).stack ?? error)}\n`, "stderr");
    counts = { passed: 0, failed: 1 };
  }
  return { name: suite.name, counts, note: spanSince(started) };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
/**
 * How long a step took and when it began, counted from npm test's start: with the two lanes side by
 * side, the summary then shows what ran beside what, and which lane set the wall time.
 */
const spanSince = (started: number) =>
  `${seconds(performance.now() - started)} s, from +${seconds(started - wallStarted)} s`;

async function startStackStep(): Promise<Outcome> {
  console.log("━━━ local stack (stack:start) ━━━");
  const started = performance.now();
  try {
    await startStack((line) => console.log(`stack: ${line}`));
    return { name: "local stack start", counts: countSingleStep(0), note: spanSince(started) };
  } catch (error) {
    console.error((error as Error).message);
    return { name: "local stack start", counts: countSingleStep(1), note: "the suites that need it will fail too" };
  }
}

/** A suite's output kept until it ends, then shown in one piece. */
async function runBuffered(suite: Suite): Promise<Outcome> {
  const chunks: Array<[string, "stdout" | "stderr"]> = [];
  const outcome = await runOne(suite, (chunk, stream) => chunks.push([chunk, stream]));
  for (const [chunk, stream] of chunks) showLive(chunk, stream);
  return outcome;
}

const outcomes = new Map<string, Outcome>();

async function stackLaneOwn(): Promise<void> {
  const stackSuites = SUITES.filter((s) => s.lane === "stack");
  // Work that needs only the files (the browser suite's build) runs while the stack starts, which
  // mostly waits on its processes.
  const prepared = new Map(stackSuites.map((suite) => [suite.name, prepare(suite)]));
  const start = await startStackStep();
  outcomes.set(start.name, start);
  for (const suite of stackSuites) outcomes.set(suite.name, await runOne(suite, showLive, prepared.get(suite.name)));
}

async function localLaneOwn(): Promise<void> {
  for (const suite of SUITES.filter((s) => s.lane === "local")) outcomes.set(suite.name, await runBuffered(suite));
}

await runLanes<Suite>(
  [
    { own: stackLaneOwn, run: async (suite) => void outcomes.set(suite.name, await runOne(suite, showLive)) },
    { own: localLaneOwn, run: async (suite) => void outcomes.set(suite.name, await runBuffered(suite)) },
  ],
  SUITES.filter((suite) => suite.lane === "either"),
);

console.log("\n━━━ summary ━━━");
let passed = 0;
let failed = 0;
for (const name of ["local stack start", ...SUITES.map((suite) => suite.name)]) {
  const { counts, note } = outcomes.get(name)!;
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
console.log(`wall time: ${seconds(performance.now() - wallStarted)} s (the two lanes side by side)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
