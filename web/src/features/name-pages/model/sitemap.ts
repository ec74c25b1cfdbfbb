// sitemap.xml and robots.txt for the static pages. Only pages worth finding are listed: the home
// page, the names' index and every name's page; record pages (a family's result, its payment, the
// receipt) are never listed and say `noindex` themselves (docs/going-live.md).

/** The protocol's limit per sitemap file; past it, sitemap.xml becomes an index of parts. */
const URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const urlSet = (urls: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

/**
 * The sitemap files by their path: one sitemap.xml while the addresses fit in one file, else
 * sitemap.xml as an index of sitemap-1.xml, sitemap-2.xml … `paths` start with "/".
 */
export function sitemapFiles(
  siteUrl: string,
  paths: readonly string[],
  perFile = URLS_PER_SITEMAP,
): Map<string, string> {
  const urls = paths.map((p) => `${siteUrl}${p}`);
  if (urls.length <= perFile) return new Map([["/sitemap.xml", urlSet(urls)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let i = 0; i * perFile < urls.length; i++) {
    const name = `/sitemap-${i + 1}.xml`;
    files.set(name, urlSet(urls.slice(i * perFile, (i + 1) * perFile)));
    parts.push(`${siteUrl}${name}`);
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
  files.set("/sitemap.xml", index);
  return files;
}

/** Every crawler may read every page; the sitemap says which are worth it. */
export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
