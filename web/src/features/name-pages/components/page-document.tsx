import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site-footer.tsx";
import { SITE_NAME } from "@/features/name-pages/model/page-words.ts";

interface PageHead {
  title: string;
  description: string;
  /**
   * The page's own address, absolute: its canonical URL and what is shared. None for the page of
   * addresses that name nothing, which search engines must not index.
   */
  url: string | null;
}

/**
 * A whole static page in the app's look: its head (title, description, canonical address, Open
 * Graph), the app's header and footer, the stylesheet inline (one file to fetch, nothing to wait
 * for) and, last, an optional inline script the page reads without.
 */
export function PageDocument({
  head,
  css,
  hero,
  script,
  children,
}: {
  head: PageHead;
  css: string;
  hero: ReactNode;
  script?: string;
  children: ReactNode;
}) {
  return (
    <html lang="vi">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.url ? <link rel="canonical" href={head.url} /> : <meta name="robots" content="noindex" />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:locale" content="vi_VN" />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.url && <meta property="og:url" content={head.url} />}
        <meta name="theme-color" content="#b4532a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <header className="hero">{hero}</header>
        <main className="page page--below-hero">{children}</main>
        <SiteFooter />
        {script ? <script dangerouslySetInnerHTML={{ __html: script }} /> : null}
      </body>
    </html>
  );
}
