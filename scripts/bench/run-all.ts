// `npm run bench`: every benchmark of the project, one after the other, then one summary line per
// bench against its goal. Exits non-zero when a bench could not run or missed its goal, so a
// regression is not a line nobody reads. Needs the local stack, which it starts (idempotent).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT_DIR } from "../stack/config.ts";
import { startStack } from "../stack/stack-lifecycle.ts";
import { describeFirstMoments, runFirstMomentsBench } from "./first-moments.ts";
import { describeLighthouseBench, runLighthouseBench } from "./lighthouse.ts";
import { describeNamePagesBench, runNamePagesBench } from "./name-pages.ts";
import { runNamingEngineBench } from "./naming-engine.ts";
import { RETENTION_GOAL, runRetentionBench } from "./retention.ts";

interface BenchOutcome {
  name: string;
  /** The key figures and "OK" / "BELOW GOAL" when it ran; why not otherwise. */
  verdict: string;
  failed: boolean;
  /** Not there to run (yet): reported, neither passed nor failed. */
  skipped?: boolean;
}

const FUNCTIONS_LOAD_BENCH = path.join(ROOT_DIR, "scripts", "bench", "functions-load.ts");

/** What run-all needs of the functions load bench, which another change owns. */
interface FunctionsLoadModule {
  runFunctionsLoadBench: () => Promise<{ name: string; meetsGoal: boolean }>;
}

interface BenchVerdict {
  meetsGoal: boolean;
  /** The figures worth one summary line; the bench prints its details itself. */
  headline: string;
}

async function runBench(name: string, run: () => Promise<BenchVerdict>): Promise<BenchOutcome> {
  console.log(`\n━━━ ${name} ━━━`);
  try {
    const { meetsGoal, headline } = await run();
    const verdict = meetsGoal ? "OK" : "BELOW GOAL";
    return { name, verdict: headline ? `${headline}: ${verdict}` : verdict, failed: !meetsGoal };
  } catch (error) {
    console.error(error);
    return { name, verdict: `did not run: ${(error as Error).message.split("\n")[0]}`, failed: true };
  }
}

const outcomes: BenchOutcome[] = [];

// The engine needs no stack: it is timed first, before the stack's processes start and warm up on
// the same two cores (timed just after them once, its p99 was 17 ms; alone that hour, 7–9 ms).
outcomes.push(
  await runBench("naming engine", async () => {
    const r = runNamingEngineBench();
    const headline = `p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms (goal ≤ ${r.goal.p50Ms} / ≤ ${r.goal.p99Ms} ms)`;
    console.log(`${r.name}: ${r.runs} runs, ${headline}`);
    return { meetsGoal: r.meetsGoal, headline };
  }),
);

console.log("\n━━━ local stack (stack:start) ━━━");
await startStack((line) => console.log(`stack: ${line}`));

outcomes.push(
  await runBench("Lighthouse (home, result)", async () => {
    const result = await runLighthouseBench();
    console.log(describeLighthouseBench(result));
    const pages = result.pages.map(
      (page) => `${page.page} ${page.performance}/${page.accessibility}/LCP ${page.lcpMs} ms`,
    );
    const headline = `${pages.join("; ")} (performance/accessibility/LCP); home first load ${(result.homeFirstLoadGzipBytes / 1024).toFixed(1)} KB gzip`;
    return { meetsGoal: result.meetsGoal, headline };
  }),
);

outcomes.push(
  await runBench("name pages (size, build time, Lighthouse)", async () => {
    const r = await runNamePagesBench();
    console.log(describeNamePagesBench(r));
    const audits = r.audits.map((a) => `${a.path} ${Object.values(a.scores).join("/")} LCP ${a.lcpMs} ms`);
    const headline = `largest page ${(r.gzip.largestBytes / 1024).toFixed(1)} KB gzip, +${(r.namePagesMs / 1000).toFixed(1)} s build; ${audits.join("; ")} (perf/a11y/bp/SEO)`;
    return { meetsGoal: r.meetsGoal, headline };
  }),
);

outcomes.push(
  await runBench("first moments (home form, result names, payment QR)", async () => {
    const result = await runFirstMomentsBench();
    console.log(describeFirstMoments(result));
    const headline = result.moments.map((m) => `${m.moment} ${m.medianMs} ms (goal ≤ ${m.goalMs})`).join("; ");
    return { meetsGoal: result.meetsGoal, headline };
  }),
);

if (existsSync(FUNCTIONS_LOAD_BENCH)) {
  outcomes.push(
    await runBench("edge functions under load", async () => {
      const { runFunctionsLoadBench } = (await import(pathToFileURL(FUNCTIONS_LOAD_BENCH).href)) as FunctionsLoadModule;
      return { meetsGoal: (await runFunctionsLoadBench()).meetsGoal, headline: "" };
    }),
  );
} else {
  console.log(`\n${path.relative(ROOT_DIR, FUNCTIONS_LOAD_BENCH)} is missing: the functions load bench was not run.`);
  outcomes.push({ name: "edge functions under load", verdict: "missing, not run", failed: false, skipped: true });
}

outcomes.push(
  await runBench("retention at 1 M records", async () => {
    const r = await runRetentionBench();
    const headline =
      `${r.rowsPerSecond.toLocaleString("en")} rows/s, longest transaction ${r.longestBatchMs} ms ` +
      `(goal ≤ ${RETENTION_GOAL.longestBatchMs}); browser cleanup of a 6 h backlog HTTP ${r.cleanup.status} in ${r.cleanup.ms} ms`;
    return { meetsGoal: r.meetsGoal, headline };
  }),
);

console.log("\n━━━ summary ━━━");
for (const { name, verdict, failed, skipped } of outcomes)
  console.log(`${skipped ? "-" : failed ? "✖" : "✔"} ${name}: ${verdict}`);
process.exitCode = outcomes.some((outcome) => outcome.failed) ? 1 : 0;
