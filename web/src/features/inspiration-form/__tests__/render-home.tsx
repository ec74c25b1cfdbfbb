import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import HomeRoute from "@/app/routes/home.tsx";
import { paths } from "@/config/paths.ts";
import { createQueryClient } from "@/lib/query-client.ts";

/** Stands in for the result screen: shows which record the form navigated to. */
function ResultProbe() {
  const { id } = useParams();
  return <h1>Hồ sơ {id}</h1>;
}

/** The home route as the app routes it, with the app's own query client. */
export function renderHome(url: string = paths.home.getHref()) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path={paths.result.path} element={<ResultProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
