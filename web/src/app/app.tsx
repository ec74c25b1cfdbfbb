import type { ComponentType } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./app-routes.tsx";
import { AppProvider } from "./provider.tsx";

/** `home`: the home screen, when main.tsx has loaded it before hydrating (app-routes.tsx). */
export function App({ home }: { home?: ComponentType }) {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes home={home} />
      </BrowserRouter>
    </AppProvider>
  );
}
