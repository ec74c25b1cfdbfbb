// A build-only Vite plugin: the app's own stylesheet (the entry's, 3 KB gzip) travels inside
// index.html instead of beside it. Every page's first paint waits for its stylesheet; as a file, that
// is one more round trip after the HTML, 150 ms or more on a phone's link, before anyone sees the
// page's header or the home form. The file is still emitted, unused by the page.
import type { Plugin, Rollup } from "vite";

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** index.html with each stylesheet link replaced by the file's text (exported for its test). */
export function inlineStylesheets(html: string, cssOf: (fileName: string) => string | undefined): string {
  let found = 0;
  const inlined = html.replace(STYLESHEET, (_link, fileName: string) => {
    const css = cssOf(fileName);
    if (css === undefined) throw new Error(`inline-entry-stylesheet: ${fileName} is not in the bundle`);
    if (/<\/style/i.test(css))
      throw new Error(`inline-entry-stylesheet: ${fileName} holds "</style", which would end the element`);
    found += 1;
    return `<style>${css.trim()}</style>`;
  });
  if (found === 0) throw new Error("inline-entry-stylesheet: index.html links no stylesheet to inline");
  return inlined;
}

export function inlineEntryStylesheet(): Plugin {
  return {
    name: "inline-entry-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) throw new Error("inline-entry-stylesheet: no bundle to read the stylesheet from");
        return inlineStylesheets(html, (fileName) => {
          const asset = bundle[fileName] as Rollup.OutputAsset | undefined;
          return asset?.type === "asset" ? String(asset.source) : undefined;
        });
      },
    },
  };
}
