// Renders the home screen to HTML at build time (web/build/prerender-home.ts puts it in index.html),
// so the form is on screen and takes typing before any JavaScript runs; main.tsx then hydrates it.
// The tree is the app's own, with a router fixed at "/" in place of the browser's address.
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes } from "./app/app-routes.tsx";
import { AppProvider } from "./app/provider.tsx";
import { paths } from "./config/paths.ts";

export async function renderHome(): Promise<string> {
  const { prelude } = await prerender(
    <AppProvider>
      <MemoryRouter initialEntries={[paths.home.getHref()]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return new Response(prelude).text();
}
