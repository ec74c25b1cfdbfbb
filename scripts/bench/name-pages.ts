// Name pages benchmark: what the static name pages cost to build and to open. Builds the web app
// (timed), times the name pages' own share of it (render and write, web/build/name-pages.ts),
// measures every name page's HTML + inline CSS gzip in web/dist, then runs Lighthouse with its
// default mobile profile (emulated phone, simulated slow 4G, 4× CPU slowdown) on two name pages,
// served with gzip by scripts/web/serve-dist.ts. Goals (docs/going-live.md, "Name pages"): every
// page ≤ 20 KB gzip; the pages add ≤ 60 s to the build; on each measured page performance,
// accessibility, best practices and SEO 100 and LCP ≤ 0.8 s.
// Run alone with `npx tsx scripts/bench/name-pages.ts`; `npm run bench` calls runNamePagesBench().
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build, loadEnv } from "vite";
import { ROOT_DIR } from "../stack/config.ts";
import { DIST_DIR, GZIP_LEVEL, startDistServer } from "../web/serve-dist.ts";
import { importAliases } from "../../web/build/import-aliases.ts";
import { writeNamePages } from "../../web/build/name-pages.ts";
import { BROWSER_ARGS, CHROMIUM_PATH } from "../../web/e2e/support/browser-settings.ts";

const NAME_PAGES_GOAL = { pageGzipBytes: 20 * 1024, addedBuildMs: 60_000, score: 100, lcpMs: 800 };
const MEASURED = ["/ten/minh-khoi/", "/ten/thuy-duong/"];
/** Lighthouse's own advice: one run varies by several points; the median of a few is a number. */
const RUNS_PER_PAGE = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface NamePageAudit {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
}

interface NamePagesBenchResult {
  pages: number;
  buildMs: number;
  namePagesMs: number;
  gzip: { medianBytes: number; largestBytes: number; largestPage: string };
  audits: NamePageAudit[];
  meetsGoal: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function pageSizes(): Promise<{ page: string; bytes: number }[]> {
  const folder = path.join(DIST_DIR, "ten");
  const slugs = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  return Promise.all(
    slugs.map(async (slug) => ({
      page: `/ten/${slug}/`,
      bytes: gzipSync(await readFile(path.join(folder, slug, "index.html")), { level: GZIP_LEVEL }).byteLength,
    })),
  );
}

async function auditOnce(port: number, url: string): Promise<Omit<NamePageAudit, "path">> {
  const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (run.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${run.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((run.lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: Math.round(run.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY),
  };
}

async function audit(port: number, baseUrl: string, pagePath: string): Promise<NamePageAudit> {
  const runs: Omit<NamePageAudit, "path">[] = [];
  for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await auditOnce(port, `${baseUrl}${pagePath}`));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as NamePageAudit["scores"];
  return { path: pagePath, scores, lcpMs: median(runs.map((r) => r.lcpMs)) };
}

export async function runNamePagesBench(): Promise<NamePagesBenchResult> {
  const webDir = path.join(ROOT_DIR, "web");
  const buildStart = performance.now();
  await build({ configFile: path.join(webDir, "vite.config.ts"), logLevel: "warn" });
  const buildMs = Math.round(performance.now() - buildStart);

  // The pages' own share of the build, rendered again into a scratch folder.
  const scratch = await mkdtemp(path.join(tmpdir(), "name-pages-"));
  const env = loadEnv("production", webDir, "VITE_");
  const renderStart = performance.now();
  const written = await writeNamePages(
    { root: webDir, plugins: [react()], resolve: { alias: importAliases() }, siteUrl: env.VITE_SITE_URL! },
    scratch,
  );
  const namePagesMs = Math.round(performance.now() - renderStart);
  await rm(scratch, { recursive: true, force: true });

  const sizes = await pageSizes();
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const server = await startDistServer();
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: BROWSER_ARGS });
  const audits: NamePageAudit[] = [];
  try {
    for (const pagePath of MEASURED) audits.push(await audit(chrome.port, server.url, pagePath));
  } finally {
    chrome.kill();
    await server.close();
  }
  const meetsGoal =
    largest.bytes <= NAME_PAGES_GOAL.pageGzipBytes &&
    namePagesMs <= NAME_PAGES_GOAL.addedBuildMs &&
    audits.every(
      (a) => a.lcpMs <= NAME_PAGES_GOAL.lcpMs && CATEGORIES.every((c) => a.scores[c] >= NAME_PAGES_GOAL.score),
    );
  return {
    pages: written.filter((f) => /^\/ten\/[^/]+\/index\.html$/.test(f.path)).length,
    buildMs,
    namePagesMs,
    gzip: { medianBytes: median(sizes.map((s) => s.bytes)), largestBytes: largest.bytes, largestPage: largest.page },
    audits,
    meetsGoal,
  };
}

export function describeNamePagesBench(r: NamePagesBenchResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `Name pages (${r.pages} pages; Lighthouse mobile, median of ${RUNS_PER_PAGE}, production build with gzip)`,
    `  build ${(r.buildMs / 1000).toFixed(1)} s, of which the name pages ${(r.namePagesMs / 1000).toFixed(1)} s (goal ≤ ${NAME_PAGES_GOAL.addedBuildMs / 1000} s)`,
    `  HTML + CSS gzip per page: median ${kb(r.gzip.medianBytes)}, largest ${kb(r.gzip.largestBytes)} (${r.gzip.largestPage}; goal ≤ ${kb(NAME_PAGES_GOAL.pageGzipBytes)})`,
    ...r.audits.map(
      (a) =>
        `  ${a.path.padEnd(18)} performance ${a.scores.performance}, accessibility ${a.scores.accessibility}, best practices ${a.scores["best-practices"]}, SEO ${a.scores.seo}, LCP ${a.lcpMs} ms`,
    ),
    `  goal: every category ${NAME_PAGES_GOAL.score}, LCP ≤ ${NAME_PAGES_GOAL.lcpMs} ms: ${r.meetsGoal ? "OK" : "BELOW GOAL"}`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(describeNamePagesBench(await runNamePagesBench()));
}
