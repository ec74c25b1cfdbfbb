import { env } from "@/config/env.ts";
import { formatVnd } from "@/lib/format-vnd.ts";

/** The journey in three steps, and what it costs, before the visitor fills anything in. */
export function HowItWorks() {
  const price = formatVnd(env.priceVnd);
  return (
    <section className="steps" aria-labelledby="steps-title">
      <h2 id="steps-title">Cách hoạt động</h2>
      <ol className="steps__list">
        <li>
          <strong>Kể cảm hứng của bố mẹ.</strong> Chọn những điều bố mẹ mong cho con và viết vài lời gửi gắm.
        </li>
        <li>
          <strong>Xem miễn phí 3 gợi ý.</strong> Mỗi tên kèm chữ Hán, ý nghĩa, điểm phù hợp và mệnh theo năm sinh.
        </li>
        <li>
          <strong>Mở khóa báo cáo đầy đủ.</strong> 20 gợi ý với phân tích từng chữ, thanh điệu, ngũ hành và thần số học.
        </li>
      </ol>
      <p className="price">
        Báo cáo đầy đủ: <strong className="price__amount">{price}</strong>, thanh toán một lần bằng chuyển khoản (quét
        mã VietQR).
      </p>
    </section>
  );
}
