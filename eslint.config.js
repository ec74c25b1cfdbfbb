// ESLint covers the Node and browser code (web/, scripts/, root configs) and the core that both
// runtimes share (supabase/functions/_core). The rest of supabase/functions is Deno's and is linted
// by `deno lint`; ESLint only checks its imports, with the boundary rule every folder gets.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./scripts/lint/import-boundaries.js";

const NODE_AND_BROWSER = [
  "web/**/*.{ts,tsx,js}",
  "scripts/**/*.{ts,mjs,js}",
  "*.{js,ts}",
  "supabase/functions/_core/**/*.ts",
];
const scoped = (configs) => configs.map((config) => ({ ...config, files: NODE_AND_BROWSER }));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "web/dist/**",
      ".stack/**",
      "coverage/**",
      "test-results/**",
      "supabase/migrations/**",
      "supabase/tests/**",
      "scripts/stack/__tests__/fixtures/**",
    ],
  },
  ...scoped([js.configs.recommended, ...tseslint.configs.recommended]),
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**/*.{ts,mjs,js}", "*.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: NODE_AND_BROWSER,
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    rules: { "boundaries/import-boundaries": "error" },
  },
);
