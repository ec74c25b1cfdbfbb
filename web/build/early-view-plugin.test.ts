import { describe, expect, it } from "vitest";
import { earlyViewLoader, withEarlyView } from "./early-view-plugin.ts";

const PAGE = '<head><script>start();</script>\n    <title>T</title></head><body><div id="root"></div></body>';

/** Runs the loader as a browser would, with or without an early call on the page. */
function load(withCall: boolean): string[] {
  const added: string[] = [];
  const source = earlyViewLoader("/assets/early-view-x.js")
    .replace(/^<script>/, "")
    .replace(/<\/script>$/, "");
  const document = {
    createElement: () => ({}),
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  new Function("window", "document", source)(withCall ? { __earlyCall: {} } : {}, document);
  return added;
}

describe("the early view in index.html", () => {
  it("loads its script from <head>, after what precedes the title, and puts its element just before #root", () => {
    expect(withEarlyView(PAGE, "/assets/early-view-x.js")).toBe(
      `<head><script>start();</script>\n    ${earlyViewLoader("/assets/early-view-x.js")}\n    <title>T</title></head><body><div id="early-view" inert></div>\n    <div id="root"></div></body>`,
    );
  });

  it("asks for the script only on a page that started an early call", () => {
    expect(load(true)).toEqual(["/assets/early-view-x.js"]);
    expect(load(false)).toEqual([]);
  });

  it("fails the build when index.html has no #root or no title", () => {
    expect(() => withEarlyView("<head><title>T</title></head><body></body>", "/x.js")).toThrow(/id="root"/);
    expect(() => withEarlyView('<body><div id="root"></div></body>', "/x.js")).toThrow(/<title>/);
  });
});
