// The whole app's routes at one URL, with the providers the entry point gives them, for tests of
// what a route shows (which screen, which meta tags) rather than of one screen's own behaviour.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { delay, http } from "msw";
import { MemoryRouter } from "react-router-dom";
import { env } from "@/config/env.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { server } from "@/testing/msw-server.ts";
import { AppRoutes } from "@/app/app-routes.tsx";

export function renderAppAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Every edge function call stays pending: for tests about the routes, not the screens' data. */
export function leaveFunctionCallsPending(): void {
  server.use(http.post(`${env.supabaseUrl}/functions/v1/*`, () => delay("infinite")));
}
