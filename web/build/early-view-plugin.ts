// A build-only Vite plugin: the early view (src/app/early-view-script.ts), compiled to one small classic
// script file, and the element it draws into, just before #root: `inert`, because it is a picture
// of the screen, whose controls work only once the app has drawn them. index.html asks for the file from
// <head>, right after the script that starts the record request, and only when it started one: a
// record page gets it while its answer is still on the way (the answer takes two round trips, the
// file one), and the home page carries none of it.
import { createHash } from "node:crypto";
import { build, type AliasOptions, type Plugin, type Rollup } from "vite";

const ROOT = '<div id="root">';
const TITLE = "<title>";

/** The inline script that loads the early view's file on a page that started an early call. */
export function earlyViewLoader(src: string): string {
  return `<script>if (window.__earlyCall) document.head.appendChild(Object.assign(document.createElement("script"), { src: ${JSON.stringify(src)} }));</script>`;
}

/** index.html with the early view's loader in <head> and its element before #root (exported for its test). */
export function withEarlyView(html: string, src: string): string {
  if (!html.includes(ROOT)) throw new Error(`early-view: index.html has no ${ROOT}`);
  if (!html.includes(TITLE)) throw new Error(`early-view: index.html has no ${TITLE}`);
  return html
    .replace(TITLE, () => `${earlyViewLoader(src)}\n    ${TITLE}`)
    .replace(ROOT, () => `<div id="early-view" inert></div>\n    ${ROOT}`);
}

async function compileEarlyView(root: string, alias: AliasOptions, define: Record<string, string>): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: "error",
    // React's JSX runtime picks its production build (plain objects, no React) by NODE_ENV.
    define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
    resolve: { alias },
    build: {
      write: false,
      minify: true,
      target: "es2020",
      lib: { entry: "src/app/early-view-script.ts", formats: ["iife"], name: "chtEarlyView" },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap(
    (result) => (result as Rollup.RollupOutput).output,
  );
  const chunk = chunks.find((item): item is Rollup.OutputChunk => item.type === "chunk");
  if (!chunk) throw new Error("early-view: the script compiled to nothing");
  return chunk.code;
}

export function earlyView(config: { root: string; alias: AliasOptions; define: Record<string, string> }): Plugin {
  let script: { fileName: string; code: string } | null = null;
  return {
    name: "early-view",
    apply: "build",
    async buildStart() {
      const code = await compileEarlyView(config.root, config.alias, config.define);
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      script = { fileName: `assets/early-view-${hash}.js`, code };
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (!script) throw new Error("early-view: the script was not compiled");
        return withEarlyView(html, `/${script.fileName}`);
      },
    },
    generateBundle() {
      if (!script) throw new Error("early-view: the script was not compiled");
      this.emitFile({ type: "asset", fileName: script.fileName, source: script.code });
    },
  };
}
