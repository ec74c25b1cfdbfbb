import { Link } from "react-router-dom";
import { paths } from "@/config/paths.ts";

/** docs/product.md §6: an unknown, expired or malformed record id, on any screen that shows one record. */
export function RecordNotFound() {
  return (
    <section className="page--centered">
      <h1>Không tìm thấy hồ sơ</h1>
      <p>Đường dẫn có thể đã sai, hoặc hồ sơ chưa thanh toán đã quá 7 ngày nên được xóa để bảo vệ dữ liệu của bố mẹ.</p>
      <Link className="button button--primary" to={paths.home.getHref()}>
        Tạo gợi ý mới
      </Link>
    </section>
  );
}
