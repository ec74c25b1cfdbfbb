// How long this record is kept, and the parents' way to delete it now (docs/privacy.md). Deleting
// asks once more, in place, before anything is sent: it cannot be undone.
import { useState } from "react";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { PAID_RETENTION_MONTHS } from "@core/privacy/retention-periods.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";
import { paths } from "@/config/paths.ts";
import { useDeleteInspiration } from "@/features/inspiration-result/api/delete-inspiration.ts";
import { vietnameseDate } from "@/features/inspiration-result/model/request-facts.ts";

function keptFor(record: RecordView): string {
  const until = vietnameseDate(todayInVietnam(new Date(record.keptUntil)));
  return record.paymentStatus === "paid"
    ? `Báo cáo này được lưu ${PAID_RETENTION_MONTHS} tháng kể từ ngày thanh toán, đến hết ngày ${until}, rồi tự động xóa.`
    : `Bản xem trước này được lưu đến ngày ${until}, rồi tự động xóa nếu bố mẹ không mở báo cáo đầy đủ.`;
}

export function RecordRetention({ record }: { record: RecordView }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteInspiration(record.id);
  return (
    <section className="record-retention no-print" aria-labelledby="record-retention-title">
      <h2 id="record-retention-title">Dữ liệu của bố mẹ</h2>
      <p>
        {keptFor(record)} <a href={paths.privacy.getHref()}>Chính sách quyền riêng tư</a>
      </p>
      {confirming ? (
        <div className="record-retention__confirm" role="group" aria-label="Xác nhận xóa hồ sơ">
          <p>
            <strong>Xóa vĩnh viễn hồ sơ này?</strong> Mọi thông tin bố mẹ đã gửi và các gợi ý tên sẽ bị xóa ngay, kể cả
            báo cáo đã thanh toán, và không khôi phục được. Biểu mẫu bố mẹ đã điền còn lưu trên máy này cũng được xóa
            theo.
          </p>
          <div className="record-retention__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={deletion.isPending}
              aria-busy={deletion.isPending}
              onClick={() => deletion.mutate()}
            >
              Xóa vĩnh viễn
            </button>
            <button type="button" className="button" disabled={deletion.isPending} onClick={() => setConfirming(false)}>
              Giữ lại
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Xóa hồ sơ này
        </button>
      )}
    </section>
  );
}
