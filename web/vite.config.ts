// Vite builds the web app from web/. The backend's URL, anon key, shown price and the site's own
// address (canonical links, sitemap) come from VITE_* variables: web/.env holds the local stack's,
// and a hosted build sets its own in the environment.
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { importAliases } from "./build/import-aliases.ts";
import { earlyView } from "./build/early-view-plugin.ts";
import { inlineEntryStylesheet } from "./build/inline-entry-stylesheet.ts";
import { namePages, namePagesInDev } from "./build/name-pages.ts";
import { loadEntryAfterFirstPaint } from "./build/load-entry-after-first-paint.ts";
import { prerenderHome } from "./build/prerender-home.ts";
import { recordPageShell } from "./build/record-page-shell.ts";
import { startRouteEarly } from "./build/start-route-early.ts";

const webDir = fileURLToPath(new URL(".", import.meta.url));

const REQUIRED = ["VITE_SUPABASE_URL", "VITE_SUPABASE_ANON_KEY", "VITE_PRICE_VND", "VITE_SITE_URL"] as const;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webDir, "VITE_");
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(", ")} (web/.env has the local stack's values)`);
  const supabaseUrl = env.VITE_SUPABASE_URL!;
  const anonKey = env.VITE_SUPABASE_ANON_KEY!;
  const resolve = { alias: importAliases() };
  const define = {
    "import.meta.env.VITE_SUPABASE_URL": JSON.stringify(supabaseUrl),
    "import.meta.env.VITE_SUPABASE_ANON_KEY": JSON.stringify(anonKey),
    "import.meta.env.VITE_PRICE_VND": JSON.stringify(env.VITE_PRICE_VND),
  };
  return {
    root: webDir,
    envDir: webDir,
    plugins: [
      react(),
      prerenderHome({ root: webDir, define, plugins: [react()], resolve }),
      loadEntryAfterFirstPaint(),
      startRouteEarly({ supabaseUrl, anonKey }),
      earlyView({ root: webDir, alias: resolve.alias, define }),
      inlineEntryStylesheet(),
      recordPageShell(),
      namePages({ root: webDir, define, plugins: [react()], resolve, siteUrl: env.VITE_SITE_URL! }),
      namePagesInDev({ root: webDir, siteUrl: env.VITE_SITE_URL! }),
    ],
    define,
    resolve,
    // No preload map in the entry: index.html itself asks early for the chunks of the record pages
    // and /success (build/start-route-early.ts), and the home page is prerendered; listing every
    // route's files again in the entry cost the home page's first load about half a kilobyte.
    build: { outDir: "dist", emptyOutDir: true, target: "es2022", modulePreload: false },
  };
});
