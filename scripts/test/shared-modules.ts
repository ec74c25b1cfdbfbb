// Which unit test files may share one module graph (vitest.config.ts, `isolate: false`): a worker
// then loads the naming data, React, happy-dom and the setup file once for many files instead of
// once per file. That is only sound for a file that replaces no module, global or clock: such a
// change would leak into every file run after it in the same worker. The files that do make one run
// in a project of their own, each in a fresh worker.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isTestFile, listTypeScript } from "./test-files.ts";

/**
 * A call that replaces a module, a global or the clock for the rest of the worker's life. A spy
 * (`vi.spyOn`) is not one: the shared projects restore every spy after each test (`restoreMocks`).
 */
export const LEAKING_CALLS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\b/;

export const replacesShared = (file: string): boolean => LEAKING_CALLS.test(readFileSync(file, "utf8"));

/** The test files under `dirs` that must run isolated, relative to `root` (Vitest's include form). */
export function testFilesNeedingIsolation(root: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => listTypeScript(path.join(root, dir)))
    .filter((file) => isTestFile(file) && replacesShared(file))
    .map((file) => path.relative(root, file));
}
