// The early view's script, built as a file of its own (web/build/early-view-plugin.ts) that index.html's
// <head> loads on a record page, before the app's JavaScript has even been asked for. index.html's
// first script has already sent the record request a record address needs; when its answer
// arrives, and the route's stylesheet with it, this draws the record's first look into #early-view
// from the app's own view components (lib/draw-element.ts: React elements as DOM, without React
// DOM). The app adopts the same answer (lib/call-function.ts: earlyAnswer, through the contract's
// check) and replaces the early view in the frame it draws the screen (lib/dismiss-early-view.ts). It reads
// the answer from a clone, so the app can still read the response itself, and it draws nothing once
// the app has taken it.
import { drawEarlyResult } from "@/features/inspiration-result/early/draw-early-result.tsx";
import { drawEarlyPayment } from "@/features/payment/early/draw-early-payment.tsx";
import type { EarlyCall } from "@/lib/early-call.ts";
import { EARLY_VIEW_ID } from "@/lib/early-view-host.ts";

type Draw = (answer: unknown, host: HTMLElement) => boolean;

/** The screens that have an early view, by the function their first request calls. */
const DRAW: Record<string, Draw> = {
  "get-inspiration": drawEarlyResult,
  "request-payment": drawEarlyPayment,
};

/**
 * The route's stylesheets, which the first script preloaded, applied now: the early view must look
 * as the screen will. Resolves false if one of them fails, and nothing is drawn then.
 */
function applyPreloadedStylesheets(): Promise<boolean> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<boolean>((resolve) => {
          const link = Object.assign(document.createElement("link"), {
            rel: "stylesheet",
            href: preload.getAttribute("href") ?? "",
            crossOrigin: "",
          });
          link.onload = () => resolve(true);
          link.onerror = () => resolve(false);
          document.head.append(link);
        }),
    ),
  ).then((loaded) => loaded.every(Boolean));
}

/** The element to draw into, once the parser has made it (this script may run before it exists). */
function host(): Promise<HTMLElement | null> {
  const find = () => document.getElementById(EARLY_VIEW_ID);
  if (find() || document.readyState !== "loading") return Promise.resolve(find());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (find()) done();
    });
    const done = () => {
      observer.disconnect();
      resolve(find());
    };
    observer.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", done, { once: true });
  });
}

/**
 * Resolves in a task after the first frame has been drawn. The page's static header is its first
 * paint; an answer that arrives sooner (a fast link) must not hold that paint back with the work of
 * drawing a whole record, so the early view always comes in a later frame.
 */
const afterFirstFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

export function startEarlyView(): void {
  const call: EarlyCall | undefined = window.__earlyCall;
  const draw = call && DRAW[call.name];
  if (!call || !draw) return;
  const styled = applyPreloadedStylesheets();
  const into = host();
  const painted = afterFirstFrame();
  const stillOurs = () => window.__earlyCall === call;
  call.response
    .then(async (response) => {
      if (!response.ok || !stillOurs()) return;
      const payload: unknown = await response.clone().json();
      if (!stillOurs()) return;
      window.__earlyAnswer = {
        name: call.name,
        body: call.body,
        status: response.status,
        payload,
        retryAfter: response.headers.get("retry-after"),
      };
      const [looksRight, element] = await Promise.all([styled, into, painted]);
      // The app may have taken the call, and cleared the element, in the meantime.
      if (looksRight && element && stillOurs()) draw(payload, element);
    })
    // Nothing to show early; the app reports the failure when it adopts the call.
    .catch(() => {});
}

startEarlyView();
