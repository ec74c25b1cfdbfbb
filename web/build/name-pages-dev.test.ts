// @vitest-environment node
// The name pages in `npm start`: the dev server answers their addresses as a static host answers the
// build's files, so the home page's "Tra ý nghĩa tên" leads somewhere on a developer's machine too.
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { createServer, type ViteDevServer } from "vite";
import { http as mock, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { server as requests } from "@/testing/msw-server.ts";
import { importAliases } from "./import-aliases.ts";
import { namePagesInDev } from "./name-pages.ts";

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));

let vite: ViteDevServer;
let http: Server;
let origin: string;

beforeAll(async () => {
  vite = await createServer({
    root: WEB_DIR,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    plugins: [react(), namePagesInDev({ root: WEB_DIR, siteUrl: "https://camhungten.example" })],
    resolve: { alias: importAliases() },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  http = createHttpServer(vite.middlewares);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

// The web tests answer every request themselves; these go to the dev server for real.
beforeEach(() => requests.use(mock.all(`${origin}/*`, () => passthrough())));

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await vite.close();
});

const get = (address: string) => fetch(`${origin}${address}`, { redirect: "manual" });

describe("the name pages in the dev server", () => {
  it("answers a name's address with its page, and the names' index", async () => {
    const page = await get("/ten/minh-khoi/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<h1[^>]*>Ý nghĩa tên Minh Khôi<\/h1>/);
    const index = await get("/ten/");
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('href="/ten/minh-khoi/"');
  }, 120_000);

  it("sends a name's address without its slash to the page, and a name that is not one to the 404 page", async () => {
    const bare = await get("/ten/minh-khoi");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/ten/minh-khoi/");
    const unknown = await get("/ten/khong-phai-ten/");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/<title>[^<]*<\/title>/);
  });

  it("serves the sitemap as XML and leaves the app's own addresses to the app", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain("https://camhungten.example/ten/minh-khoi/");
    // Not a name page: the dev server's next handler (none here) answers, not the name pages.
    expect((await get("/tenant")).status).toBe(404);
    expect(await (await get("/tenant")).text()).not.toMatch(/Ý nghĩa tên/);
  });
});
