// A build-only Vite plugin: the record pages (result and payment) get an HTML page of their own,
// `record.html`, which a static host serves for their addresses (the `_redirects` file it writes
// says so, in the rewrite syntax Netlify and Cloudflare Pages read; scripts/web/serve-dist.ts
// follows it locally). It is index.html with what a record page's first look needs inside it:
//   - the early view's script (src/app/early-view-script.ts) inline, instead of a file index.html
//     asks for once its first script has run, one more round trip on a phone's link;
//   - the stylesheets of the record routes inline, instead of preloads the early view waits for;
//   - without the home screen's prerendered markup, which only the home page uses.
// index.html keeps working for those addresses on a host without the rewrite: it loads the same
// script and stylesheets as files.
import type { Plugin, Rollup } from "vite";
import { earlyViewAsset, earlyViewLoader } from "./early-view-plugin.ts";
import { HOME_FILL_START } from "./prerender-home.ts";
import { routeChunks } from "./route-chunks.ts";
import { EARLY_ROUTES, INLINE_ROUTE_STYLES_ATTRIBUTE } from "./start-route-early.ts";

const RECORD_PAGE = "record.html";
const HTML_TAG = '<html lang="vi">';

interface RecordPageParts {
  /** The early view's file as index.html loads it, and its code. */
  earlyView: { src: string; code: string };
  /** The record routes' stylesheets, one text. */
  css: string;
}

/** Refuses text that would end the element it is put into. */
function inlineable(text: string, element: "script" | "style", what: string): string {
  if (new RegExp(`</${element}`, "i").test(text))
    throw new Error(`record-page-shell: ${what} holds "</${element}", which would end the element`);
  return text.trim();
}

/** record.html made from the built index.html (exported for its test). */
export function recordPageHtml(indexHtml: string, { earlyView, css }: RecordPageParts): string {
  const loader = earlyViewLoader(earlyView.src);
  const homeStart = indexHtml.indexOf(HOME_FILL_START);
  const homeEnd = indexHtml.indexOf("}</script>", homeStart);
  if (!indexHtml.includes(HTML_TAG)) throw new Error(`record-page-shell: index.html has no ${HTML_TAG}`);
  if (!indexHtml.includes(loader)) throw new Error("record-page-shell: index.html does not load the early view");
  if (homeStart < 0 || homeEnd < 0) throw new Error("record-page-shell: index.html has no prerendered home screen");
  if (!indexHtml.includes("</head>")) throw new Error("record-page-shell: index.html has no </head>");
  const withoutHome =
    indexHtml.slice(0, homeStart).replace(/\n\s*$/, "") + indexHtml.slice(homeEnd + "}</script>".length);
  return withoutHome
    .replace(HTML_TAG, () => `<html lang="vi" ${INLINE_ROUTE_STYLES_ATTRIBUTE}>`)
    .replace(loader, () => `<script>${inlineable(earlyView.code, "script", "the early view's script")}</script>`)
    .replace("</head>", () => `  <style>${inlineable(css, "style", "a record route's stylesheet")}</style>\n  </head>`);
}

/** `/phan-tich-cam-hung/:id` → `/phan-tich-cam-hung/*`: the host's pattern for every record's address. */
const hostPattern = (routePath: string): string => routePath.replace(/:id$/, "*");

/** The host's rewrites: every record address answered with record.html, its address unchanged (status 200). */
export function redirectsFile(routePaths: readonly string[]): string {
  return routePaths.map((routePath) => `${hostPattern(routePath)}  /${RECORD_PAGE}  200\n`).join("");
}

const RECORD_ROUTES = EARLY_ROUTES.filter((route) => route.call);

function assetText(bundle: Rollup.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== "asset") throw new Error(`record-page-shell: ${fileName} is not in the bundle`);
  return String(asset.source);
}

export function recordPageShell(): Plugin {
  return {
    name: "record-page-shell",
    apply: "build",
    generateBundle: {
      // After Vite has written index.html and the early view its file.
      order: "post",
      handler(_options, bundle) {
        const styles = new Set(RECORD_ROUTES.flatMap((route) => routeChunks(bundle, route.routeFile).styles));
        const css = [...styles].map((href) => assetText(bundle, href.replace(/^\//, ""))).join("\n");
        const earlyView = earlyViewAsset(bundle);
        const source = recordPageHtml(assetText(bundle, "index.html"), {
          earlyView: { src: `/${earlyView.fileName}`, code: earlyView.code },
          css,
        });
        this.emitFile({ type: "asset", fileName: RECORD_PAGE, source });
        this.emitFile({
          type: "asset",
          fileName: "_redirects",
          source: redirectsFile(RECORD_ROUTES.map((route) => route.path)),
        });
      },
    },
  };
}
