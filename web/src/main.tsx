import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
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
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
