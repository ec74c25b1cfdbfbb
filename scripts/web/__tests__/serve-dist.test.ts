// The static host the browser suite and Lighthouse measure through: gzip level 9 as a static host
// would, the app's routes answered with index.html or the page the build's _redirects gives them,
// and a missing asset left a 404.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRewrites, rewriteOf, startDistServer, type DistServer } from "../serve-dist.ts";

const INDEX_HTML = '<!doctype html><html lang="vi"><body>Cảm Hứng Tên</body></html>';
const RECORD_HTML = '<!doctype html><html lang="vi" data-route-styles-inline><body>Hồ sơ</body></html>';
const NAME_PAGE_HTML = '<!doctype html><html lang="vi"><body><h1>Ý nghĩa tên Minh Khôi</h1></body></html>';
const NAME_NOT_FOUND_HTML = '<!doctype html><html lang="vi"><body><h1>Không tìm thấy tên này</h1></body></html>';
// Repetitive enough that gzip levels give different sizes.
const CHUNK_JS = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Tên ${i % 37} ${i}`))};`;

let parent: string;
let root: string;
let server: DistServer;

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), "serve-dist-"));
  root = path.join(parent, "dist");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  writeFileSync(path.join(parent, "secret.txt"), "do not serve");
  writeFileSync(path.join(root, "index.html"), INDEX_HTML);
  writeFileSync(path.join(root, "record.html"), RECORD_HTML);
  writeFileSync(
    path.join(root, "_redirects"),
    "/phan-tich-cam-hung/*  /record.html  200\n/ten/*  /ten/404.html  404\n",
  );
  writeFileSync(path.join(root, "assets", "home-abc123.js"), CHUNK_JS);
  mkdirSync(path.join(root, "ten", "minh-khoi"), { recursive: true });
  writeFileSync(path.join(root, "ten", "minh-khoi", "index.html"), NAME_PAGE_HTML);
  writeFileSync(path.join(root, "ten", "404.html"), NAME_NOT_FOUND_HTML);
  server = await startDistServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(parent, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: fetch asks for gzip itself and decompresses what it gets. */
function get(
  pathname: string,
  headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" },
  method = "GET",
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    request(`${server.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("serve-dist", () => {
  it("sends a script gzipped at level 9, byte for byte what the budget counts", async () => {
    const answer = await get("/assets/home-abc123.js");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toContain("immutable");
    expect(answer.body.equals(gzipSync(CHUNK_JS, { level: 9 }))).toBe(true);
    expect(gunzipSync(answer.body).toString()).toBe(CHUNK_JS);
  });

  it("sends plain bytes to a client that does not accept gzip", async () => {
    const answer = await get("/assets/home-abc123.js", {});
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(CHUNK_JS);
  });

  it("answers an app route with index.html, and one the build's _redirects gives a page with that page", async () => {
    for (const [pathname, html] of [
      ["/success", INDEX_HTML],
      ["/phan-tich-cam-hung", INDEX_HTML],
      ["/phan-tich-cam-hung/3f1c2a9e-0000-4000-8000-000000000000", RECORD_HTML],
      ["/phan-tich-cam-hung/3f1c2a9e-0000-4000-8000-000000000000/", RECORD_HTML],
    ]) {
      const answer = await get(pathname!, {});
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect([pathname, answer.body.toString()]).toEqual([pathname, html]);
    }
  });

  it("follows only the rules of _redirects a static host reads the same way, and refuses others", () => {
    const rewrites = parseRewrites(
      "# the record pages\n/a/*  /record.html  200\n\n/b  /b.html  200\n/c/*  /c/404.html  404\n",
    );
    expect(rewriteOf(rewrites, "/a/x")).toEqual({ to: "/record.html", status: 200 });
    expect(rewriteOf(rewrites, "/a/")).toBeNull();
    expect(rewriteOf(rewrites, "/b")).toEqual({ to: "/b.html", status: 200 });
    expect(rewriteOf(rewrites, "/b/c")).toBeNull();
    expect(rewriteOf(rewrites, "/c/x")).toEqual({ to: "/c/404.html", status: 404 });
    for (const rule of ["/a/*  /record.html  301", "/a/:id  /record.html  200", "/a  https://x.test/  200"])
      expect(() => parseRewrites(rule)).toThrow(/does not follow/);
  });

  it("answers a name page's clean address, with or without the slash, with its own page", async () => {
    for (const pathname of ["/ten/minh-khoi", "/ten/minh-khoi/"]) {
      const answer = await get(pathname, {});
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body.toString()).toBe(NAME_PAGE_HTML);
      expect(answer.headers["x-robots-tag"]).toBeUndefined();
    }
  });

  it("answers an address under /ten/ that names no page with the names' not-found page and 404", async () => {
    for (const pathname of ["/ten/khong-co-ten-nay", "/ten/khong-co-ten-nay/", "/ten/minh-khoi/khac"]) {
      const answer = await get(pathname, {});
      expect([pathname, answer.status]).toEqual([pathname, 404]);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.body.toString()).toBe(NAME_NOT_FOUND_HTML);
    }
    expect((await get("/ten/minh-khoi", {})).status).toBe(200);
  });

  it("tells crawlers not to index a record page, and only a record page", async () => {
    const result = await get("/phan-tich-cam-hung/3f1c2a9e-0000-4000-8000-000000000000", {});
    expect(result.headers["x-robots-tag"]).toBe("noindex");
    expect((await get("/success?id=abc", {})).headers["x-robots-tag"]).toBe("noindex");
    expect((await get("/", {})).headers["x-robots-tag"]).toBeUndefined();
  });

  it("answers a missing asset with 404, not with the app's HTML", async () => {
    expect((await get("/assets/gone-999.js")).status).toBe(404);
  });

  it("never serves a file outside the build folder", async () => {
    const answer = await get("/..%2Fsecret.txt");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain("do not serve");
  });

  it("refuses to write", async () => {
    expect((await get("/", {}, "POST")).status).toBe(405);
  });
});
