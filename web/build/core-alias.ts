// `@core/…` names the code that runs both in the browser and in the edge functions
// (supabase/functions/_core). Deno's import map (supabase/functions/deno.json) is where the alias is
// declared, because the Supabase CLI bundles the functions with it; Vite and Vitest read it from
// there, and tsconfig.json's `paths` is checked against it by a test.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FUNCTIONS_DIR = new URL("../../supabase/functions/", import.meta.url);

/** The Vite `resolve.alias` entry for `@core`, read from the functions' import map. */
export function coreAlias(): { find: string; replacement: string } {
  const importMap = JSON.parse(readFileSync(new URL("deno.json", FUNCTIONS_DIR), "utf8")) as { imports: Record<string, string> };
  const target = importMap.imports["@core/"];
  if (!target) throw new Error("supabase/functions/deno.json declares no @core/ import");
  return { find: "@core", replacement: fileURLToPath(new URL(target, FUNCTIONS_DIR)).replace(/\/$/, "") };
}
