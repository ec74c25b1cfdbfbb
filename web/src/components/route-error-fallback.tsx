import { Link } from "react-router-dom";
import { paths } from "@/config/paths.ts";
import { useDismissEarlyView } from "@/lib/dismiss-early-view.ts";

/** What a router failure shows: the fixed fallback text of docs/product.md §1, then a way back in Vietnamese. */
export function RouteErrorFallback() {
  useDismissEarlyView();
  return (
    <main className="page page--centered">
      <h1>Unexpected Application Error!</h1>
      <p>Đã có lỗi ngoài ý muốn. Bố mẹ vui lòng tải lại trang hoặc quay về trang chủ.</p>
      <Link to={paths.home.getHref()}>Về trang chủ</Link>
    </main>
  );
}
