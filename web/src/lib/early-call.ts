// A function call the page started before the app's JavaScript arrived. index.html's first script
// (web/build/start-route-early.ts) POSTs the record request a record address needs while the
// bundle downloads; the data layer adopts that answer as its first one instead of asking again.

/** What index.html's early script leaves on `window`: at most one call, for the opened address. */
export interface EarlyCall {
  /** The edge function's name, e.g. `get-inspiration`. */
  name: string;
  /** The JSON body it was sent, as sent. */
  body: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyCall?: EarlyCall;
  }
}

/**
 * The early answer to exactly this call, once: a retry or a refetch must reach the server again, so
 * the call is forgotten as soon as it is taken. Null when no early call matches.
 */
export function takeEarlyCall(name: string, body: unknown): Promise<Response> | null {
  const early = typeof window === "undefined" ? undefined : window.__earlyCall;
  if (!early || early.name !== name || early.body !== JSON.stringify(body)) return null;
  window.__earlyCall = undefined;
  return early.response;
}
