// A cold load of each record page under the mobile profile of first-moments.ts (150 ms, 1.6 Mbps,
// 4× CPU through the DevTools protocol), traced, for each build folder in turn: every top-level task of
// the page's main thread over 10 ms, with what it spent on layouts (objects laid out), style, scripts
// and paint. Under the protocol's CPU slowdown a trace counts the slowed time as the thread's own, so
// the tasks' thread time over 50 ms, summed, is close to Lighthouse's total blocking time, without the
// waits for a core that a busy machine adds to wall time.
//   npx tsx scripts/bench/ab-trace.ts RUNS name=web/dist name=/tmp/other-dist   (the stack must run)
// PAGES=result,payment picks the pages; DUMP=1 prints the arguments of long script evaluations.
import { chromium, type Browser } from "playwright-core";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";
import { ANON_KEY, API_URL } from "../stack/config.ts";
import { startDistServer } from "../web/serve-dist.ts";
import { throttledPage } from "./mobile-phone.ts";
import { CHROMIUM_PATH } from "../../web/e2e/support/browser-settings.ts";
import { forgetRecentCreations } from "../../web/e2e/support/rate-limit.ts";

const [runsArg, ...variantArgs] = process.argv.slice(2);
const variants = variantArgs.map((arg) => arg.split("=") as [string, string]);
const onlyPages = (process.env.PAGES ?? "result,payment").split(",");

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number };
}

await forgetRecentCreations();
const created = await fetch(`${API_URL}/functions/v1/create-inspiration`, {
  method: "POST",
  headers: { authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
  body: JSON.stringify(SAMPLE_FORM),
});
const { id } = (await created.json()) as { id: string };
const paths: Record<string, string> = {
  result: `/phan-tich-cam-hung/${id}`,
  payment: `/name-inspiration-payment-info/${id}`,
};

async function traceOnce(browser: Browser, url: string): Promise<string[]> {
  const page = await throttledPage(browser);
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"],
  });
  await page.goto(url);
  // Polled with plain evaluations: Playwright's waitForFunction would compile its injected helper in
  // the page, a long task of its own under 4×, right when the early view has drawn.
  const takenOver = `document.getElementById("early-view")?.childElementCount === 0 && (document.getElementById("root")?.childElementCount ?? 0) > 0`;
  for (const deadline = Date.now() + 30_000; ;) {
    const { result } = await cdp.send("Runtime.evaluate", { expression: takenOver, returnByValue: true });
    if (result.value === true) break;
    if (Date.now() > deadline) throw new Error(`${url}: the app never took over from the early view`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await page.waitForTimeout(2500);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  // The page's main thread: the renderer thread with the most Layout events.
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === "Layout") counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const nav = events.find((e) => e.name === "navigationStart")?.ts ?? mine[0]!.ts;
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const lines: string[] = [];
  let blocking = 0;
  const tops = mine.filter((e) => e.name === "RunTask");
  for (const task of tops) {
    if (cpu(task) < 10) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const parts: string[] = [];
    for (const e of inside) {
      if (e.name === "Layout" && cpu(e) >= 3) {
        const b = e.args?.beginData ?? {};
        parts.push(
          `Layout ${cpu(e).toFixed(0)} (${String(b.dirtyObjects)}/${String(b.totalObjects)} objects${b.partialLayout ? ", partial" : ""})`,
        );
      } else if (e.name === "UpdateLayoutTree" && cpu(e) >= 3)
        parts.push(`Style ${cpu(e).toFixed(0)} (${String(e.args?.elementCount ?? "?")} el)`);
      if (process.env.DUMP && e.name === "EvaluateScript" && cpu(e) >= 30) {
        const kids = inside.filter((k) => k.ts >= e.ts && k.ts < e.ts + (e.dur ?? 0) && k !== e && cpu(k) >= 2);
        parts.push(
          `[EvaluateScript ${JSON.stringify(e.args)} children: ${kids.map((k) => `${k.name} ${cpu(k).toFixed(0)} ${JSON.stringify(k.args?.data ?? {}).slice(0, 160)}`).join(" | ")}]`,
        );
      }
      if (
        (e.name === "EvaluateScript" || e.name === "v8.compileModule" || e.name === "v8.evaluateModule") &&
        cpu(e) >= 3
      )
        parts.push(
          `${e.name} ${cpu(e).toFixed(0)} ${String(e.args?.data?.url ?? "")
            .replace(/^.*\//, "")
            .slice(0, 12)}:${String(e.args?.data?.lineNumber ?? "")}`,
        );
      else if (e.name === "FunctionCall" && cpu(e) >= 3)
        parts.push(
          `FunctionCall ${cpu(e).toFixed(0)} ${String(e.args?.data?.url ?? "").replace(/^.*\//, "")}:${String(e.args?.data?.functionName ?? "")}`,
        );
      else if (e.name === "ParseHTML" && cpu(e) >= 3) parts.push(`ParseHTML ${cpu(e).toFixed(0)}`);
      else if (
        (e.name === "Paint" || e.name === "PrePaint" || e.name === "Commit" || e.name === "Layerize") &&
        cpu(e) >= 3
      )
        parts.push(`${e.name} ${cpu(e).toFixed(0)}`);
    }
    blocking += Math.max(0, cpu(task) - 50);
    lines.push(
      `  @${((task.ts - nav) / 1000).toFixed(0)} cpu ${cpu(task).toFixed(0)} (wall ${((task.dur ?? 0) / 1000).toFixed(0)}): ${parts.join("; ")}`,
    );
  }
  lines.unshift(`  blocking (thread time over 50 ms per task, summed): ${blocking.toFixed(0)} ms`);
  return lines;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (let run = 0; run < Number(runsArg); run++)
    for (const pageName of onlyPages)
      for (const [name, dir] of run % 2 ? [...variants].reverse() : variants) {
        const server = await startDistServer({ root: dir });
        try {
          const lines = await traceOnce(browser, `${server.url}${paths[pageName]}`);
          console.log(`${pageName} ${name} run ${run}`);
          console.log(lines.join("\n"));
        } finally {
          await server.close();
        }
      }
} finally {
  await browser.close();
}
