// Every static file of the name pages, rendered at build time from the components with
// renderToStaticMarkup (web/build/name-pages.ts writes them into web/dist): /ten/<slug>/index.html
// for each đệm + tên pair of the naming data, /ten/index.html, the not-found page of the addresses
// under /ten/ that name nothing (/ten/404.html), sitemap.xml and robots.txt. The
// build-time tests (web/build/name-pages.test.ts) call this same function.
import { renderToStaticMarkup } from "react-dom/server";
import { NameIndexHero, NameIndexPage } from "@/features/name-pages/components/name-index-page.tsx";
import { NameNotFoundHero, NameNotFoundPage } from "@/features/name-pages/components/name-not-found-page.tsx";
import { NamePage, NamePageHero } from "@/features/name-pages/components/name-page.tsx";
import { PageDocument } from "@/features/name-pages/components/page-document.tsx";
import { classesUsedIn, pruneCss } from "@/features/name-pages/model/prune-css.ts";
import { allNameFacts } from "@/features/name-pages/model/name-facts.ts";
import { INDEX_SCRIPT, NAME_PAGE_SCRIPT } from "@/features/name-pages/model/page-scripts.ts";
import { NAMES_PATH, namePath, pageDescription, pageTitle } from "@/features/name-pages/model/page-words.ts";
import { commonnessIndex } from "@/features/name-pages/model/name-commonness.ts";
import { relatedIndex } from "@/features/name-pages/model/related-names.ts";
import { robotsTxt, sitemapFiles } from "@/features/name-pages/model/sitemap.ts";

const page = (element: React.ReactElement) => `<!doctype html>${renderToStaticMarkup(element)}`;

/** A file to write: its path under web/dist ("/ten/minh-khoi/index.html") and its text. */
export interface StaticFile {
  path: string;
  text: string;
}

/** The page an address under /ten/ that names nothing answers, with 404 (the host's rule: web/build/name-pages.ts). */
export const NAME_NOT_FOUND_PATH = `${NAMES_PATH}404.html`;

/**
 * `siteUrl`: the site's origin without a trailing slash (https://camhungten.vn), for canonical
 * links and the sitemap; `css`: the stylesheet every page carries inline (web/build/name-pages.ts
 * reads it from the app's and the pages' CSS files).
 */
export function renderNamePages({ siteUrl, css }: { siteUrl: string; css: string }): StaticFile[] {
  const pages = renderPages(siteUrl);
  const notFound = { path: NAME_NOT_FOUND_PATH, text: renderNotFound() };
  // Each page carries only the rules some page uses; the placeholder marks where the sheet goes.
  const sheet = pruneCss(css, classesUsedIn([...pages, notFound].map((p) => p.text)));
  const files = pages.map((p) => ({ path: p.path, text: p.text.replace(CSS_PLACEHOLDER, () => sheet) }));
  const indexed = ["/", NAMES_PATH, ...files.slice(0, -1).map((f) => f.path.replace(/index\.html$/, ""))];
  files.push({ path: notFound.path, text: notFound.text.replace(CSS_PLACEHOLDER, () => sheet) });
  for (const [path, text] of sitemapFiles(siteUrl, indexed)) files.push({ path, text });
  files.push({ path: "/robots.txt", text: robotsTxt(siteUrl) });
  return files;
}

const CSS_PLACEHOLDER = "/*name-pages-css*/";

/** Every name's page, then the index (last), with the stylesheet still a placeholder. */
function renderPages(siteUrl: string): StaticFile[] {
  const css = CSS_PLACEHOLDER;
  const names = allNameFacts();
  const related = relatedIndex(names);
  const commonnessOf = commonnessIndex(names);
  const files: StaticFile[] = names.map((facts) => ({
    path: `${namePath(facts.slug)}index.html`,
    text: page(
      <PageDocument
        head={{
          title: pageTitle(facts),
          description: pageDescription(facts),
          url: `${siteUrl}${namePath(facts.slug)}`,
        }}
        css={css}
        hero={<NamePageHero facts={facts} />}
        script={NAME_PAGE_SCRIPT}
      >
        <NamePage
          facts={facts}
          commonness={commonnessOf(facts)}
          similar={related.similarTo(facts)}
          siblings={related.siblingsOf(facts)}
        />
      </PageDocument>,
    ),
  }));
  files.push({
    path: `${NAMES_PATH}index.html`,
    text: page(
      <PageDocument
        head={{
          title: "Ý nghĩa tên cho bé từ A đến Z | Cảm Hứng Tên",
          description: `Tra ý nghĩa ${names.length.toLocaleString("vi-VN")} tên cho bé trai và bé gái: ý nghĩa, chữ Hán, thanh điệu, ngũ hành và tên hợp cho anh chị em.`,
          url: `${siteUrl}${NAMES_PATH}`,
        }}
        css={css}
        hero={<NameIndexHero count={names.length} />}
        script={INDEX_SCRIPT}
      >
        <NameIndexPage names={names} />
      </PageDocument>,
    ),
  });
  return files;
}

function renderNotFound(): string {
  return page(
    <PageDocument
      head={{
        title: "Không tìm thấy tên này | Cảm Hứng Tên",
        description: "Địa chỉ này không dẫn tới trang tên nào. Xem danh sách tên từ A đến Z để tra ý nghĩa tên cho bé.",
        url: null,
      }}
      css={CSS_PLACEHOLDER}
      hero={<NameNotFoundHero />}
    >
      <NameNotFoundPage />
    </PageDocument>,
  );
}
