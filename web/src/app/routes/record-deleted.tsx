import { paths } from "@/config/paths.ts";
import { pageTitle, usePageTitle } from "@/lib/page-title.ts";

/** Where a parent lands after deleting their record: what is gone, and what is not. */
export default function RecordDeletedRoute() {
  usePageTitle(pageTitle("Đã xóa hồ sơ"));
  return (
    <main className="page page--centered">
      <h1>Đã xóa hồ sơ</h1>
      <p>
        Hồ sơ và mọi thông tin bố mẹ đã gửi cho hồ sơ này đã được xóa khỏi hệ thống. Đường dẫn cũ sẽ không mở được nữa.
        Trên máy này, biểu mẫu bố mẹ đã điền cũng đã được xóa.
      </p>
      <p>
        Nếu bố mẹ đã thanh toán, chúng tôi chỉ giữ số tiền, mã thanh toán và thời gian của khoản chuyển khoản để giữ sổ
        sách, không gắn với hồ sơ nào.
      </p>
      <p>
        <a className="button button--primary" href={paths.home.getHref()}>
          Về trang chủ
        </a>
      </p>
    </main>
  );
}
