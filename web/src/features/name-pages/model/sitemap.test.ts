import { describe, expect, it } from "vitest";
import { sitemapFiles } from "@/features/name-pages/model/sitemap.ts";
import { assignSlugs, slugOf } from "@/features/name-pages/model/name-slugs.ts";

describe("sitemapFiles", () => {
  it("splits into an index of parts once the addresses outgrow one file", () => {
    const files = sitemapFiles("https://a.vn", ["/", "/ten/", "/ten/an-binh/"], 2);
    expect([...files.keys()]).toEqual(["/sitemap-1.xml", "/sitemap-2.xml", "/sitemap.xml"]);
    expect(files.get("/sitemap.xml")).toContain("<sitemap><loc>https://a.vn/sitemap-2.xml</loc></sitemap>");
    expect(files.get("/sitemap-2.xml")).toContain("<url><loc>https://a.vn/ten/an-binh/</loc></url>");
  });
});

describe("name slugs", () => {
  it("writes a name without its marks, đ as d", () => {
    expect(slugOf("Minh Khôi")).toBe("minh-khoi");
    expect(slugOf("Đức Anh")).toBe("duc-anh");
  });

  it("gives colliding names suffixes by bearers, whatever the input order", () => {
    const names = [
      { name: "Bảo Ân", seen: 1 },
      { name: "Bảo An", seen: 3 },
    ];
    const a = assignSlugs(names);
    const b = assignSlugs([...names].reverse());
    expect(a.get("Bảo An")).toBe("bao-an");
    expect(a.get("Bảo Ân")).toBe("bao-an-2");
    expect([...b]).toEqual(expect.arrayContaining([...a]));
  });
});
