// The two import aliases the web app's code uses, for Vite and Vitest (tsconfig.json's `paths` says
// the same for the type checker and Playwright):
// - `@/…` is web/src, so a file names what it imports by where it lives, not by how far up it is;
// - `@core/…` is the code that runs both in the browser and in the edge functions
//   (supabase/functions/_core). Deno's import map (supabase/functions/deno.json) is where that alias
//   is declared, because the Supabase CLI bundles the functions with it; it is read from there.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FUNCTIONS_DIR = new URL("../../supabase/functions/", import.meta.url);
const WEB_SRC_DIR = fileURLToPath(new URL("../src/", import.meta.url));

type Alias = { find: string | RegExp; replacement: string };

/** The Vite `resolve.alias` entry for `@core`, read from the functions' import map. */
function coreAlias(): Alias {
  const importMap = JSON.parse(readFileSync(new URL("deno.json", FUNCTIONS_DIR), "utf8")) as {
    imports: Record<string, string>;
  };
  const target = importMap.imports["@core/"];
  if (!target) throw new Error("supabase/functions/deno.json declares no @core/ import");
  return { find: "@core", replacement: fileURLToPath(new URL(target, FUNCTIONS_DIR)).replace(/\/$/, "") };
}

/** Every alias the web app's modules are written with. */
export function importAliases(): Alias[] {
  return [coreAlias(), { find: /^@\//, replacement: WEB_SRC_DIR }];
}
