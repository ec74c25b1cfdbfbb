// A build-only Vite plugin: the first script of index.html starts what the opened address needs
// before the app's JavaScript has even been requested.
//   - A record address (result, payment) POSTs its first edge-function call at once, the same
//     request the screen would make (web/src/lib/early-call.ts adopts its answer). On a phone the
//     answer otherwise waits for HTML → entry chunk → React → route chunk → request; now it travels
//     beside the JavaScript.
//   - Every address but the home page preloads its route's stylesheet at once (the early view,
//     src/app/early-view-script.ts, draws with it), and the entry and its route chunk right after the
//     first paint: the header and the early view need no JavaScript, and the app's 150 KB would
//     otherwise share a phone's link with the stylesheet and the answer. The home page's come with
//     its entry, also after the first paint (load-entry-after-first-paint.ts).
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { paths } from "../src/config/paths.ts";
import { functionHeaders } from "../src/lib/function-headers.ts";
import { AFTER_FIRST_PAINT, indented, PRELOAD_ONE_PER_TASK } from "./inline-script-helpers.ts";
import { entryChunks, routeChunks, type RouteChunks } from "./route-chunks.ts";

/** On <html>, says the page already holds its route's stylesheets, so the first script preloads none. */
export const INLINE_ROUTE_STYLES_ATTRIBUTE = "data-route-styles-inline";

export interface EarlyRoute {
  /** A router path (`/phan-tich-cam-hung/:id`); `:id` is the record id the call sends. */
  path: string;
  /** The route module, relative to web/. */
  routeFile: string;
  /** The edge function the screen calls first with `{ id }`, if any. */
  call?: string;
}

export const EARLY_ROUTES: readonly EarlyRoute[] = [
  { path: paths.result.path, routeFile: "src/app/routes/inspiration-result.tsx", call: "get-inspiration" },
  // request-payment is idempotent: asking early gives the same order the screen would get.
  { path: paths.paymentInfo.path, routeFile: "src/app/routes/payment-info.tsx", call: "request-payment" },
  { path: paths.success.path, routeFile: "src/app/routes/success.tsx" },
];

/** `/phan-tich-cam-hung/:id` → a pattern for location.pathname, the id captured; a trailing slash allowed. */
export function pathPattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(":id", "([^/]+)");
  return `^${escaped}/?$`;
}

interface ScriptRoute extends RouteChunks {
  pattern: string;
  call: string | null;
}

export interface EarlyScriptOptions {
  functionsUrl: string;
  anonKey: string;
  /** The entry and its static imports: what every route needs first. */
  entry: readonly string[];
  routes: readonly ScriptRoute[];
}

/** The inline script (exported for its test). Plain ES2017: it runs before anything else loads. */
export function earlyScript({ functionsUrl, anonKey, entry, routes }: EarlyScriptOptions): string {
  return `<script>
      (function () {
        ${indented(AFTER_FIRST_PAINT, "        ")}
        ${indented(PRELOAD_ONE_PER_TASK, "        ")}
        var entry = ${JSON.stringify(entry)};
        var routes = ${JSON.stringify(routes)};
        function startCall(name, encodedId) {
          var id;
          try { id = decodeURIComponent(encodedId); } catch (error) { return; }
          var body = JSON.stringify({ id: id });
          var response = fetch(${JSON.stringify(functionsUrl)} + name, { method: "POST", headers: ${JSON.stringify(functionHeaders(anonKey))}, body: body });
          // Handled later, by the screen that adopts it; until then a failure is no unhandled rejection.
          response.catch(function () {});
          window.__earlyCall = { name: name, body: body, response: response };
        }
        for (var i = 0; i < routes.length; i++) {
          var route = routes[i], match = new RegExp(route.pattern).exec(location.pathname);
          if (!match) continue;
          // First: the answer takes two round trips (the CORS preflight, then the call).
          if (route.call) startCall(route.call, match[1]);
          // At once: the early view draws with it (src/app/early-view-script.ts). A record page's own
          // HTML (record-page-shell.ts) carries its stylesheets inside and says so on <html>.
          if (!document.documentElement.hasAttribute(${JSON.stringify(INLINE_ROUTE_STYLES_ATTRIBUTE)})) {
            route.styles.forEach(function (href) {
              document.head.appendChild(Object.assign(document.createElement("link"), { rel: "preload", as: "style", href: href, crossOrigin: "" }));
            });
          }
          // After the first paint: the header (and the early view) need no JavaScript, and on a
          // slow link the app's 150 KB would otherwise share it with the stylesheet and the answer.
          afterFirstPaint(function () { preloadOnePerTask(entry.concat(route.modules)); });
          return;
        }
      })();
    </script>`;
}

export function startRouteEarly({ supabaseUrl, anonKey }: { supabaseUrl: string; anonKey: string }): Plugin {
  return {
    name: "start-route-early",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html: string, context: IndexHtmlTransformContext) {
        if (!context.bundle) throw new Error("start-route-early: no bundle to read the route chunks from");
        const bundle = context.bundle;
        const routes = EARLY_ROUTES.map((route) => ({
          pattern: pathPattern(route.path),
          call: route.call ?? null,
          ...routeChunks(bundle, route.routeFile),
        }));
        const script = earlyScript({
          functionsUrl: `${supabaseUrl}/functions/v1/`,
          anonKey,
          entry: entryChunks(bundle),
          routes,
        });
        // Before the stylesheet (a script after it would wait for it), after the charset (which must
        // come within the first 1024 bytes).
        return html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${script}`);
      },
    },
  };
}
