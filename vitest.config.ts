// One Vitest run, several projects: each runs in the environment its code runs in.
import { defineConfig } from "vitest/config";

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
        // The naming engine, validation and Vietnamese text rules: pure TypeScript that the web app
        // imports too. The rest of supabase/functions is Deno's, tested by `deno test`.
        test: {
          name: "shared",
          environment: "node",
          include: ["supabase/functions/_shared/{naming,validation,vietnamese}/**/*.test.ts"],
        },
      },
      {
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
