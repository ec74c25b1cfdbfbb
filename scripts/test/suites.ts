// Every suite `npm test` runs, in the order the summary lists them. Each one is separate: a failure in one can neither stop
// nor hide another. A suite whose files do not exist yet is skipped with the reason, and counts as
// neither passed nor failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ANON_KEY, API_URL, DB_URL, FUNCTIONS_DIR, ROOT_DIR, SUPABASE_DIR } from "../stack/config.ts";
import {
  countDenoTest,
  countPgProve,
  countSingleStep,
  countSummaryLine,
  countVitestJson,
  withExitCode,
  type Counts,
} from "./result-counts.ts";
import { runAndShow, type Show } from "./run-suite.ts";
import { denoSourceFiles, denoTestFiles, sqlTestFiles } from "./test-files.ts";

export interface Suite {
  name: string;
  /**
   * The lane it runs in (run-all.ts). "stack": the lane that starts the local stack and runs its
   * suites one after another, as they share its database (one stops it, others count or forget the
   * rate limit's records). "local": needs nothing but the files, and runs beside them from the
   * start. "either": needs nothing but the files, and runs in whichever lane is free first once
   * both have done their own suites, in the order listed here (the longest first).
   */
  lane: "stack" | "local" | "either";
  /** Why the suite cannot run yet, or null when it can. */
  skipReason: () => string | null;
  /**
   * Work a stack suite can do before the stack is up, as it needs only the files (the browser
   * suite's production build): run-all.ts starts it beside the stack's start, keeps its output for
   * the suite's own, and tells `run` whether it succeeded.
   */
  prepare?: (show: Show) => Promise<boolean>;
  run: (show: Show, prepared: boolean) => Promise<Counts>;
}

const bin = (name: string) => path.join(ROOT_DIR, "node_modules", ".bin", name);
const DENO_CONFIG = path.join(FUNCTIONS_DIR, "deno.json");
const BROWSER_SUITE = path.join(ROOT_DIR, "scripts", "test", "browser", "run-browser-suite.ts");
const WEB_BUILD_ARGS = ["--config", "web/vite.config.ts"];
const relative = (files: string[]) => files.map((file) => path.relative(ROOT_DIR, file));
/**
 * Where the static checks keep what they learnt last time (gone with node_modules, so a fresh clone
 * checks everything): each reads a file again only when its content, its dependencies or the tool's
 * configuration changed, and reports exactly what a full run reports.
 */
const CACHE_DIR = path.join(ROOT_DIR, "node_modules", ".cache", "npm-test");

async function singleStep(command: string, args: string[], show: Show): Promise<Counts> {
  const { exitCode } = await runAndShow(command, args, ROOT_DIR, {}, show);
  return countSingleStep(exitCode);
}

async function vitest(projects: string[], show: Show): Promise<Counts> {
  const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
  const reportFile = path.join(reportDir, "report.json");
  try {
    const args = [
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
    ];
    const { exitCode } = await runAndShow(bin("vitest"), args, ROOT_DIR, {}, show);
    const counts = existsSync(reportFile) ? countVitestJson(readFileSync(reportFile, "utf8"), ROOT_DIR) : null;
    return withExitCode(counts, exitCode);
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

async function countedRun(
  command: string,
  args: string[],
  count: (output: string) => Counts | null,
  show: Show,
  env: NodeJS.ProcessEnv = {},
): Promise<Counts> {
  const { exitCode, output } = await runAndShow(command, args, ROOT_DIR, env, show);
  return withExitCode(count(output), exitCode);
}

const ESLINT_CONFIGS = ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts"];

export const SUITES: Suite[] = [
  {
    name: "typecheck (tsc)",
    lane: "either",
    skipReason: () => null,
    run: (show) =>
      singleStep(
        bin("tsc"),
        [
          "-p",
          "tsconfig.json",
          "--noEmit",
          "--incremental",
          "--tsBuildInfoFile",
          path.join(CACHE_DIR, "tsc.tsbuildinfo"),
        ],
        show,
      ),
  },
  {
    name: "lint (eslint)",
    lane: "either",
    skipReason: () =>
      ESLINT_CONFIGS.some((file) => existsSync(path.join(ROOT_DIR, file))) ? null : "no eslint.config.* yet",
    run: (show) =>
      singleStep(
        bin("eslint"),
        ["--cache", "--cache-strategy", "content", "--cache-location", path.join(CACHE_DIR, "eslint"), "."],
        show,
      ),
  },
  {
    // One layout for all the code, so a diff shows what changed and not how it was typed.
    // `npx prettier --write .` applies it; .prettierignore lists what tools write.
    name: "format (prettier --check)",
    lane: "either",
    skipReason: () => null,
    run: (show) =>
      singleStep(
        bin("prettier"),
        [
          "--check",
          "--log-level",
          "warn",
          "--cache",
          "--cache-strategy",
          "content",
          "--cache-location",
          path.join(CACHE_DIR, "prettier"),
          ".",
        ],
        show,
      ),
  },
  {
    name: "typecheck (deno check supabase/functions)",
    lane: "either",
    skipReason: () => (denoSourceFiles(FUNCTIONS_DIR).length === 0 ? "no Deno source in supabase/functions yet" : null),
    run: (show) =>
      singleStep(
        bin("deno"),
        ["check", "--quiet", "--config", DENO_CONFIG, ...relative(denoSourceFiles(FUNCTIONS_DIR))],
        show,
      ),
  },
  {
    name: "lint (deno lint supabase/functions)",
    lane: "either",
    skipReason: () => (denoSourceFiles(FUNCTIONS_DIR).length === 0 ? "no Deno source in supabase/functions yet" : null),
    run: (show) =>
      singleStep(bin("deno"), ["lint", "--config", DENO_CONFIG, path.relative(ROOT_DIR, FUNCTIONS_DIR)], show),
  },
  {
    name: "unit tests (vitest: web, web-isolated, core)",
    lane: "local",
    skipReason: () => null,
    run: (show) => vitest(["web", "web-isolated", "core"], show),
  },
  {
    // The local stack's own code and its conformance tests (vitest.config.ts, project "stack").
    name: "stack tests (vitest: stack, stack-isolated)",
    lane: "stack",
    skipReason: () => null,
    run: (show) => vitest(["stack", "stack-isolated"], show),
  },
  {
    name: "function tests (deno test)",
    lane: "stack",
    skipReason: () =>
      denoTestFiles(FUNCTIONS_DIR).length === 0 ? "no Deno.test file in supabase/functions yet" : null,
    // The tests find the running stack through the same variables the functions themselves read.
    // No type check here: `deno check` (its own suite) already checks these files with the same
    // configuration, and checking them twice cost CPU the two lanes share.
    run: (show) =>
      countedRun(
        bin("deno"),
        ["test", "--no-check", "--config", DENO_CONFIG, "-A", ...relative(denoTestFiles(FUNCTIONS_DIR))],
        countDenoTest,
        show,
        {
          SUPABASE_URL: API_URL,
          SUPABASE_ANON_KEY: ANON_KEY,
          SUPABASE_DB_URL: DB_URL,
        },
      ),
  },
  {
    name: "database tests (pgTAP via pg_prove)",
    lane: "stack",
    skipReason: () =>
      sqlTestFiles(path.join(SUPABASE_DIR, "tests")).length === 0 ? "no supabase/tests/*.sql yet" : null,
    run: (show) =>
      countedRun(
        "pg_prove",
        ["--dbname", DB_URL, ...relative(sqlTestFiles(path.join(SUPABASE_DIR, "tests")))],
        countPgProve,
        show,
      ),
  },
  {
    // The browser suite (Playwright + Debian Chromium) arrives later; its entry must end its
    // output with run-all's own last line, `N passed, N failed`.
    name: "browser tests (playwright)",
    lane: "stack",
    skipReason: () =>
      existsSync(BROWSER_SUITE) ? null : `${path.relative(ROOT_DIR, BROWSER_SUITE)} does not exist yet`,
    prepare: async (show) =>
      (await runAndShow(bin("vite"), ["build", ...WEB_BUILD_ARGS], ROOT_DIR, {}, show)).exitCode === 0,
    // Built already: the suite tests that build. Not built (it failed): the suite builds again and
    // reports the failure as its own.
    run: (show, built) =>
      countedRun(bin("tsx"), [BROWSER_SUITE, ...(built ? ["--built"] : [])], countSummaryLine, show),
  },
];
