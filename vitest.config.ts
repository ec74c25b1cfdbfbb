// One Vitest run, several projects: each runs in the environment its code runs in.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { testFilesNeedingIsolation } from "./scripts/test/shared-modules.ts";
import { importAliases } from "./web/build/import-aliases.ts";

const resolve = { alias: importAliases() };
const WEB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "web");
const WEB_TESTS = ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"];
const WEB_ISOLATED = testFilesNeedingIsolation(WEB_DIR, ["src", "build"]);
const STACK_ISOLATED = ["scripts/stack/gateway/__tests__/conformance/**/*.test.ts"];

/**
 * Worker threads rather than child processes for the unit tests: a test file's modules reach its
 * worker from Vitest's main process, and a thread receives them without the child process's IPC
 * serialisation. On two cores that took the web and core unit tests from about 122 to 112 s of CPU,
 * CPU that npm test's other lane (the browser suite) shares. Each file still gets its own module
 * graph where `isolate` asks for it, in a fresh thread.
 */
const UNIT_POOL = "threads";

const web = {
  extends: "./web/vite.config.ts",
  test: {
    root: "./web",
    pool: UNIT_POOL,
    environment: "happy-dom",
    setupFiles: ["src/testing/setup-tests.ts"],
    // A whole paid report rendered in a simulated DOM can take longer than Vitest's default 5 s
    // on a busy two-core machine; a hung test still fails.
    testTimeout: 20_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        // The web app, with its own Vite config (defines, React plugin) and a DOM. Its files share one
        // worker, one happy-dom window and one module graph, so React, the router and the setup file
        // load once instead of once per file; the setup file resets what a test leaves behind
        // (rendered trees, storage, request handlers). A file that replaces a module, a global or
        // the clock runs in "web-isolated" instead (scripts/test/shared-modules.ts finds them).
        ...web,
        test: {
          ...web.test,
          name: "web",
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          isolate: false,
          // A spy (vi.spyOn) ends with its test, so it cannot leak into the next file.
          restoreMocks: true,
        },
      },
      {
        // The web files that replace a module (vi.mock), a global or the clock: each
        // in a fresh worker, as such a change would leak into the files after it.
        ...web,
        test: { ...web.test, name: "web-isolated", include: WEB_ISOLATED },
      },
      {
        // The core (supabase/functions/_core): the naming engine, the form schema, the functions'
        // contracts and the Vietnamese text rules, which the web app and the functions both run.
        // The rest of supabase/functions is Deno's, tested by `deno test`.
        resolve,
        test: {
          name: "core",
          pool: UNIT_POOL,
          environment: "node",
          include: ["supabase/functions/_core/**/*.test.ts"],
          // Pure functions over read-only data, with no mock, stub or fake timer: the files share one
          // module graph, so the naming data is loaded once per worker instead of once per file
          // (about half the project's time). A file that needs a fresh module must not live here.
          isolate: false,
          restoreMocks: true,
          // The panels generate hundreds of reports; on a busy two-core machine one can exceed 5 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        // The local stack's own code (REST stand-in grammar, config parsing) and its conformance
        // tests, which drive the running gateway with the real supabase-js client. One file at a
        // time (they share the stack's database), in one worker and module graph like the core's.
        test: {
          name: "stack",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...STACK_ISOLATED],
          fileParallelism: false,
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        resolve,
        // The conformance files share one database client (conformance/support/seeded-records.ts)
        // that each closes when it is done: each gets a fresh one in a fresh worker, after the
        // "stack" project's files, never beside them.
        test: {
          name: "stack-isolated",
          environment: "node",
          include: STACK_ISOLATED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
