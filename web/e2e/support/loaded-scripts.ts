// Which scripts the app makes the browser fetch, as the browser reports them: module entries,
// modulepreloads and lazy chunks alike.
import type { Page, Request } from "@playwright/test";

const isAppScript = (request: Request, origin: string) => {
  const url = new URL(request.url());
  return url.origin === origin && (request.resourceType() === "script" || url.pathname.endsWith(".js"));
};

/** Starts recording before navigation; `urls()` returns each script once, in the order requested. */
export function recordScriptRequests(page: Page, origin: string): { urls: () => string[] } {
  const seen = new Set<string>();
  page.on("request", (request) => {
    if (isAppScript(request, origin)) seen.add(new URL(request.url()).pathname);
  });
  return { urls: () => [...seen] };
}
