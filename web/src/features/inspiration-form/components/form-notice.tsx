import { Link } from "react-router-dom";
import { paths } from "@/config/paths.ts";
import type { FormNotice as Notice } from "@/features/inspiration-form/hooks/use-form-memory.ts";
import "./form-memory.css";

/**
 * Says, above the fields, where their values came from when a link filled them: a record's own
 * request ("Sửa yêu cầu") or a name page's name. Empty otherwise, and in the prerendered page.
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <div className="form-notice" role="status">
      {notice?.kind === "opening-request" && <p>Đang mở yêu cầu trước của bố mẹ...</p>}
      {notice?.kind === "request-opened" && notice.paidRecordId !== null && (
        <p>
          Đây là yêu cầu của báo cáo bố mẹ đã thanh toán. Sửa điều cần sửa rồi bấm “Xem gợi ý tên”: chúng tôi tạo một
          yêu cầu mới với bản xem trước miễn phí riêng, và muốn xem đầy đủ thì bố mẹ mở khóa riêng cho yêu cầu mới. Báo
          cáo đã thanh toán vẫn giữ nguyên ở đường dẫn cũ:{" "}
          <Link to={paths.result.getHref(notice.paidRecordId)}>mở lại báo cáo đã thanh toán</Link>.
        </p>
      )}
      {notice?.kind === "request-opened" && notice.paidRecordId === null && (
        <p>
          Đây là yêu cầu trước của bố mẹ. Sửa điều cần sửa rồi bấm “Xem gợi ý tên”: chúng tôi tạo một kết quả mới, kết
          quả cũ vẫn được giữ nguyên.
        </p>
      )}
      {notice?.kind === "request-missing" && (
        <p className="form-notice__problem">
          Không mở được yêu cầu trước: hồ sơ có thể đã hết hạn hoặc đã bị xóa. Bố mẹ vui lòng nhập lại bên dưới.
        </p>
      )}
      {notice?.kind === "request-unreachable" && (
        <p className="form-notice__problem">
          Chưa mở được yêu cầu trước vì kết nối đang gián đoạn. Bố mẹ kiểm tra mạng rồi bấm lại “Sửa yêu cầu” trên trang
          kết quả, hoặc nhập lại bên dưới.
        </p>
      )}
      {notice?.kind === "candidate-added" && (
        <p>
          Đã thêm tên “{notice.name}” vào mục “Tên bố mẹ đang cân nhắc” bên dưới: chúng tôi sẽ phân tích tên này cùng
          các gợi ý.
        </p>
      )}
    </div>
  );
}
