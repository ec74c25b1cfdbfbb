// Vite builds the web app from web/; the local stack's URL and demo anon key are the defaults, so
// `npm start` needs no .env, and VITE_* variables override them for any other backend.
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { ANON_KEY, API_URL } from "../scripts/stack/config.ts";
import { loadEntryAfterFirstPaint } from "./build/load-entry-after-first-paint.ts";
import { prerenderHome } from "./build/prerender-home.ts";
import { startRouteEarly } from "./build/start-route-early.ts";

const webDir = fileURLToPath(new URL(".", import.meta.url));

/** The price shown before any record exists (docs/product.md §5); the functions' PRICE_VND default must match. */
export const DEFAULT_PRICE_VND = "49000";

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webDir, "VITE_");
  const supabaseUrl = env.VITE_SUPABASE_URL || API_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY || ANON_KEY;
  const define = {
    "import.meta.env.VITE_SUPABASE_URL": JSON.stringify(supabaseUrl),
    "import.meta.env.VITE_SUPABASE_ANON_KEY": JSON.stringify(anonKey),
    "import.meta.env.VITE_PRICE_VND": JSON.stringify(env.VITE_PRICE_VND || DEFAULT_PRICE_VND),
  };
  return {
    root: webDir,
    envDir: webDir,
    plugins: [
      react(),
      prerenderHome({ root: webDir, define, plugins: [react()] }),
      loadEntryAfterFirstPaint(),
      startRouteEarly({ supabaseUrl, anonKey }),
    ],
    define,
    build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  };
});
