// A build-only Vite plugin: every name's page (/ten/<slug>/), the names' index (/ten/), the page of
// the addresses under /ten/ that name nothing (/ten/404.html), sitemap.xml and robots.txt, rendered
// once from the React components of web/src/features/name-pages with renderToStaticMarkup and
// written into web/dist as plain files any static host serves (docs/going-live.md says how). The
// site's origin, for canonical links and the sitemap, is VITE_SITE_URL. In `npm start` the dev
// server answers the same addresses with the same files, rendered in memory (namePagesInDev).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type Plugin, type UserConfig, type ViteDevServer } from "vite";

/** The stylesheets every page carries inline: what the app shares with every page, then the name pages'. */
const STYLESHEETS = ["src/styles/base.css", "src/features/name-pages/components/name-pages.css"];

/** Comments and layout whitespace out: the stylesheet travels inside every page. */
const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();

/** The pages' inline stylesheet, read from web/ (`webDir`). */
export async function namePagesCss(webDir: string): Promise<string> {
  const parts = await Promise.all(STYLESHEETS.map((file) => readFile(path.join(webDir, file), "utf8")));
  return minifyCss(parts.join("\n"));
}

/** The origin as pages write it: http(s), no trailing slash; anything else stops the build. */
export function siteOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`VITE_SITE_URL must be http(s): ${value}`);
  return url.origin;
}

interface StaticFile {
  path: string;
  text: string;
}

/** Where the names' not-found page is written (render-name-pages.tsx renders it; the build checks it did). */
const NAME_NOT_FOUND_PAGE = "/ten/404.html";

/**
 * The host's rule for it, in `_redirects`' syntax (record-page-shell.ts writes the file): every
 * address under /ten/ that no file answers gets the page with status 404, so a mistyped name's link
 * is neither a 200 search engines keep nor the app's own screen.
 */
export const NAME_NOT_FOUND_RULE = `/ten/*  ${NAME_NOT_FOUND_PAGE}  404\n`;

type RenderConfig = Pick<UserConfig, "root" | "define" | "plugins" | "resolve"> & { root: string; siteUrl: string };

/**
 * Renders every file of the name pages and writes it under `outDir`: what the plugin does after the
 * app's bundle is written, exported so the bench can time it alone. Returns the files written.
 */
export async function writeNamePages(config: RenderConfig, outDir: string): Promise<StaticFile[]> {
  const { siteUrl, ...viteConfig } = config;
  const server = await createServer({
    ...viteConfig,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let files: StaticFile[];
  try {
    files = await renderWith(server, config.root, siteUrl);
  } finally {
    await server.close();
  }
  if (!files.some((file) => file.path === NAME_NOT_FOUND_PAGE))
    throw new Error(`name-pages: no ${NAME_NOT_FOUND_PAGE}, which the host's rule for unknown names serves`);
  for (const file of files) {
    const target = path.join(outDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
  return files;
}

/** What renderNamePages renders, from a server that loads the app's modules. */
async function renderWith(server: ViteDevServer, root: string, siteUrl: string): Promise<StaticFile[]> {
  const { renderNamePages } = (await server.ssrLoadModule("/src/features/name-pages/render-name-pages.tsx")) as {
    renderNamePages: (options: { siteUrl: string; css: string }) => StaticFile[];
  };
  return renderNamePages({ siteUrl: siteOrigin(siteUrl), css: await namePagesCss(root) });
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * The name pages in `npm start`: the dev server answers /ten/…, sitemap.xml and robots.txt with the
 * files the build would write, as a static host serves them (a folder's index.html, the names'
 * not-found page with 404 for an address that names nothing). Rendered on the first such request
 * (a few seconds) and again after a source file changes.
 */
export function namePagesInDev(config: Pick<RenderConfig, "root" | "siteUrl">): Plugin {
  return {
    name: "name-pages-dev",
    apply: "serve",
    configureServer(server) {
      let files: Promise<Map<string, string>> | null = null;
      server.watcher.on("change", () => (files = null));
      server.middlewares.use((request, response, next) => {
        const address = new URL(request.url ?? "/", "http://localhost").pathname;
        if (
          address !== "/ten" &&
          !address.startsWith("/ten/") &&
          address !== "/sitemap.xml" &&
          address !== "/robots.txt"
        )
          return next();
        files ??= renderWith(server, config.root, config.siteUrl).then(
          (rendered) => new Map(rendered.map((file) => [file.path, file.text])),
        );
        files.then(
          (byPath) => {
            const folder = address.endsWith("/") ? `${address}index.html` : null;
            if (!folder && byPath.has(`${address}/index.html`)) {
              response.writeHead(301, { location: `${address}/` }).end();
              return;
            }
            const found = byPath.get(folder ?? address);
            const file = found ?? byPath.get(NAME_NOT_FOUND_PAGE)!;
            const type = found
              ? (CONTENT_TYPES[path.extname(folder ?? address)] ?? CONTENT_TYPES[".html"])
              : CONTENT_TYPES[".html"];
            response.writeHead(found ? 200 : 404, { "content-type": type! }).end(file);
          },
          (error: unknown) => {
            files = null;
            next(error);
          },
        );
      });
    },
  };
}

/** `config`: what the render needs of the app's own config (root, defines, plugins, aliases) and the site's origin. */
export function namePages(config: RenderConfig): Plugin {
  return {
    name: "name-pages",
    apply: "build",
    async writeBundle(options) {
      const started = performance.now();
      const files = await writeNamePages(config, options.dir ?? path.join(config.root, "dist"));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.info(`${files.length} files of the name pages written in ${seconds} s`);
    },
  };
}
