// Lighthouse benchmark: the production build, served with gzip by scripts/web/serve-dist.ts
// as a static host would, measured in Debian's Chromium with Lighthouse's default mobile profile
// (emulated phone, simulated slow 4G and 4× CPU slowdown) on the home, result and payment pages.
// Goals: performance ≥ 98, accessibility 100, LCP ≤ 1.5 s on each. LCP is a static header there;
// first-moments.ts measures what a parent waits for.
// Run alone with `npx tsx scripts/bench/lighthouse.ts` (the local stack must run); `npm run bench`
// calls runLighthouseBench().
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";
import { build } from "vite";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";
import { ANON_KEY, API_URL, ROOT_DIR } from "../stack/config.ts";
import { startDistServer } from "../web/serve-dist.ts";
import { BROWSER_ARGS, CHROMIUM_PATH } from "../../web/e2e/support/browser-settings.ts";
import { measureScript, totalGzipBytes } from "../../web/e2e/support/first-load-size.ts";
import { forgetRecentCreations } from "../../web/e2e/support/rate-limit.ts";

interface LighthousePageResult {
  page: string;
  path: string;
  /** Lighthouse category scores, 0–100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** The other metrics the performance score weighs, so a score below the goal says which one costs it. */
  fcpMs: number;
  speedIndexMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** The scripts Lighthouse saw the page load, gzip level 9 of their files in web/dist. */
  scriptGzipBytes: number;
  meetsGoal: boolean;
}

interface LighthouseBenchResult {
  name: string;
  pages: LighthousePageResult[];
  /** The home page's first-load JavaScript (the budget's measure: ≤ 100 KB). */
  homeFirstLoadGzipBytes: number;
  goal: { performance: number; accessibility: number; lcpMs: number };
  meetsGoal: boolean;
}

const GOAL = { performance: 98, accessibility: 100, lcpMs: 1500 };
/** Lighthouse's own advice: one run varies by several points; the median of a few is a number. */
const RUNS_PER_PAGE = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A fresh record through the real function, so the result page has real content to paint. */
async function createRecord(): Promise<string> {
  const response = await fetch(`${API_URL}/functions/v1/create-inspiration`, {
    method: "POST",
    headers: { authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json" },
    body: JSON.stringify(SAMPLE_FORM),
  });
  if (response.status !== 201)
    throw new Error(`create-inspiration answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
}

type PageFigures = Omit<LighthousePageResult, "meetsGoal">;

/**
 * Every run a first visit: Lighthouse clears the HTTP cache and some storage between runs, but keeps
 * localStorage, where the app remembers that this browser holds the brand font (whose files the
 * cleared cache no longer has).
 */
const FIRST_VISIT: Config = {
  extends: "lighthouse:default",
  settings: {
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
  },
};

async function auditOnce(port: number, baseUrl: string, page: string, path: string): Promise<PageFigures> {
  const run = await lighthouse(
    `${baseUrl}${path}`,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    },
    FIRST_VISIT,
  );
  if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = run.lhr;
  if (run.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${run.lhr.runtimeError.message}`);

  const requests = (audits["network-requests"]?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [];
  const scripts = requests
    .filter((item) => item.url.startsWith(baseUrl) && (item.resourceType === "Script" || item.url.endsWith(".js")))
    .map((item) => measureScript(item.url));

  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    page,
    path,
    performance,
    accessibility,
    lcpMs: Math.round(metric("largest-contentful-paint")),
    fcpMs: Math.round(metric("first-contentful-paint")),
    speedIndexMs: Math.round(metric("speed-index")),
    totalBlockingTimeMs: Math.round(metric("total-blocking-time")),
    cumulativeLayoutShift: metric("cumulative-layout-shift"),
    scriptGzipBytes: totalGzipBytes(scripts),
  };
}

/** The median of each figure over RUNS_PER_PAGE runs. */
async function audit(port: number, baseUrl: string, page: string, path: string): Promise<LighthousePageResult> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await auditOnce(port, baseUrl, page, path));
  const figure = (key: Exclude<keyof PageFigures, "page" | "path">) => median(runs.map((run) => run[key]));
  const [performance, accessibility, lcpMs] = [figure("performance"), figure("accessibility"), figure("lcpMs")];
  return {
    page,
    path,
    performance,
    accessibility,
    lcpMs,
    fcpMs: figure("fcpMs"),
    speedIndexMs: figure("speedIndexMs"),
    totalBlockingTimeMs: figure("totalBlockingTimeMs"),
    cumulativeLayoutShift: figure("cumulativeLayoutShift"),
    scriptGzipBytes: figure("scriptGzipBytes"),
    meetsGoal: performance >= GOAL.performance && accessibility >= GOAL.accessibility && lcpMs <= GOAL.lcpMs,
  };
}

export async function runLighthouseBench(): Promise<LighthouseBenchResult> {
  // Measure what the source builds to now, never a stale web/dist.
  await build({ configFile: `${ROOT_DIR}/web/vite.config.ts`, logLevel: "warn" });
  await forgetRecentCreations();
  const recordId = await createRecord();
  const server = await startDistServer();
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: BROWSER_ARGS });
  try {
    const pages = [
      await audit(chrome.port, server.url, "home", "/"),
      await audit(chrome.port, server.url, "result (unpaid)", `/phan-tich-cam-hung/${recordId}`),
      await audit(chrome.port, server.url, "payment", `/name-inspiration-payment-info/${recordId}`),
    ];
    return {
      name: "Lighthouse (mobile, production build with gzip, Debian Chromium)",
      pages,
      homeFirstLoadGzipBytes: pages[0]!.scriptGzipBytes,
      goal: GOAL,
      meetsGoal: pages.every((page) => page.meetsGoal),
    };
  } finally {
    chrome.kill();
    await server.close();
  }
}

export function describeLighthouseBench(result: LighthouseBenchResult): string {
  const lines = result.pages.flatMap((page) => [
    `  ${page.page.padEnd(16)} median of ${RUNS_PER_PAGE}: performance ${page.performance}, accessibility ${page.accessibility}, LCP ${page.lcpMs} ms ${page.meetsGoal ? "OK" : "BELOW GOAL"}`,
    `  ${"".padEnd(16)} FCP ${page.fcpMs} ms, Speed Index ${page.speedIndexMs} ms, TBT ${page.totalBlockingTimeMs} ms, CLS ${page.cumulativeLayoutShift.toFixed(3)}`,
  ]);
  lines.push(
    `  home first-load JavaScript: ${(result.homeFirstLoadGzipBytes / 1024).toFixed(1)} KB gzip (${result.homeFirstLoadGzipBytes} bytes; budget 100 KB)`,
  );
  lines.push(
    `  goal: performance ≥ ${result.goal.performance}, accessibility ≥ ${result.goal.accessibility}, LCP ≤ ${result.goal.lcpMs} ms`,
  );
  return `${result.name}\n${lines.join("\n")}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(describeLighthouseBench(await runLighthouseBench()));
}
