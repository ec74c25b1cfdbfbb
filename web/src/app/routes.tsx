// The route table (SPEC §1). Every screen is its own lazy chunk; the root layout shows the
// `Đang tải...` spinner while one loads.
import { lazy, Suspense } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { RouteErrorFallback } from "../components/route-error-fallback.tsx";
import { paths } from "../config/paths.ts";

const HomeRoute = lazy(() => import("./routes/home.tsx"));
const ResultRoute = lazy(() => import("./routes/inspiration-result.tsx"));
const PaymentInfoRoute = lazy(() => import("./routes/payment-info.tsx"));
const SuccessRoute = lazy(() => import("./routes/success.tsx"));
const NotFoundRoute = lazy(() => import("./routes/not-found.tsx"));

function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.result.path, element: <ResultRoute /> },
      { path: paths.paymentInfo.path, element: <PaymentInfoRoute /> },
      { path: paths.success.path, element: <SuccessRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
