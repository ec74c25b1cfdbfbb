// Which files each tool gets. supabase/functions holds two kinds of TypeScript: Deno's (the
// functions and their Deno.test files) and the Vitest files of the code the web app shares
// (vitest.config.ts, project "shared"). Deno must neither check nor run the Vitest ones.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SKIPPED_DIRS = new Set(["node_modules", ".git", "reference"]);

export function listFiles(dir: string, keep: (file: string) => boolean): string[] {
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
const isTestFile = (file: string) => /[._]test\.tsx?$/.test(file);
const importsVitest = (file: string) => /from ["']vitest["']/.test(readFileSync(file, "utf8"));

/** Every Deno source and test file: all TypeScript except the Vitest test files. */
export function denoSourceFiles(functionsDir: string): string[] {
  return listFiles(functionsDir, (file) => isTypeScript(file) && !(isTestFile(file) && importsVitest(file)));
}

/** The files `deno test` runs: every test file that is not Vitest's (helpers may wrap Deno.test). */
export function denoTestFiles(functionsDir: string): string[] {
  return listFiles(functionsDir, (file) => isTestFile(file) && !importsVitest(file));
}

export const sqlTestFiles = (testsDir: string): string[] => listFiles(testsDir, (file) => file.endsWith(".sql"));
