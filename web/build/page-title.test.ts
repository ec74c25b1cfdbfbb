// @vitest-environment node
// index.html paints the first title; the app says it again when a parent comes back home.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOME_TITLE, pageTitle } from "@/lib/page-title.ts";

const INDEX_HTML = readFileSync(new URL("../index.html", import.meta.url), "utf8");

describe("page titles", () => {
  it("gives the home page back index.html's own title, which its first paint shows", () => {
    expect(INDEX_HTML).toContain(`<title>${HOME_TITLE}</title>`);
  });

  it("names every other screen before the site", () => {
    expect(pageTitle("Thanh toán")).toBe("Thanh toán — Cảm Hứng Tên");
  });
});
