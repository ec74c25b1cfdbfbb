import { describe, expect, it } from "vitest";
import { rewriteIndexHtml } from "./load-entry-after-first-paint.ts";

const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head><body><header id="hero"></header><div id="root"></div></body></html>`;

describe("loadEntryAfterFirstPaint", () => {
  it("moves the entry and its preloads into a loader that waits for the first paint, with the home route's chunks on the home page", () => {
    const html = rewriteIndexHtml(BUILT, ["/assets/home-jkl.js"]);

    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toContain('requestAnimationFrame(() => setTimeout(() => load(location.pathname === "/" ? ["/assets/home-jkl.js"] : [])));');
    expect(html).toContain('import("/assets/index-abc.js")');
    expect(html).toContain('["/assets/react-def.js"]');
    expect(html.indexOf("import(")).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("fails the build rather than ship a page that never loads the app", () => {
    expect(() => rewriteIndexHtml("<html><body></body></html>")).toThrow(/entry <script>/);
  });
});
