/**
 * Keeps a family's record pages (result, payment, receipt) out of search results: React puts the
 * tag into the document's head while the page is shown. The host also sends `X-Robots-Tag: noindex`
 * for these addresses (docs/going-live.md), for crawlers that do not run the app.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
