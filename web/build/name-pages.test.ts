// @vitest-environment node
// The name pages as the build writes them: one page per pair of the naming data, unique addresses,
// every link leading somewhere real, a sitemap of exactly the public pages, and every page small
// and readable without JavaScript.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { NAME_PAIRS } from "@core/naming/name-pairs.ts";
import { paths } from "@/config/paths.ts";
import { foldAccents } from "@core/vietnamese/normalize.ts";
import { allNameFacts, type NameFacts } from "@/features/name-pages/model/name-facts.ts";
import { meaningThemes } from "@/features/name-pages/model/related-names.ts";
import { renderNamePages, type StaticFile } from "@/features/name-pages/render-name-pages.tsx";
import { namePagesCss, siteOrigin } from "./name-pages.ts";

const SITE = "https://camhungten.example";
const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
/** The product's budget per name page, HTML and CSS together, gzip. */
const PAGE_BUDGET_GZIP = 20 * 1024;

let files: Map<string, string>;
let namePages: [string, string][];

beforeAll(async () => {
  const rendered: StaticFile[] = renderNamePages({ siteUrl: SITE, css: await namePagesCss(WEB_DIR) });
  files = new Map(rendered.map((f) => [f.path, f.text]));
  expect(files.size).toBe(rendered.length);
  namePages = [...files].filter(([p]) => /^\/ten\/[^/]+\/index\.html$/.test(p));
}, 120_000);

const pagePath = (file: string) => file.replace(/index\.html$/, "");
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/** Addresses the app answers itself (web/src/config/paths.ts), besides the generated files. */
const APP_ROUTES = new Set([paths.home.getHref(), paths.privacy.getHref()]);

describe("name pages", () => {
  it("writes one page for every pair of the naming data, titled with its name", () => {
    expect(namePages).toHaveLength(NAME_PAIRS.length);
    const titled = namePages.map(([, html]) => h1Of(html));
    expect(new Set(titled)).toEqual(new Set(NAME_PAIRS.map((p) => `Ý nghĩa tên ${p.middle} ${p.given}`)));
  });

  it("gives every name its own address without diacritics, the commoner of two alike keeping the bare one", () => {
    const slugs = namePages.map(([p]) => p.split("/")[2]!);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(h1Of(files.get("/ten/minh-khoi/index.html")!)).toBe("Ý nghĩa tên Minh Khôi");
    expect(h1Of(files.get("/ten/duc-anh/index.html")!)).toBe("Ý nghĩa tên Đức Anh");
    const baoAn = NAME_PAIRS.find((p) => p.middle === "Bảo" && p.given === "An")!;
    const baoAn2 = NAME_PAIRS.find((p) => p.middle === "Bảo" && p.given === "Ân")!;
    const [bare, suffixed] = baoAn.seen >= baoAn2.seen ? ["An", "Ân"] : ["Ân", "An"];
    expect(h1Of(files.get("/ten/bao-an/index.html")!)).toBe(`Ý nghĩa tên Bảo ${bare}`);
    expect(h1Of(files.get("/ten/bao-an-2/index.html")!)).toBe(`Ý nghĩa tên Bảo ${suffixed}`);
  });

  it("links only to pages the build wrote or routes the app answers", () => {
    const written = new Set([...files.keys()].map(pagePath));
    // Some 40,000 links: one assertion over the ones that lead nowhere, not two per link.
    const nowhere: string[] = [];
    for (const [file, html] of files) {
      if (!file.endsWith(".html")) continue;
      for (const href of hrefsOf(html)) {
        const url = new URL(href, SITE);
        const target = url.pathname;
        const known = written.has(target) || APP_ROUTES.has(target) || target === "/favicon.svg";
        if (url.origin !== SITE || !known) nowhere.push(`${file} links to ${href}`);
      }
    }
    expect(nowhere).toEqual([]);
  });

  it("opens the form with the name as the parents' own candidate", () => {
    const href = hrefsOf(files.get("/ten/thuy-duong/index.html")!).find((h) => h.startsWith("/?"))!;
    expect(new URL(href, SITE).searchParams.get("ten")).toBe("Thùy Dương");
    expect(files.get("/ten/thuy-duong/index.html")).toContain(">Phân tích tên này cho bé</a>");
  });

  it("says what the name means, how it is written and who it is for, in the HTML itself", () => {
    const html = files.get("/ten/thuy-duong/index.html")!;
    const text = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "");
    expect(text).toContain("cây dương liễu rủ bóng bên hồ");
    expect(text).toContain("垂楊");
    // Dương written 楊 here, the willow; its other characters are offered.
    expect(text).toContain("Chữ Dương còn có thể viết: 陽 (mặt trời, ánh sáng ấm áp, hành Hỏa)");
    expect(text).toContain("đặt tên Thùy Dương cho bé gái");
    expect(text).toContain("Nguồn:");
    expect(text.match(/Nguồn:/g)).toHaveLength(1);
    // Nghe and the share buttons wait for the script; nothing of the reading depends on it.
    expect(html).toMatch(/<button[^>]*id="nghe"[^>]*hidden/);
  });

  it("warns where the name recalls a figure, and only there", () => {
    expect(files.get("/ten/bach-cuc/index.html")).toContain("Lưu ý: “Bạch Cúc” gợi cúc trắng");
    expect(files.get("/ten/minh-khoi/index.html")).not.toContain("Lưu ý:");
  });

  it("keeps every name page within 20 KB gzip, stylesheet included", () => {
    const sizes = namePages.map(([file, html]) => ({ file, bytes: gzipSync(html, { level: 9 }).byteLength }));
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(largest.bytes, largest.file).toBeLessThanOrEqual(PAGE_BUDGET_GZIP);
  });

  it("gives each page its title, description, canonical address and Open Graph tags", () => {
    const html = files.get("/ten/minh-khoi/index.html")!;
    expect(html).toContain("<title>Ý nghĩa tên Minh Khôi (明魁): tên cho bé trai | Cảm Hứng Tên</title>");
    expect(html).toMatch(/<meta name="description" content="Ý nghĩa tên Minh Khôi: [^"]{10,}"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/ten/minh-khoi/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/ten/minh-khoi/"/>`);
    expect(html).not.toContain('name="robots"');
  });
});

describe("related names on the built pages", () => {
  const facts = allNameFacts();
  const bySlug = new Map(facts.map((f) => [f.slug, f]));
  const pairByName = new Map(facts.map((f) => [f.name.toLowerCase(), f]));
  const bare = (s: string) => foldAccents(s).toLowerCase();
  const compatible = (a: NameFacts, b: NameFacts) => a.lean === b.lean || a.lean === "ca-hai" || b.lean === "ca-hai";
  const sharedGiven = (a: NameFacts, b: NameFacts) => meaningThemes(a).filter((t) => b.givenThemes.includes(t));
  /** The names one list of a page links to, in its order. */
  const listed = (html: string, label: string) => {
    const list = new RegExp(`<ul class="name-links" aria-label="${label}">([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? "";
    return [...list.matchAll(/href="\/ten\/([^/"]+)\/"/g)].map((m) => bySlug.get(m[1]!)!);
  };
  // Names nobody looked at while the rule was written: every 37th page of the table, A to Z.
  const heldOut = () => facts.filter((_, index) => index % 37 === 11);

  it("offers a brother's or sister's name of the same gender, another tone and sound, that goes with this one", () => {
    let offered = 0;
    for (const name of heldOut()) {
      const html = files.get(`/ten/${name.slug}/index.html`)!;
      for (const sibling of listed(html, `Tên hợp cho anh chị em của bé ${name.name}`)) {
        offered++;
        const pair = `${name.name} / ${sibling.name}`;
        expect(compatible(name, sibling), pair).toBe(true);
        expect(sibling.syllables[1].tone, pair).not.toBe(name.syllables[1].tone);
        expect(bare(sibling.givenKey), pair).not.toBe(bare(name.givenKey));
        expect(bare(sibling.middleKey), pair).not.toBe(bare(name.givenKey));
        expect(bare(name.middleKey), pair).not.toBe(bare(sibling.givenKey));
        expect(sibling.warnings, pair).toEqual([]);
        // A shared theme of the two given names, or the two make a pair the table explains (An Khang).
        const [a, b] = [name.syllables[1].syllable, sibling.syllables[1].syllable];
        const joined = pairByName.get(`${a} ${b}`.toLowerCase()) ?? pairByName.get(`${b} ${a}`.toLowerCase());
        expect(sharedGiven(name, sibling).length > 0 || joined?.meaningWritten === true, pair).toBe(true);
      }
    }
    expect(offered).toBeGreaterThan(100);
    // The pair a parent found odd: Thư and Sương, two level tones with nothing in common but a word.
    const anhThu = files.get("/ten/anh-thu/index.html")!;
    expect(listed(anhThu, "Tên hợp cho anh chị em của bé Anh Thư").map((n) => n.givenKey)).not.toContain("sương");
  });

  it("offers as names of the same meaning those whose given name shares a theme, its main meaning first", () => {
    let offered = 0;
    for (const name of heldOut()) {
      const html = files.get(`/ten/${name.slug}/index.html`)!;
      const similar = listed(html, `Tên cùng ý nghĩa với ${name.name}`);
      offered += similar.length;
      for (const other of similar) {
        expect(sharedGiven(name, other).length, `${name.name} / ${other.name}`).toBeGreaterThan(0);
        expect(compatible(name, other)).toBe(true);
        expect(other.warnings).toEqual([]);
      }
      // Names that carry this one's main meaning (its given name's first theme) come first; among
      // those whose own main meaning it is too, the most shared themes first.
      const main = meaningThemes(name)[0]!;
      const carries = similar.map((other) => other.givenThemes.includes(main));
      expect(carries, name.name).toEqual([...carries].sort((x, y) => Number(y) - Number(x)));
      const sameMain = similar.filter((other) => other.givenThemes[0] === main);
      expect(similar.slice(0, sameMain.length), name.name).toEqual(sameMain);
      const counts = sameMain.map((other) => sharedGiven(name, other).length);
      expect(counts, name.name).toEqual([...counts].sort((x, y) => y - x));
      expect(new Set(similar.map((n) => n.givenKey)).size, name.name).toBe(similar.length);
    }
    expect(offered).toBeGreaterThan(200);
  });
});

describe("the page of an address under /ten/ that names nothing", () => {
  it("says so in Vietnamese and leads to the names' index and the form, by absolute links", () => {
    const html = files.get("/ten/404.html")!;
    expect(h1Of(html)).toBe("Không tìm thấy tên này");
    expect(hrefsOf(html)).toEqual(expect.arrayContaining(["/ten/", "/"]));
    for (const href of hrefsOf(html)) expect(href).toMatch(/^\//);
  });

  it("is kept out of search: no canonical address, noindex, not in the sitemap", () => {
    const html = files.get("/ten/404.html")!;
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(files.get("/sitemap.xml")).not.toContain("404");
  });
});

describe("sitemap and robots.txt", () => {
  it("lists exactly the home page, the names' index and every name page", () => {
    const listed = [...files.get("/sitemap.xml")!.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const expected = ["/", "/ten/", ...namePages.map(([p]) => pagePath(p))].map((p) => `${SITE}${p}`);
    expect(listed.sort()).toEqual(expected.sort());
    for (const record of ["/phan-tich-cam-hung/", "/name-inspiration-payment-info/", "/success"])
      expect(files.get("/sitemap.xml")).not.toContain(record);
  });

  it("points crawlers at the sitemap", () => {
    expect(files.get("/robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it("takes the site's origin from VITE_SITE_URL, refusing anything but http(s)", () => {
    expect(siteOrigin("https://camhungten.vn/")).toBe("https://camhungten.vn");
    expect(() => siteOrigin("ftp://camhungten.vn")).toThrow("VITE_SITE_URL");
  });
});
