import { Link } from "react-router-dom";
import { paths } from "@/config/paths.ts";

/**
 * docs/product.md §6: an unknown, deleted, expired or malformed record id, on any screen that shows
 * one record. The server cannot tell these apart (a deleted record leaves nothing behind), so the
 * words hold in every case: the parents' own deletion as much as the end of a retention period,
 * paid or not.
 */
export function RecordNotFound() {
  return (
    <section className="page--centered">
      <h1>Không tìm thấy hồ sơ</h1>
      <p>
        Đường dẫn có thể bị thiếu hoặc sai, hoặc hồ sơ đã được xóa: do bố mẹ đã tự xóa, hoặc vì hồ sơ đã hết thời gian
        lưu theo <Link to={paths.privacy.getHref()}>chính sách quyền riêng tư</Link>. Hồ sơ đã xóa thì không khôi phục
        được, nhưng bố mẹ luôn có thể tạo gợi ý mới.
      </p>
      <Link className="button button--primary" to={paths.home.getHref()}>
        Tạo gợi ý mới
      </Link>
    </section>
  );
}
