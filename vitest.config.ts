// One Vitest run, several projects: each runs in the environment its code runs in.
import { defineConfig } from "vitest/config";
import { importAliases } from "./web/build/import-aliases.ts";

const resolve = { alias: importAliases() };

export default defineConfig({
  test: {
    projects: [
      {
        // The web app, with its own Vite config (defines, React plugin) and a DOM.
        extends: "./web/vite.config.ts",
        test: {
          name: "web",
          root: "./web",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
          setupFiles: ["src/testing/setup-tests.ts"],
          // A whole paid report rendered in a simulated DOM can take longer than Vitest's default 5 s
          // on a busy two-core machine; a hung test still fails.
          testTimeout: 20_000,
        },
      },
      {
        // The core (supabase/functions/_core): the naming engine, the form schema, the functions'
        // contracts and the Vietnamese text rules, which the web app and the functions both run.
        // The rest of supabase/functions is Deno's, tested by `deno test`.
        resolve,
        test: {
          name: "core",
          environment: "node",
          include: ["supabase/functions/_core/**/*.test.ts"],
          // Pure functions over read-only data, with no mock, stub or fake timer: the files share one
          // module graph, so the naming data is loaded once per worker instead of once per file
          // (about half the project's time). A file that needs a fresh module must not live here.
          isolate: false,
          // The panels generate hundreds of reports; on a busy two-core machine one can exceed 5 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        // The local stack's own code (REST stand-in grammar, config parsing) and its conformance
        // tests, which drive the running gateway with the real supabase-js client.
        test: {
          name: "stack",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          fileParallelism: false,
        },
      },
    ],
  },
});
