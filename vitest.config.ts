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
