// A function call the page started before the app's JavaScript arrived. index.html's first script
// (web/build/start-route-early.ts) POSTs the record request a record address needs while the
// bundle downloads; the early view (app/early-view-script.ts) may read its answer to draw a first look.
// The data layer adopts that answer as its first one instead of asking again.

/** What index.html's early script leaves on `window`: at most one call, for the opened address. */
export interface EarlyCall {
  /** The edge function's name, e.g. `get-inspiration`. */
  name: string;
  /** The JSON body it was sent, as sent. */
  body: string;
  response: Promise<Response>;
}

/** The early call's answer as the early view read it (from a clone: the response stays unread). */
interface EarlyAnswer {
  name: string;
  body: string;
  status: number;
  payload: unknown;
  retryAfter: string | null;
}

declare global {
  interface Window {
    __earlyCall?: EarlyCall;
    __earlyAnswer?: EarlyAnswer;
  }
}

const matches = (early: { name: string; body: string } | undefined, name: string, body: unknown) =>
  early !== undefined && early.name === name && early.body === JSON.stringify(body);

/**
 * The early answer to exactly this call, once: a retry or a refetch must reach the server again, so
 * the call is forgotten as soon as it is taken. Null when no early call matches.
 */
export function takeEarlyCall(name: string, body: unknown): Promise<Response> | null {
  const early = typeof window === "undefined" ? undefined : window.__earlyCall;
  if (!matches(early, name, body)) return null;
  window.__earlyCall = undefined;
  window.__earlyAnswer = undefined;
  return early!.response;
}

/**
 * The early answer to exactly this call if it has already arrived (the early view read it), without
 * taking it: the caller checks it and, if it accepts it, forgets the call with `takeEarlyCall`.
 */
export function peekEarlyAnswer(name: string, body: unknown): EarlyAnswer | null {
  const answer = typeof window === "undefined" ? undefined : window.__earlyAnswer;
  return matches(answer, name, body) && matches(window.__earlyCall, name, body) ? answer! : null;
}
