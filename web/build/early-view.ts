// A build-only Vite plugin: index.html carries the early view (src/app/early-view.ts), compiled to
// one small classic script in <head>, right after the script that starts the record request (so it
// runs at once, before the stylesheet and the parser's first paint), and the element it draws into,
// just before #root. The script has to be inline: as a file it would cost one more round trip on a
// phone's link, about what it saves.
import { build, type AliasOptions, type Plugin, type Rollup } from "vite";

const ROOT = '<div id="root">';
const TITLE = "<title>";

/** index.html with the early view's script in <head> and its element before #root (exported for its test). */
export function withEarlyView(html: string, script: string): string {
  if (!html.includes(ROOT)) throw new Error(`early-view: index.html has no ${ROOT}`);
  if (!html.includes(TITLE)) throw new Error(`early-view: index.html has no ${TITLE}`);
  // An HTML parser ends a script at "</script" whatever the JavaScript means by it.
  const safe = script.trim().replace(/<\/(script)/gi, "<\\/$1");
  return html
    .replace(TITLE, () => `<script>${safe}</script>\n    ${TITLE}`)
    .replace(ROOT, () => `<div id="early-view"></div>\n    ${ROOT}`);
}

async function compileEarlyView(root: string, alias: AliasOptions, define: Record<string, string>): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: "error",
    define,
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      target: "es2020",
      lib: { entry: "src/app/early-view.ts", formats: ["iife"], name: "chtEarlyView" },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => (result as Rollup.RollupOutput).output);
  const chunk = chunks.find((item): item is Rollup.OutputChunk => item.type === "chunk");
  if (!chunk) throw new Error("early-view: the script compiled to nothing");
  return chunk.code;
}

export function earlyView(config: { root: string; alias: AliasOptions; define: Record<string, string> }): Plugin {
  return {
    name: "early-view",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        return withEarlyView(html, await compileEarlyView(config.root, config.alias, config.define));
      },
    },
  };
}
