import { describe, expect, it } from "vitest";
import { CLEAR_OFF_HOME, withPrerenderedHome } from "./prerender-home.ts";

describe("withPrerenderedHome", () => {
  it("puts the home screen in #root and clears it before paint on every other address", () => {
    const html = withPrerenderedHome('<body><div id="root"></div></body>', "<main>form</main>");

    expect(html).toContain('<div id="root"><main>form</main></div>');
    expect(html.indexOf(CLEAR_OFF_HOME)).toBeGreaterThan(html.indexOf("</div>"));
    const root = { replaceChildren: () => (root.cleared = true), cleared: false };
    const run = (pathname: string) =>
      new Function("location", "document", CLEAR_OFF_HOME.replace(/<\/?script>/g, ""))({ pathname }, { getElementById: () => root });
    run("/");
    expect(root.cleared).toBe(false);
    run("/phan-tich-cam-hung/abc");
    expect(root.cleared).toBe(true);
  });

  it("fails the build when index.html has no empty #root", () => {
    expect(() => withPrerenderedHome("<body></body>", "<main></main>")).toThrow(/id="root"/);
  });
});
