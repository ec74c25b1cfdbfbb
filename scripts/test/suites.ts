// Every suite `npm test` runs, in order. Each one is separate: a failure in one can neither stop
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
import { runAndShow } from "./run-suite.ts";
import { denoSourceFiles, denoTestFiles, sqlTestFiles } from "./test-files.ts";

export interface Suite {
  name: string;
  /** Why the suite cannot run yet, or null when it can. */
  skipReason: () => string | null;
  run: () => Promise<Counts>;
}

const bin = (name: string) => path.join(ROOT_DIR, "node_modules", ".bin", name);
const DENO_CONFIG = path.join(FUNCTIONS_DIR, "deno.json");
const BROWSER_SUITE = path.join(ROOT_DIR, "scripts", "test", "browser", "run-browser-suite.ts");
const relative = (files: string[]) => files.map((file) => path.relative(ROOT_DIR, file));
/**
 * Where the static checks keep what they learnt last time (gone with node_modules, so a fresh clone
 * checks everything): each reads a file again only when its content, its dependencies or the tool's
 * configuration changed, and reports exactly what a full run reports.
 */
const CACHE_DIR = path.join(ROOT_DIR, "node_modules", ".cache", "npm-test");

async function singleStep(command: string, args: string[]): Promise<Counts> {
  const { exitCode } = await runAndShow(command, args, ROOT_DIR);
  return countSingleStep(exitCode);
}

async function vitest(): Promise<Counts> {
  const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
  const reportFile = path.join(reportDir, "report.json");
  try {
    const args = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`];
    const { exitCode } = await runAndShow(bin("vitest"), args, ROOT_DIR);
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
  env: NodeJS.ProcessEnv = {},
): Promise<Counts> {
  const { exitCode, output } = await runAndShow(command, args, ROOT_DIR, env);
  return withExitCode(count(output), exitCode);
}

const ESLINT_CONFIGS = ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts"];

export const SUITES: Suite[] = [
  {
    name: "typecheck (tsc)",
    skipReason: () => null,
    run: () =>
      singleStep(bin("tsc"), [
        "-p",
        "tsconfig.json",
        "--noEmit",
        "--incremental",
        "--tsBuildInfoFile",
        path.join(CACHE_DIR, "tsc.tsbuildinfo"),
      ]),
  },
  {
    name: "typecheck (deno check supabase/functions)",
    skipReason: () => (denoSourceFiles(FUNCTIONS_DIR).length === 0 ? "no Deno source in supabase/functions yet" : null),
    run: () =>
      singleStep(bin("deno"), [
        "check",
        "--quiet",
        "--config",
        DENO_CONFIG,
        ...relative(denoSourceFiles(FUNCTIONS_DIR)),
      ]),
  },
  {
    name: "lint (eslint)",
    skipReason: () =>
      ESLINT_CONFIGS.some((file) => existsSync(path.join(ROOT_DIR, file))) ? null : "no eslint.config.* yet",
    run: () =>
      singleStep(bin("eslint"), [
        "--cache",
        "--cache-strategy",
        "content",
        "--cache-location",
        path.join(CACHE_DIR, "eslint"),
        ".",
      ]),
  },
  {
    // One layout for all the code, so a diff shows what changed and not how it was typed.
    // `npx prettier --write .` applies it; .prettierignore lists what tools write.
    name: "format (prettier --check)",
    skipReason: () => null,
    run: () =>
      singleStep(bin("prettier"), [
        "--check",
        "--log-level",
        "warn",
        "--cache",
        "--cache-strategy",
        "content",
        "--cache-location",
        path.join(CACHE_DIR, "prettier"),
        ".",
      ]),
  },
  {
    name: "lint (deno lint supabase/functions)",
    skipReason: () => (denoSourceFiles(FUNCTIONS_DIR).length === 0 ? "no Deno source in supabase/functions yet" : null),
    run: () => singleStep(bin("deno"), ["lint", "--config", DENO_CONFIG, path.relative(ROOT_DIR, FUNCTIONS_DIR)]),
  },
  {
    name: "unit and stack tests (vitest, all projects)",
    skipReason: () => null,
    run: vitest,
  },
  {
    name: "function tests (deno test)",
    skipReason: () =>
      denoTestFiles(FUNCTIONS_DIR).length === 0 ? "no Deno.test file in supabase/functions yet" : null,
    // The tests find the running stack through the same variables the functions themselves read.
    run: () =>
      countedRun(
        bin("deno"),
        ["test", "--config", DENO_CONFIG, "-A", ...relative(denoTestFiles(FUNCTIONS_DIR))],
        countDenoTest,
        {
          SUPABASE_URL: API_URL,
          SUPABASE_ANON_KEY: ANON_KEY,
          SUPABASE_DB_URL: DB_URL,
        },
      ),
  },
  {
    name: "database tests (pgTAP via pg_prove)",
    skipReason: () =>
      sqlTestFiles(path.join(SUPABASE_DIR, "tests")).length === 0 ? "no supabase/tests/*.sql yet" : null,
    run: () =>
      countedRun(
        "pg_prove",
        ["--dbname", DB_URL, ...relative(sqlTestFiles(path.join(SUPABASE_DIR, "tests")))],
        countPgProve,
      ),
  },
  {
    // The browser suite (Playwright + Debian Chromium) arrives later; its entry must end its
    // output with run-all's own last line, `N passed, N failed`.
    name: "browser tests (playwright)",
    skipReason: () =>
      existsSync(BROWSER_SUITE) ? null : `${path.relative(ROOT_DIR, BROWSER_SUITE)} does not exist yet`,
    run: () => countedRun(bin("tsx"), [BROWSER_SUITE], countSummaryLine),
  },
];
