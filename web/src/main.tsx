import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { rememberBrandFontWhenIdle } from "./lib/brand-font.ts";
import "./styles/fonts.css";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the home screen into #root (web/build/prerender-home.ts); elsewhere it is empty.
// Elsewhere the first render is a transition: React then renders in slices and lets the browser
// breathe in between (a tap, a paint) instead of one long task on a slow phone. Whatever a record
// page needs first is already on screen by then (index.html's early view).
if (container.hasChildNodes()) {
  // From here a tap on the form is React's: it finishes hydrating inside the tap, then handles it.
  window.__appHydrating = true;
  hydrateRoot(container, app);
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
rememberBrandFontWhenIdle();
