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
    expect(html).toContain('import("/assets/index-abc.js")');
    expect(html).toContain('["/assets/react-def.js"]');
    expect(html.indexOf("import(")).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("asks for the entry, then adds one preload per task, skipping those the page already has", () => {
    const html = rewriteIndexHtml(BUILT, ["/assets/home-jkl.js"]);
    const source = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!.replace("import(", "load_(");
    const events: string[] = [];
    const links = [{ rel: "modulepreload", href: "/assets/react-def.js" }];
    const head = {
      querySelector: (selector: string) => links.find((link) => selector.includes(`"${link.href}"`)) ?? null,
      appendChild: (link: { href: string }) => events.push(`preload ${link.href}`),
    };
    const later: (() => void)[] = [];
    const queue = (callback: () => void) => later.push(callback);
    new Function("document", "location", "requestAnimationFrame", "setTimeout", "load_", source)(
      { head, createElement: () => ({}) },
      { pathname: "/" },
      queue,
      queue,
      (href: string) => events.push(`import ${href}`),
    );
    const preloadsPerTask: number[] = [];
    while (later.length > 0) {
      const before = events.length;
      later.shift()!();
      preloadsPerTask.push(events.slice(before).filter((event) => event.startsWith("preload")).length);
    }
    expect(events).toEqual(["import /assets/index-abc.js", "preload /assets/home-jkl.js"]);
    expect(Math.max(...preloadsPerTask)).toBe(1);
  });

  it("fails the build rather than ship a page that never loads the app", () => {
    expect(() => rewriteIndexHtml("<html><body></body></html>")).toThrow(/entry <script>/);
  });
});

describe("the entry's own imports without Vite's modulepreload tags", () => {
  it("are still preloaded, from the bundle, once each", () => {
    const html = '<html><body><script type="module" crossorigin src="/assets/index-a.js"></script></body></html>';
    const out = rewriteIndexHtml(html, [], ["/assets/react-b.js", "/assets/react-b.js", "/assets/jsx-c.js"]);
    expect(out).toContain('preloadOnePerTask([...["/assets/react-b.js","/assets/jsx-c.js"]');
    expect(out).not.toContain('<script type="module" crossorigin src="/assets/index-a.js">');
  });
});
