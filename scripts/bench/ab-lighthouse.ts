// An A/B of builds under Lighthouse's mobile profile: each build folder served in turn on the same
// record, runs interleaved (A B, then B A), printing each run's score and total blocking time, and
// the same blocking time computed from thread time: every top-level task's CPU time in Lighthouse's
// trace, ×4 as Lighthouse's simulated slowdown, over 50 ms. Lighthouse simulates from the trace's wall
// time, which on a shared machine includes time the page's thread waited for a core, multiplied by 4;
// thread time does not (docs/web-performance.md, "Measuring on a busy machine").
//   npx tsx scripts/bench/ab-lighthouse.ts RUNS name=web/dist name=/tmp/other-dist   (the stack must run)
// PAGES=result,payment,home picks the pages; VERBOSE=1 lists each run's long tasks.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";
import { ANON_KEY, API_URL } from "../stack/config.ts";
import { startDistServer } from "../web/serve-dist.ts";
import { BROWSER_ARGS, CHROMIUM_PATH } from "../../web/e2e/support/browser-settings.ts";
import { forgetRecentCreations } from "../../web/e2e/support/rate-limit.ts";

const [runsArg, ...variantArgs] = process.argv.slice(2);
const RUNS = Number(runsArg);
const variants = variantArgs.map((arg) => {
  const [name, dir] = arg.split("=");
  return { name: name!, dir: dir! };
});
const onlyPages = (process.env.PAGES ?? "result,payment").split(",");

async function createRecord(): Promise<string> {
  const response = await fetch(`${API_URL}/functions/v1/create-inspiration`, {
    method: "POST",
    headers: { authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
    body: JSON.stringify(SAMPLE_FORM),
  });
  if (response.status !== 201) throw new Error(`create-inspiration ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

const FIRST_VISIT: Config = {
  extends: "lighthouse:default",
  settings: {
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
  },
};

interface TaskNode {
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  children: TaskNode[];
  parent?: TaskNode;
  attributableURLs: string[];
  event: { name: string; dur?: number; tdur?: number };
}

function groupTimes(task: TaskNode, into: Record<string, number> = {}): Record<string, number> {
  into[task.group.id] = (into[task.group.id] ?? 0) + task.selfTime;
  for (const child of task.children) groupTimes(child, into);
  return into;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await forgetRecentCreations();
const recordId = await createRecord();
const pages: Record<string, string> = {
  result: `/phan-tich-cam-hung/${recordId}`,
  payment: `/name-inspiration-payment-info/${recordId}`,
  home: "/",
};
process.env.CHROME_PATH = CHROMIUM_PATH;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: BROWSER_ARGS });
const results: Record<
  string,
  { score: number[]; tbt: number[]; cls: number[]; cpuTbt: number[]; layout: number[]; script: number[] }
> = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const page of onlyPages) {
      const order = run % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const server = await startDistServer({ root: variant.dir });
        try {
          const out = await lighthouse(
            `${server.url}${pages[page]}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
            FIRST_VISIT,
          );
          if (!out) throw new Error("no result");
          const { lhr, artifacts } = out as unknown as {
            lhr: typeof out.lhr;
            artifacts: { Trace: { traceEvents: unknown[] } };
          };
          const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          const tbt = Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? -1);
          const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? -1;
          const key = `${page} ${variant.name}`;
          const r = (results[key] ??= { score: [], tbt: [], cls: [], cpuTbt: [], layout: [], script: [] });
          r.score.push(score);
          r.tbt.push(tbt);
          r.cls.push(cls);
          const processed = TraceProcessor.processTrace(artifacts.Trace as never);
          const tasks = MainThreadTasks.getMainThreadTasks(
            processed.mainThreadEvents,
            processed.frames,
            processed.timestamps.traceEnd,
            processed.timestamps.timeOrigin,
          ) as unknown as TaskNode[];
          const top = tasks.filter((t) => !t.parent);
          // Thread (CPU) time, which a busy machine does not inflate as it does wall time.
          const cpuOf = (t: TaskNode) => (t.event.tdur !== undefined && t.event.dur ? t.event.tdur / t.event.dur : 1);
          const totals: Record<string, number> = {};
          let cpuTbt = 0;
          let biggestLayout = 0;
          for (const t of top) {
            const ratio = cpuOf(t);
            const groups = groupTimes(t);
            for (const [id, ms] of Object.entries(groups)) totals[id] = (totals[id] ?? 0) + ms * ratio;
            cpuTbt += Math.max(0, 4 * t.duration * ratio - 50);
            biggestLayout = Math.max(biggestLayout, (groups.styleLayout ?? 0) * ratio);
          }
          r.cpuTbt.push(Math.round(cpuTbt));
          r.layout.push(Math.round(totals.styleLayout ?? 0));
          r.script.push(Math.round(totals.scriptEvaluation ?? 0));
          console.log(
            `${key} run ${run}: score ${score} TBT ${tbt} | cpu×4 TBT ${Math.round(cpuTbt)}, cpu ms: ${Object.entries(
              totals,
            )
              .map(([id, ms]) => `${id} ${ms.toFixed(0)}`)
              .join(", ")}; biggest layout task ${biggestLayout.toFixed(0)}`,
          );
          const long = process.env.VERBOSE ? top.filter((t) => t.duration * cpuOf(t) >= 12) : [];
          for (const t of long) {
            const groups = Object.entries(groupTimes(t))
              .filter(([, ms]) => ms >= 1)
              .map(([id, ms]) => `${id} ${ms.toFixed(0)}`)
              .join(", ");
            const url = (t.attributableURLs.at(-1) ?? "").replace(/^.*\//, "");
            console.log(
              `    @${t.startTime.toFixed(0)} ${t.duration.toFixed(0)} ms (cpu ${(t.duration * cpuOf(t)).toFixed(0)}) [${url}] ${groups}`,
            );
          }
        } finally {
          await server.close();
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
console.log("\nmedians");
for (const [key, r] of Object.entries(results))
  console.log(
    `${key.padEnd(24)} score ${median(r.score)} (${r.score.join(" ")})  TBT ${median(r.tbt)} (${r.tbt.join(" ")})  cpu×4 TBT ${median(r.cpuTbt)} (${r.cpuTbt.join(" ")})  layout cpu ${median(r.layout)} (${r.layout.join(" ")})  script cpu ${median(r.script)}  CLS max ${Math.max(...r.cls).toFixed(3)}`,
  );
