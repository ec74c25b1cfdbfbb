import { describe, expect, it } from "vitest";
import { withEarlyView } from "./early-view.ts";

describe("withEarlyView", () => {
  it("puts the early view's element and script just before #root", () => {
    const html = withEarlyView('<body><div id="root"></div></body>', "draw();");
    expect(html).toBe('<body><div id="early-view"></div>\n    <script>draw();</script>\n    <div id="root"></div></body>');
  });

  it("keeps the script from ending its element early, and $-sequences as written", () => {
    const html = withEarlyView('<div id="root"></div>', 'x("</script>", "$&")');
    expect(html).toContain('x("<\\/script>", "$&")');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("fails the build when index.html has no #root", () => {
    expect(() => withEarlyView("<body></body>", "")).toThrow(/id="root"/);
  });
});
