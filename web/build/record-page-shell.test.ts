import { describe, expect, it } from "vitest";
import { HOME_FILL_START } from "./prerender-home.ts";
import { recordPageHtml, redirectsFile } from "./record-page-shell.ts";

const INDEX = [
  '<!doctype html>\n<html lang="vi">\n  <head>',
  "    <script>start();</script>",
  '    <script>loadEarlyView("/assets/early-view-x.js");</script>',
  "    <style>.entry{}</style>",
  '  </head>\n  <body>\n    <div id="early-view" inert></div>\n    <div id="root"></div>',
  `    ${HOME_FILL_START}\n      root.innerHTML = "\\u003cmain>home\\u003c/main>";\n    }</script>`,
  '    <script type="module">load();</script>\n  </body>\n</html>',
].join("\n");

describe("the record pages' own HTML", () => {
  it("carries the record stylesheets inside and says so, and leaves out the home screen", () => {
    const html = recordPageHtml(INDEX, ".card{color:red}\n");
    expect(html).toContain('<html lang="vi" data-route-styles-inline>');
    expect(html).toContain("<style>.entry{}</style>\n    <style>.card{color:red}</style>\n  </head>");
    expect(html).not.toContain("home");
    expect(html).toContain('<div id="root"></div>\n    <script type="module">load();</script>');
    // Everything else is index.html's: the first script and the early view's loader stay as they are.
    expect(html).toContain('<script>start();</script>\n    <script>loadEarlyView("/assets/early-view-x.js");</script>');
  });

  it("fails the build rather than write a page that would break", () => {
    expect(() => recordPageHtml(INDEX.replace(HOME_FILL_START, "<script>"), "")).toThrow(/home screen/);
    expect(() => recordPageHtml(INDEX.replace('lang="vi"', 'lang="en"'), "")).toThrow(/<html lang="vi">/);
    expect(() => recordPageHtml(INDEX, "a{}</style>")).toThrow(/would end it/);
  });

  it("asks the host to answer every record address with it, the address unchanged", () => {
    expect(redirectsFile(["/phan-tich-cam-hung/:id", "/name-inspiration-payment-info/:id"])).toBe(
      "/phan-tich-cam-hung/*  /record.html  200\n/name-inspiration-payment-info/*  /record.html  200\n",
    );
  });
});
