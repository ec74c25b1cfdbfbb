import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-entry-stylesheet.ts";

const PAGE = `<head><title>T</title>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head><body></body>`;

describe("inlineStylesheets", () => {
  it("puts the linked stylesheet's text into the page, where the link was", () => {
    const html = inlineStylesheets(PAGE, (file) =>
      file === "assets/index-abc.css" ? ".hero{color:red}\n" : undefined,
    );
    expect(html).toBe(`<head><title>T</title>
    <style>.hero{color:red}</style>
  </head><body></body>`);
  });

  it("fails the build for a stylesheet it cannot find, one that would end the element, or none at all", () => {
    expect(() => inlineStylesheets(PAGE, () => undefined)).toThrow(/not in the bundle/);
    expect(() => inlineStylesheets(PAGE, () => "a::after{content:'</style>'}")).toThrow(/would end the element/);
    expect(() => inlineStylesheets("<head></head>", () => "")).toThrow(/no stylesheet/);
  });
});
