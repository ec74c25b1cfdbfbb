// Be Vietnam Pro is the brand's typeface, and it is used only where this browser already holds it.
// On a first visit the page draws in the phone's own font: the four font files (67 KB) would
// otherwise share a slow link with the app and the record's answer, and hide the header's text for
// up to 100 ms while the browser waits for them. Once the page has settled, the files are fetched
// quietly and a flag is kept; from the next visit, index.html's first script sees the flag and puts
// `brand-font` on <html>, and the stylesheet's `font-display: optional` finds the files cached.

/** The localStorage key index.html's first script reads (say it the same way there). */
export const BRAND_FONT_FLAG = "cht:brand-font";
export const BRAND_FONT_CLASS = "brand-font";

/** Every character set and weight the design uses: Vietnamese text, in regular and semibold. */
const SAMPLE = "Cảm Hứng Tên ơ ư đ ấ ặ ễ ỹ 0123456789 ₫";
const FACES = ['400 1em "Be Vietnam Pro"', '600 1em "Be Vietnam Pro"'];

/**
 * Fetches the brand font's files and, when they all loaded, remembers it for the next visit.
 * Nothing on screen changes: this page was drawn without the font and keeps its look.
 */
export async function rememberBrandFont(
  fonts: FontFaceSet = document.fonts,
  storage: Storage = localStorage,
): Promise<boolean> {
  try {
    if (storage.getItem(BRAND_FONT_FLAG) === "1") return true;
    const loaded = await Promise.all(FACES.map((face) => fonts.load(face, SAMPLE)));
    if (loaded.some((faces) => faces.length === 0)) return false;
    storage.setItem(BRAND_FONT_FLAG, "1");
    return true;
  } catch {
    // Storage refused (private mode) or a file failed: the next visit draws in the phone's font again.
    return false;
  }
}

/** Resolves once the page's first contentful paint is on screen (at once where paint timing is missing). */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver !== "function") return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

/** After the page's load, its first paint and a quiet moment: the font never competes with what a parent is waiting for. */
export function rememberBrandFontWhenIdle(): void {
  void Promise.all([loaded(), firstContentfulPaint()]).then(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    idle(() => void rememberBrandFont());
  });
}
