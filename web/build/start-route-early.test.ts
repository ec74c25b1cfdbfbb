import { describe, expect, it } from "vitest";
import { earlyScript, INLINE_ROUTE_STYLES_ATTRIBUTE, pathPattern } from "./start-route-early.ts";

const ROUTES = [
  {
    pattern: pathPattern("/phan-tich-cam-hung/:id"),
    call: "get-inspiration",
    modules: ["/assets/result.js"],
    styles: ["/assets/result.css"],
  },
  { pattern: pathPattern("/success"), call: null, modules: ["/assets/success.js"], styles: [] },
];

/** Runs the inline script as a browser would at `pathname`, with a recording fetch. */
function runAt(pathname: string, { stylesInline = false } = {}) {
  const source = earlyScript({
    functionsUrl: "https://api.test/functions/v1/",
    anonKey: "anon",
    entry: ["/assets/index.js"],
    routes: ROUTES,
  })
    .replace(/^<script>/, "")
    .replace(/<\/script>$/, "");
  const appended: { rel: string; href: string }[] = [];
  const requests: { url: string; init: RequestInit }[] = [];
  const window: { __earlyCall?: { name: string; body: string } } = {};
  const events: string[] = [];
  const document = {
    documentElement: { hasAttribute: (name: string) => stylesInline && name === INLINE_ROUTE_STYLES_ATTRIBUTE },
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string }) => {
        events.push(`${link.rel} ${link.href}`);
        appended.push({ rel: link.rel, href: link.href });
      },
      querySelector: (selector: string) => appended.find((link) => selector.includes(`"${link.href}"`)) ?? null,
    },
  };
  const fetch = (url: string, init: RequestInit) => {
    events.push(`fetch ${url}`);
    requests.push({ url, init });
    return Promise.resolve(new Response("{}"));
  };
  // The module preloads wait for the first paint: a frame, then a task. Run them on demand.
  const later: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => later.push(callback);
  const setTimeout = (callback: () => void) => later.push(callback);
  new Function("location", "document", "window", "fetch", "requestAnimationFrame", "setTimeout", source)(
    { pathname },
    document,
    window,
    fetch,
    requestAnimationFrame,
    setTimeout,
  );
  const afterFirstPaint = () => {
    while (later.length > 0) later.shift()!();
  };
  /** Runs one frame or task; false when nothing was waiting. */
  const runOne = () => {
    later.shift()?.();
    return later.length > 0;
  };
  return { appended, requests, window, afterFirstPaint, runOne, events };
}

describe("startRouteEarly's inline script", () => {
  it("starts a record address's call and preloads the entry, the route chunk and its stylesheet", () => {
    const { appended, requests, window, afterFirstPaint } = runAt("/phan-tich-cam-hung/abc%20d");

    // The stylesheet at once (the early view needs it), the JavaScript after the first paint.
    expect(appended).toEqual([{ rel: "preload", href: "/assets/result.css" }]);
    afterFirstPaint();
    expect(appended).toEqual([
      { rel: "preload", href: "/assets/result.css" },
      { rel: "modulepreload", href: "/assets/index.js" },
      { rel: "modulepreload", href: "/assets/result.js" },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("https://api.test/functions/v1/get-inspiration");
    expect(requests[0]?.init.body).toBe(JSON.stringify({ id: "abc d" }));
    expect(requests[0]?.init.headers).toMatchObject({ authorization: "Bearer anon", apikey: "anon" });
    expect(window.__earlyCall).toMatchObject({ name: "get-inspiration", body: JSON.stringify({ id: "abc d" }) });
  });

  it("sends the call before anything else, since its answer takes the longest", () => {
    expect(runAt("/phan-tich-cam-hung/abc").events).toEqual([
      "fetch https://api.test/functions/v1/get-inspiration",
      "preload /assets/result.css",
    ]);
  });

  it("preloads no stylesheet on a page that holds its route's stylesheets inside", () => {
    const { appended, requests, afterFirstPaint } = runAt("/phan-tich-cam-hung/abc", { stylesInline: true });
    expect(appended).toEqual([]);
    expect(requests).toHaveLength(1);
    afterFirstPaint();
    expect(appended.map((link) => link.rel)).toEqual(["modulepreload", "modulepreload"]);
  });

  it("adds one module preload per task, so starting the downloads is never one long task", () => {
    const { appended, runOne } = runAt("/phan-tich-cam-hung/abc");
    const counts: number[] = [];
    while (runOne()) counts.push(appended.length);
    counts.push(appended.length);
    expect(appended.at(-1)).toEqual({ rel: "modulepreload", href: "/assets/result.js" });
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(1);
  });

  it("only preloads on an address without a call, and does nothing on the home page or an unknown one", () => {
    const success = runAt("/success");
    success.afterFirstPaint();
    expect(success.requests).toEqual([]);
    expect(success.appended.map((link) => link.href)).toEqual(["/assets/index.js", "/assets/success.js"]);
    for (const pathname of ["/", "/phan-tich-cam-hung/a/b", "/khong-co"]) {
      const { appended, requests, window, afterFirstPaint } = runAt(pathname);
      afterFirstPaint();
      expect([appended, requests, window.__earlyCall]).toEqual([[], [], undefined]);
    }
  });

  it("sends nothing for an id that is not valid percent-encoding", () => {
    expect(runAt("/phan-tich-cam-hung/%E0%A4%A").requests).toEqual([]);
  });
});
