import { describe, expect, it } from "vitest";
import { earlyViewLoader } from "./early-view-plugin.ts";
import { HOME_FILL_START } from "./prerender-home.ts";
import { recordPageHtml, redirectsFile } from "./record-page-shell.ts";

const LOADER = earlyViewLoader("/assets/early-view-x.js");
const INDEX = [
  '<!doctype html>\n<html lang="vi">\n  <head>',
  "    <script>start();</script>",
  `    ${LOADER}`,
  "    <style>.entry{}</style>",
  '  </head>\n  <body>\n    <div id="early-view" inert></div>\n    <div id="root"></div>',
  `    ${HOME_FILL_START}\n      root.innerHTML = "\\u003cmain>home\\u003c/main>";\n    }</script>`,
  '    <script type="module">load();</script>\n  </body>\n</html>',
].join("\n");
const PARTS = { earlyView: { src: "/assets/early-view-x.js", code: "drawEarly();\n" }, css: ".card{color:red}\n" };

describe("the record pages' own HTML", () => {
  it("carries the early view's script and the record stylesheets inside, and not the home screen", () => {
    const html = recordPageHtml(INDEX, PARTS);
    expect(html).toContain('<html lang="vi" data-route-styles-inline>');
    expect(html).toContain("<script>start();</script>\n    <script>drawEarly();</script>\n    <style>.entry{}</style>");
    expect(html).not.toContain(LOADER);
    expect(html).not.toContain("early-view-x.js");
    expect(html).toContain("<style>.card{color:red}</style>\n  </head>");
    expect(html).not.toContain("home");
    expect(html).toContain('<div id="root"></div>\n    <script type="module">load();</script>');
  });

  it("fails the build rather than write a page that would break", () => {
    expect(() => recordPageHtml(INDEX.replace(LOADER, ""), PARTS)).toThrow(/does not load the early view/);
    expect(() => recordPageHtml(INDEX.replace(HOME_FILL_START, "<script>"), PARTS)).toThrow(/home screen/);
    const closing = { ...PARTS, earlyView: { ...PARTS.earlyView, code: 'x("</script>")' } };
    expect(() => recordPageHtml(INDEX, closing)).toThrow(/would end the element/);
    expect(() => recordPageHtml(INDEX, { ...PARTS, css: "a{}</style>" })).toThrow(/would end the element/);
  });

  it("asks the host to answer every record address with it, the address unchanged", () => {
    expect(redirectsFile(["/phan-tich-cam-hung/:id", "/name-inspiration-payment-info/:id"])).toBe(
      "/phan-tich-cam-hung/*  /record.html  200\n/name-inspiration-payment-info/*  /record.html  200\n",
    );
  });
});
