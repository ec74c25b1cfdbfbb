import { SUPPORT_EMAIL } from "@/config/support.ts";
import { paths } from "@/config/paths.ts";
import { formatVnd } from "@/lib/format-vnd.ts";
import type { PaymentStatusAnswer } from "@/features/payment/api/get-payment-status.ts";
import { formatVietnamTime } from "@/features/payment/model/vietnam-time.ts";
import { CopyField } from "./copy-field.tsx";
import "./paid-summary.css";

/** Where the report lives, in full: a parent pastes it into a note or a chat to open it on any device. */
const reportUrl = (recordId: string) => new URL(paths.result.getHref(recordId), window.location.origin).href;

/**
 * What a paid record leaves a parent with, on the payment page and on /success: the report's link
 * to keep, a receipt, and, when more arrived than was due, what happens to the surplus.
 */
export function PaidSummary({ recordId, status }: { recordId: string; status: PaymentStatusAnswer }) {
  const link = reportUrl(recordId);
  const surplus = status.amountDueVnd === null ? 0 : status.receivedVnd - status.amountDueVnd;
  return (
    <div className="paid-summary">
      <dl className="paid-summary__link">
        <CopyField label="Đường dẫn báo cáo" display={link} value={link} />
      </dl>
      <p className="paid-summary__hint">
        Lưu đường dẫn này để xem lại báo cáo bất cứ lúc nào, trên điện thoại hay máy tính nào cũng được.
      </p>
      {status.money === "overpaid" && surplus > 0 ? <RefundNotice surplusVnd={surplus} /> : null}
      <PaymentReceipt status={status} />
    </div>
  );
}

function RefundNotice({ surplusVnd }: { surplusVnd: number }) {
  return (
    <div className="paid-summary__refund" role="note">
      <p>
        Bố mẹ đã chuyển dư <strong>{formatVnd(surplusVnd)}</strong>. Chúng tôi sẽ hoàn lại khoản này vào đúng tài khoản
        đã chuyển, bằng chuyển khoản trong vòng 3 ngày làm việc. Bố mẹ không cần làm gì thêm.
      </p>
      <p>
        Cần hỏi thêm, bố mẹ viết thư cho chúng tôi: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </div>
  );
}

function PaymentReceipt({ status }: { status: PaymentStatusAnswer }) {
  const paidAt = status.paidAt ? formatVietnamTime(status.paidAt) : "";
  return (
    <section className="receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Biên nhận</h2>
      <dl className="receipt__rows">
        <div>
          <dt>Số tiền đã nhận</dt>
          <dd>{formatVnd(status.receivedVnd)}</dd>
        </div>
        {status.transferCode ? (
          <div>
            <dt>Nội dung chuyển khoản</dt>
            <dd>{status.transferCode}</dd>
          </div>
        ) : null}
        {paidAt ? (
          <div>
            <dt>Thời gian thanh toán</dt>
            <dd>{paidAt} (giờ Việt Nam)</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
