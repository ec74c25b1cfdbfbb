// A build-only Vite plugin: the record pages (result and payment) get an HTML page of their own,
// `record.html`, which a static host serves for their addresses (the `_redirects` file it writes
// says so, in the rewrite syntax Netlify and Cloudflare Pages read; scripts/web/serve-dist.ts
// follows it locally). It is index.html with two changes for a record page's first look:
//   - the record routes' stylesheets are inside it, instead of preloads the early view waits for
//     (on a phone's link, one more round trip beside the answer);
//   - the home screen's prerendered form, which only the home page uses, is left out.
// So it is smaller than index.html. The early view's script stays a file that <head> asks for at
// once: inline, its compilation would come before the first paint on a slow phone's CPU, while as a
// file it arrives and compiles while the answer is still on its way. index.html keeps working for
// those addresses on a host without the rewrite, preloading the stylesheets instead.
import type { Plugin, Rollup } from "vite";
import { NAME_NOT_FOUND_RULE } from "./name-pages.ts";
import { HOME_FILL_START } from "./prerender-home.ts";
import { routeChunks } from "./route-chunks.ts";
import { EARLY_ROUTES, INLINE_ROUTE_STYLES_ATTRIBUTE } from "./start-route-early.ts";

const RECORD_PAGE = "record.html";
const HTML_TAG = '<html lang="vi">';
const HOME_FILL_END = "}</script>";

/** record.html made from the built index.html and the record routes' stylesheets (exported for its test). */
export function recordPageHtml(indexHtml: string, css: string): string {
  const homeStart = indexHtml.indexOf(HOME_FILL_START);
  const homeEnd = indexHtml.indexOf(HOME_FILL_END, homeStart);
  if (!indexHtml.includes(HTML_TAG)) throw new Error(`record-page-shell: index.html has no ${HTML_TAG}`);
  if (homeStart < 0 || homeEnd < 0) throw new Error("record-page-shell: index.html has no prerendered home screen");
  if (!indexHtml.includes("</head>")) throw new Error("record-page-shell: index.html has no </head>");
  if (/<\/style/i.test(css)) throw new Error('record-page-shell: a stylesheet holds "</style", which would end it');
  const withoutHome =
    indexHtml.slice(0, homeStart).replace(/\n\s*$/, "") + indexHtml.slice(homeEnd + HOME_FILL_END.length);
  return withoutHome
    .replace(HTML_TAG, () => `<html lang="vi" ${INLINE_ROUTE_STYLES_ATTRIBUTE}>`)
    .replace("</head>", () => `  <style>${css.trim()}</style>\n  </head>`);
}

/** The host's rewrites: every record address answered with record.html, its address unchanged (status 200). */
export function redirectsFile(routePaths: readonly string[]): string {
  // `/phan-tich-cam-hung/:id` → `/phan-tich-cam-hung/*`: the host's pattern for every record's address.
  return routePaths.map((routePath) => `${routePath.replace(/:id$/, "*")}  /${RECORD_PAGE}  200\n`).join("");
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
      // After Vite has written index.html.
      order: "post",
      handler(_options, bundle) {
        const styles = new Set(RECORD_ROUTES.flatMap((route) => routeChunks(bundle, route.routeFile).styles));
        const css = [...styles].map((href) => assetText(bundle, href.replace(/^\//, ""))).join("\n");
        const source = recordPageHtml(assetText(bundle, "index.html"), css);
        this.emitFile({ type: "asset", fileName: RECORD_PAGE, source });
        this.emitFile({
          type: "asset",
          fileName: "_redirects",
          // The names' not-found rule after the record pages': the host's one file of rules.
          source: redirectsFile(RECORD_ROUTES.map((route) => route.path)) + NAME_NOT_FOUND_RULE,
        });
      },
    },
  };
}
