// A build-only Vite plugin: the app's JavaScript starts downloading right after the browser's first
// paint instead of beside the HTML. On a slow mobile link the 90 KB entry otherwise competes with
// the stylesheet for bandwidth and holds back the first paint of index.html's header, each page's
// largest paint (LCP ≤ 1.5 s), and a record page's early view; it costs the app one frame (~16 ms).
import type { Plugin } from "vite";
import { AFTER_FIRST_PAINT, indented, PRELOAD_ONE_PER_TASK } from "./inline-script-helpers.ts";
import { entryChunks, routeChunks } from "./route-chunks.ts";

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The loader that replaces Vite's entry tag and module preloads (exported for its test). On the home
 * page it also preloads the home route's own chunks, which would otherwise wait for the entry to run.
 * The entry is asked for first, then the preloads, one per task (inline-script-helpers.ts).
 */
function entryLoader(entry: string, preloads: readonly string[], homePreloads: readonly string[] = []): string {
  return [
    '<script type="module">',
    `  ${indented(AFTER_FIRST_PAINT, "  ")}`,
    `  ${indented(PRELOAD_ONE_PER_TASK, "  ")}`,
    "  afterFirstPaint(() => {",
    `    import(${JSON.stringify(entry)});`,
    `    preloadOnePerTask([...${JSON.stringify(preloads)}, ...(location.pathname === "/" ? ${JSON.stringify(homePreloads)} : [])]);`,
    "  });",
    "</script>",
  ].join("\n    ");
}

/**
 * `entryImports`: the chunks the entry imports statically, from the bundle (the build writes no
 * modulepreload tags of its own: web/vite.config.ts); Vite's tags are read when there are any.
 */
export function rewriteIndexHtml(
  html: string,
  homePreloads: readonly string[] = [],
  entryImports: readonly string[] = [],
): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1]) throw new Error("load-entry-after-first-paint: Vite's entry <script> is not in index.html");
  const tagged = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const preloads = [...new Set([...tagged, ...entryImports])];
  const withoutTags = html.replace(ENTRY, "").replace(MODULE_PRELOAD, "");
  return withoutTags.replace("</body>", `  ${entryLoader(entry[1], preloads, homePreloads)}\n  </body>`);
}

export function loadEntryAfterFirstPaint(): Plugin {
  return {
    name: "load-entry-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) =>
        context.bundle
          ? rewriteIndexHtml(
              html,
              routeChunks(context.bundle, "src/app/routes/home.tsx").modules,
              entryChunks(context.bundle).slice(1),
            )
          : rewriteIndexHtml(html),
    },
  };
}
