import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import PaymentInfoRoute from "@/app/routes/payment-info.tsx";
import SuccessRoute from "@/app/routes/success.tsx";
import { paths } from "@/config/paths.ts";
import { createQueryClient } from "@/lib/query-client.ts";

/**
 * The payment page and /success as the app routes them, with the app's own query policy (3 retries,
 * no retry on 4xx); only the wait between retries is zero so a failing test fails fast.
 */
export function renderPaymentJourney(url: string, state?: unknown) {
  const [pathname = url, search] = url.split("?");
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : "", state }]}>
        <Routes>
          <Route path={paths.paymentInfo.path} element={<PaymentInfoRoute />} />
          <Route path={paths.success.path} element={<SuccessRoute />} />
          <Route path={paths.home.path} element={<p>Trang chủ</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
