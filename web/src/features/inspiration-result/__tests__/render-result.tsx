import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { AppProvider } from "@/app/provider.tsx";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import InspirationResultRoute from "@/app/routes/inspiration-result.tsx";
import { env } from "@/config/env.ts";
import { paths } from "@/config/paths.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { server } from "@/testing/msw-server.ts";

const GET_URL = `${env.supabaseUrl}/functions/v1/get-inspiration`;

/** Answers get-inspiration with `respond`, and counts the calls and the ids asked for. */
export function answerGetInspiration(respond: () => Response | Promise<Response>) {
  const ids: unknown[] = [];
  server.use(
    http.post(GET_URL, async ({ request }) => {
      ids.push(((await request.json()) as { id?: unknown }).id);
      return respond();
    }),
  );
  return ids;
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    HttpResponse.json(body as never, { status });

/**
 * The result route as the app routes it, with the app's own query policy (3 retries, none on 4xx);
 * only the wait between retries is zero, so an error state is reached at once.
 */
export function renderResult(id: string, queryClient: QueryClient = createQueryClient()) {
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  return render(<QueryClientProvider client={queryClient}>{routes(id)}</QueryClientProvider>);
}

/**
 * Inside the whole app provider, toasts included, as a new visit: with its own query client, so no
 * record another test cached (the app keeps one client for the whole visit) shows first.
 */
export function renderResultInApp(id: string) {
  return render(
    <AppProvider>
      <QueryClientProvider client={createQueryClient()}>{routes(id)}</QueryClientProvider>
    </AppProvider>,
  );
}

function routes(id: string) {
  return (
    <MemoryRouter initialEntries={[paths.result.getHref(id)]}>
      <Routes>
        <Route path={paths.result.path} element={<InspirationResultRoute />} />
        <Route path={paths.paymentInfo.path} element={<h1>Trang thanh toán</h1>} />
        <Route path={paths.home.path} element={<h1>Trang chủ</h1>} />
        <Route path={paths.recordDeleted.path} element={<h1>Đã xóa hồ sơ</h1>} />
      </Routes>
    </MemoryRouter>
  );
}
