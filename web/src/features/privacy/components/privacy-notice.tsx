// The privacy notice (docs/privacy.md): what is kept, why, for how long, who processes it, the
// parents' rights and how to use them. Written for parents, in plain Vietnamese. The periods come
// from the same constants the record pages and the database's purges follow.
import { PRIVACY_CONTACT_EMAIL } from "@core/privacy/privacy-contact.ts";
import {
  ABANDONED_PAYMENT_RETENTION_DAYS,
  BACKUP_WINDOW_DAYS,
  PAID_RETENTION_MONTHS,
  PRIVACY_NOTICE_VERSION,
  RAW_DELIVERY_RETENTION_DAYS,
  UNPAID_RETENTION_DAYS,
} from "@core/privacy/retention-periods.ts";
import { paths } from "@/config/paths.ts";
import "./privacy.css";

const [year, month, day] = PRIVACY_NOTICE_VERSION.split("-");

export function PrivacyNotice() {
  return (
    <article className="privacy card" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Chính sách quyền riêng tư</h1>
      <p className="privacy__version">
        Phiên bản ngày {day}/{month}/{year}. Áp dụng theo Luật Bảo vệ dữ liệu cá nhân (Luật số 91/2025/QH15).
      </p>
      <p>
        Cảm Hứng Tên chỉ giữ những gì cần để gợi ý tên cho bé, và chỉ trong thời gian cần. Bố mẹ không cần tạo tài
        khoản; mỗi hồ sơ gắn với một đường dẫn riêng, ai có đường dẫn thì xem được, nên bố mẹ hãy giữ đường dẫn cho
        riêng gia đình mình.
      </p>

      <h2>Chúng tôi lưu những gì</h2>
      <ul>
        <li>
          Những gì bố mẹ điền vào biểu mẫu: họ, giới tính, ngày sinh dự kiến của bé, cảm hứng, mong muốn, tên đệm, tên
          cần tránh, tên bố mẹ đang cân nhắc và năm sinh của bố mẹ.
        </li>
        <li>Bản phân tích tên được tạo cho yêu cầu đó, những tên bố mẹ đánh dấu yêu thích và chữ Hán bố mẹ chọn.</li>
        <li>Thời điểm bố mẹ đồng ý với chính sách này và phiên bản chính sách đã đồng ý.</li>
        <li>
          Khi bố mẹ chuyển khoản: số tiền, nội dung chuyển khoản (ngân hàng có thể ghi kèm tên người chuyển), mã thanh
          toán, thời gian và mã tham chiếu của ngân hàng.
        </li>
        <li>
          Địa chỉ mạng (IP) chỉ dùng để chống gửi yêu cầu hàng loạt, và chỉ được lưu dưới dạng mã băm có khóa bí mật,
          không đọc ngược lại được; mã này bị xóa sau 2 giờ.
        </li>
      </ul>
      <p>Chúng tôi không dùng cookie quảng cáo, không bán và không chia sẻ dữ liệu để quảng cáo.</p>

      <h2>Vì sao chúng tôi lưu</h2>
      <ul>
        <li>Để tạo và hiển thị gợi ý tên cho bé theo đúng yêu cầu của bố mẹ.</li>
        <li>Để mở khóa báo cáo đầy đủ khi khoản chuyển khoản đến, và đối soát khi có sai sót.</li>
        <li>Để giữ sổ sách kế toán của các khoản đã thu, theo quy định.</li>
        <li>Để bảo vệ dịch vụ khỏi việc gửi yêu cầu hàng loạt.</li>
      </ul>

      <h2>Chúng tôi lưu trong bao lâu</h2>
      <ul>
        <li>Bản xem trước miễn phí: {UNPAID_RETENTION_DAYS} ngày kể từ khi tạo, rồi tự động xóa.</li>
        <li>
          Hồ sơ đã mở trang thanh toán nhưng chưa thanh toán: {ABANDONED_PAYMENT_RETENTION_DAYS} ngày kể từ khi mở trang
          thanh toán.
        </li>
        <li>Báo cáo đã thanh toán: {PAID_RETENTION_MONTHS} tháng kể từ ngày thanh toán, rồi tự động xóa.</li>
        <li>
          Thông báo chuyển khoản nguyên gốc từ cổng thanh toán: {RAW_DELIVERY_RETENTION_DAYS} ngày. Sau đó, và ngay khi
          hồ sơ bị xóa, chỉ còn lại số tiền, mã thanh toán, thời gian và mã tham chiếu ngân hàng để giữ sổ sách, không
          còn gắn với hồ sơ hay nội dung chuyển khoản.
        </li>
        <li>
          Bản sao lưu của nhà cung cấp hạ tầng có thể còn giữ dữ liệu đã xóa thêm tối đa {BACKUP_WINDOW_DAYS} ngày, rồi
          tự hết hạn.
        </li>
      </ul>

      <h2>Trên điện thoại hoặc máy tính của bố mẹ</h2>
      <ul>
        <li>
          Biểu mẫu bố mẹ đang điền (trừ ô đồng ý) được lưu ngay trong trình duyệt này, để khi quay lại hay tải lại trang
          bố mẹ không phải nhập lại. Biểu mẫu chỉ được gửi đi khi bố mẹ bấm “Xem gợi ý tên”, và ở lại trên máy cho đến
          khi bố mẹ bấm “Xóa và bắt đầu lại” ở cuối biểu mẫu, hoặc xóa một hồ sơ trên máy này.
        </li>
        <li>
          Sau khi thanh toán, trình duyệt nhớ mã hồ sơ vừa thanh toán cho đến khi bố mẹ đóng thẻ trình duyệt đó, để
          trang cảm ơn vẫn mở được báo cáo khi tải lại.
        </li>
        <li>
          Khi bố mẹ bấm “Xóa hồ sơ này” trên máy này, trình duyệt xóa luôn biểu mẫu đã lưu và mọi thứ còn nhớ về hồ sơ.
          Nếu dùng chung điện thoại với người khác, bố mẹ cũng có thể xóa dữ liệu của trang trong phần cài đặt trình
          duyệt.
        </li>
        <li>
          Trình duyệt còn nhớ một dấu nhỏ rằng phông chữ của trang đã tải xong; dấu này không chứa gì về bố mẹ hay bé.
        </li>
      </ul>

      <h2>Ai xử lý dữ liệu</h2>
      <ul>
        <li>Cảm Hứng Tên, bên quyết định mục đích và cách xử lý dữ liệu.</li>
        <li>Supabase, nhà cung cấp máy chủ cơ sở dữ liệu và máy chủ chạy ứng dụng của chúng tôi.</li>
        <li>Cổng thanh toán (SePay) và ngân hàng, chỉ với thông tin của khoản chuyển khoản.</li>
      </ul>

      <h2>Quyền của bố mẹ và cách thực hiện</h2>
      <ul>
        <li>
          <strong>Xem dữ liệu của mình:</strong> mở đường dẫn hồ sơ; trang kết quả hiển thị đúng những gì bố mẹ đã gửi.
        </li>
        <li>
          <strong>Sửa:</strong> tạo một yêu cầu mới với thông tin đúng, rồi xóa hồ sơ cũ.
        </li>
        <li>
          <strong>Xóa ngay:</strong> bấm “Xóa hồ sơ này” ở cuối trang kết quả. Hồ sơ bị xóa ngay lập tức, kể cả báo cáo
          đã thanh toán, và không khôi phục được.
        </li>
        <li>
          <strong>Rút lại sự đồng ý:</strong> cũng bằng cách xóa hồ sơ; chúng tôi không giữ gì của bố mẹ khi không có sự
          đồng ý.
        </li>
        <li>
          <strong>Hỏi hoặc khiếu nại:</strong> viết cho chúng tôi; bố mẹ cũng có quyền khiếu nại tới cơ quan nhà nước có
          thẩm quyền về bảo vệ dữ liệu cá nhân.
        </li>
      </ul>

      <h2>Liên hệ</h2>
      <p>
        Email: <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>. Khi viết, bố mẹ gửi kèm đường
        dẫn hồ sơ để chúng tôi tìm đúng hồ sơ.
      </p>
      <p>
        <a href={paths.home.getHref()}>Về trang chủ</a>
      </p>
    </article>
  );
}
