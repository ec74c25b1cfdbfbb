// Which files each tool gets, by location alone. supabase/functions holds two kinds of TypeScript:
// _core/ runs in the browser and in Deno, and its tests are Vitest's (vitest.config.ts, project
// "core"); everything else is Deno's, tested by `deno test`. See docs/architecture.md.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const SKIPPED_DIRS = new Set(["node_modules", ".git", "reference"]);

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...listFiles(full, keep));
    } else if (keep(full)) {
      found.push(full);
    }
  }
  return found.sort();
}

const isTypeScript = (file: string) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts");
/** A test file of either runner: Vitest's `*.test.ts(x)`, Deno's also `*_test.ts`. */
export const isTestFile = (file: string) => /[._]test\.tsx?$/.test(file);

/** Every TypeScript file under `dir` (declarations, node_modules and reference data left out), sorted. */
export const listTypeScript = (dir: string): string[] => listFiles(dir, isTypeScript);

/** The folder of the code both runtimes share, whose tests run under Vitest. */
const CORE_DIR_NAME = "_core";

/** A core test or test helper: Vitest's, never Deno's. */
function isCoreTestCode(functionsDir: string, file: string): boolean {
  const relative = path.relative(functionsDir, file).split(path.sep);
  return relative[0] === CORE_DIR_NAME && (isTestFile(file) || relative.includes("__tests__"));
}

/** Every Deno source and test file: all TypeScript except the core's Vitest tests and their helpers. */
export function denoSourceFiles(functionsDir: string): string[] {
  return listFiles(functionsDir, (file) => isTypeScript(file) && !isCoreTestCode(functionsDir, file));
}

/** The files `deno test` runs: every test file outside the core (helpers may wrap Deno.test). */
export function denoTestFiles(functionsDir: string): string[] {
  return listFiles(functionsDir, (file) => isTestFile(file) && !isCoreTestCode(functionsDir, file));
}

export const sqlTestFiles = (testsDir: string): string[] => listFiles(testsDir, (file) => file.endsWith(".sql"));
