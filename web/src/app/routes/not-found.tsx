import { Link } from "react-router-dom";
import { paths } from "@/config/paths.ts";
import { pageTitle, usePageTitle } from "@/lib/page-title.ts";

/** Any path the app does not know (docs/product.md §1): said plainly, with the way back. */
export default function NotFoundRoute() {
  usePageTitle(pageTitle("Không tìm thấy trang"));
  return (
    <main className="page page--centered">
      <p aria-hidden="true" style={{ fontSize: "3rem", margin: "2rem 0 0", color: "var(--color-accent)" }}>
        404
      </p>
      <h1>Không tìm thấy trang</h1>
      <p>Đường dẫn này không tồn tại hoặc đã được chuyển đi. Bố mẹ hãy quay về trang chủ để bắt đầu lại nhé.</p>
      <Link to={paths.home.getHref()} style={{ display: "inline-flex", alignItems: "center", minHeight: 44 }}>
        Về trang chủ
      </Link>
    </main>
  );
}
