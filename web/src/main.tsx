import { startTransition, StrictMode, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { loadHomeRoute } from "./app/app-routes.tsx";
import { rememberBrandFontWhenIdle } from "./lib/brand-font.ts";
import "./styles/fonts.css";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

const app = (home?: ComponentType) => (
  <StrictMode>
    <App home={home} />
  </StrictMode>
);

// The build prerenders the home screen into #root (web/build/prerender-home.ts); elsewhere it is empty.
// Elsewhere the first render is a transition: React then renders in slices and lets the browser
// breathe in between (a tap, a paint) instead of one long task on a slow phone. Whatever a record
// page needs first is already on screen by then (index.html's early view).
if (container.hasChildNodes()) {
  // Hydration waits for the home screen's code (preloaded beside this entry) and is handed the
  // screen itself, not its lazy stand-in. Once React is listening, a tap on the form is React's
  // (index.html's script stops pressing chips): React hydrates the form inside the tap, which it can
  // only do with the screen's code at hand; without it, React drops the tap. Should the code fail
  // to load, the lazy stand-in takes over as on any other screen (it loads it, or the route's
  // error shows).
  void loadHomeRoute()
    .then(
      (screen) => screen.default,
      () => undefined,
    )
    .then((home) => {
      window.__appHydrating = true;
      hydrateRoot(container, app(home));
    });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app()));
}
rememberBrandFontWhenIdle();
