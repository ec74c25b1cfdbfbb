// The route table (docs/product.md §1). Every screen is its own lazy chunk; the `Đang tải...` spinner shows
// while one loads (hidden while index.html's early view stands in for it), and a screen that fails
// shows the fixed fallback.
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { LoadingScreen } from "@/components/loading-screen.tsx";
import { RouteErrorBoundary } from "@/components/route-error-boundary.tsx";
import { SiteFooter } from "@/components/site-footer.tsx";
import { paths } from "@/config/paths.ts";
import { DismissEarlyView } from "@/lib/dismiss-early-view.ts";

/** The home screen's code: main.tsx loads it before it hydrates the prerendered home page. */
export const loadHomeRoute = () => import("./routes/home.tsx");
const LazyHomeRoute = lazy(loadHomeRoute);
const ResultRoute = lazy(() => import("./routes/inspiration-result.tsx"));
const PaymentInfoRoute = lazy(() => import("./routes/payment-info.tsx"));
const SuccessRoute = lazy(() => import("./routes/success.tsx"));
const PrivacyNoticeRoute = lazy(() => import("./routes/privacy-notice.tsx"));
const RecordDeletedRoute = lazy(() => import("./routes/record-deleted.tsx"));
const NotFoundRoute = lazy(() => import("./routes/not-found.tsx"));

/**
 * `home`: the home screen already loaded (main.tsx, hydrating the prerendered home page): a tap can
 * then hydrate the form at once (lib/before-hydration.ts). Without it the home screen loads as the
 * others do.
 */
export function AppRoutes({ home: HomeRoute = LazyHomeRoute }: { home?: ComponentType }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<LoadingScreen />}>
        {/* Commits with the loaded screen, which replaces index.html's early view in the same frame. */}
        <DismissEarlyView />
        <Routes>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path={paths.result.path} element={<ResultRoute />} />
          <Route path={paths.paymentInfo.path} element={<PaymentInfoRoute />} />
          <Route path={paths.success.path} element={<SuccessRoute />} />
          <Route path={paths.privacy.path} element={<PrivacyNoticeRoute />} />
          <Route path={paths.recordDeleted.path} element={<RecordDeletedRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
        <SiteFooter />
      </Suspense>
    </RouteErrorBoundary>
  );
}
