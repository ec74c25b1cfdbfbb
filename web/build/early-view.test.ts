import { describe, expect, it } from "vitest";
import { withEarlyView } from "./early-view.ts";

const PAGE = '<head><script>start();</script>\n    <title>T</title></head><body><div id="root"></div></body>';

describe("withEarlyView", () => {
  it("puts the early view's script in <head> after what precedes the title, and its element just before #root", () => {
    expect(withEarlyView(PAGE, "draw();")).toBe(
      '<head><script>start();</script>\n    <script>draw();</script>\n    <title>T</title></head><body><div id="early-view"></div>\n    <div id="root"></div></body>',
    );
  });

  it("keeps the script from ending its element early, and $-sequences as written", () => {
    const html = withEarlyView(PAGE, 'x("</script>", "$&")');
    expect(html).toContain('x("<\\/script>", "$&")');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("fails the build when index.html has no #root or no title", () => {
    expect(() => withEarlyView("<head><title>T</title></head><body></body>", "")).toThrow(/id="root"/);
    expect(() => withEarlyView('<body><div id="root"></div></body>', "")).toThrow(/<title>/);
  });
});
