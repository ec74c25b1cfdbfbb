// A tiny static host for the production build (web/dist), for the browser suite and Lighthouse:
// it compresses with gzip level 9 as a static host (Netlify, Vercel, nginx with gzip_static) would,
// so what the browser downloads and what the size budget counts are the same bytes, and it falls back
// to index.html for the app's routes (client-side routing). A missing asset stays a 404, so a broken
// chunk reference fails loudly instead of being answered with HTML. A folder's index.html answers the
// folder's clean address (/ten/minh-khoi and /ten/minh-khoi/, the prerendered name pages), a
// route the build's `_redirects` gives a page of its own gets that page (the record pages'
// record.html, with 200; an unknown name page's address the names' not-found page, with 404),
// and record pages carry `X-Robots-Tag: noindex`, as docs/going-live.md asks of a real host.
//
//   npx tsx scripts/web/serve-dist.ts      → http://127.0.0.1:4173 (Ctrl-C stops it)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { HOST, ROOT_DIR } from "../stack/config.ts";

/** The port Vite's own `preview` uses; the functions' ALLOWED_ORIGINS list it. */
export const DIST_PORT = 4173;
export const DIST_DIR = path.join(ROOT_DIR, "web", "dist");
export const GZIP_LEVEL = 9;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};
// Already-compressed formats gain nothing from gzip.
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".ico", ".webmanifest"]);

export interface DistServer {
  url: string;
  close: () => Promise<void>;
}

/** The file a request path names inside `root`, or null when it would leave `root`. */
function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

interface Rewrite {
  /** An exact path, or a prefix when the rule's path ends with `*`. */
  from: string;
  splat: boolean;
  to: string;
  /** 200: the page answers the address; 404: it says the address names nothing. */
  status: 200 | 404;
}

/**
 * The build's `_redirects` (Netlify's and Cloudflare Pages' format), in the subset the build writes:
 * `path  /file.html  200` or `… 404`, where a path ending in `*` stands for everything under it. As
 * on Netlify, a rule applies only where no file answers the address. A rule outside that subset
 * fails loudly instead of being served differently from the host.
 */
export function parseRewrites(text: string): Rewrite[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status, ...rest] = line.split(/\s+/);
      const known = status === "200" || status === "404";
      if (!from?.startsWith("/") || !to?.startsWith("/") || !known || rest.length > 0 || from.includes(":"))
        throw new Error(`serve-dist: _redirects has a rule it does not follow: "${line}"`);
      const splat = from.endsWith("*");
      return { from: splat ? from.slice(0, -1) : from, splat, to, status: status === "404" ? 404 : 200 };
    });
}

/** The file a rewrite answers `pathname` with, relative to the build folder, and its status; or null. */
export function rewriteOf(rewrites: readonly Rewrite[], pathname: string): Pick<Rewrite, "to" | "status"> | null {
  const rule = rewrites.find((r) =>
    r.splat ? pathname.startsWith(r.from) && pathname.length > r.from.length : pathname === r.from,
  );
  return rule ? { to: rule.to, status: rule.status } : null;
}

async function rewritesIn(root: string): Promise<Rewrite[]> {
  const text = await readFile(path.join(root, "_redirects"), "utf8").catch(() => "");
  return parseRewrites(text);
}

/** The app's record pages: a family's result, its payment page, the receipt. Never indexed. */
const RECORD_PREFIXES = ["/phan-tich-cam-hung/", "/name-inspiration-payment-info/", "/success"];
const isRecordPath = (pathname: string) => RECORD_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Each file's gzip, made once: level 9 is slow, and every page a browser test opens asks for the
 * same scripts again. Keyed by the file's size and modification time, so a new build is never
 * answered with an old file's bytes.
 */
const gzipped = new Map<string, { version: string; bytes: Buffer }>();

async function gzipOf(file: string, body: Buffer): Promise<Buffer> {
  const info = await stat(file);
  const version = `${info.size}:${info.mtimeMs}`;
  const cached = gzipped.get(file);
  if (cached?.version === version) return cached.bytes;
  const bytes = gzipSync(body, { level: GZIP_LEVEL });
  gzipped.set(file, { version, bytes });
  return bytes;
}

async function answer(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  const requested = fileFor(root, pathname);
  let file = requested && (await isFile(requested)) ? requested : null;
  let status = 200;
  // A clean address: the folder's own page, with or without the trailing slash.
  if (!file && requested && path.posix.extname(pathname) === "") {
    const folderPage = path.join(requested, "index.html");
    if (await isFile(folderPage)) file = folderPage;
  }
  // Only extension-less paths are app routes; `/assets/missing.js` must not turn into HTML. A route
  // with a page of its own (the build's _redirects) gets it, as the host serves it; the others index.html.
  if (!file && path.posix.extname(pathname) === "") {
    const rewritten = rewriteOf(await rewritesIn(root), pathname);
    file = path.join(root, rewritten?.to ?? "/index.html");
    status = rewritten?.status ?? 200;
  }
  if (!file || !(await isFile(file))) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }

  const extension = path.extname(file);
  const body = await readFile(file);
  const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  const compress = acceptsGzip && COMPRESSIBLE.has(extension);
  const payload = compress ? await gzipOf(file, body) : body;
  response.writeHead(status, {
    "content-type": CONTENT_TYPES[extension] ?? "application/octet-stream",
    "content-length": payload.byteLength,
    vary: "Accept-Encoding",
    // Vite puts a content hash in every file under assets/: those never change. The HTML must.
    "cache-control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    ...(compress ? { "content-encoding": "gzip" } : {}),
    ...(isRecordPath(pathname) ? { "x-robots-tag": "noindex" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : payload);
}

export function startDistServer({ root = DIST_DIR, port = DIST_PORT, host = HOST } = {}): Promise<DistServer> {
  const server: Server = createServer((request, response) => {
    answer(root, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const boundPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host}:${boundPort}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Browsers keep connections alive; without this, close would wait for them to time out.
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!(await isFile(path.join(DIST_DIR, "index.html")))) {
    console.error(`No build in ${path.relative(ROOT_DIR, DIST_DIR)}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { url, close } = await startDistServer();
  console.log(`serving ${path.relative(ROOT_DIR, DIST_DIR)} with gzip at ${url}`);
  const stop = () => void close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
