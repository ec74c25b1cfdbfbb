import { Link } from "react-router-dom";
import { paths } from "@/config/paths.ts";
import { formatVnd } from "@/lib/format-vnd.ts";

interface UnlockButtonProps {
  recordId: string;
  total: number;
  /** The record's price: the amount frozen on its payment order, or today's price (docs/product.md §5). */
  priceVnd: number;
}

export function UnlockButton({ recordId, total, priceVnd }: UnlockButtonProps) {
  return (
    <div className="unlock no-print">
      <Link className="button button--primary button--block" to={paths.paymentInfo.getHref(recordId)}>
        Mở khóa đủ {total} gợi ý · {formatVnd(priceVnd)}
      </Link>
      <p className="unlock__note">Thanh toán một lần bằng chuyển khoản (VietQR); báo cáo mở khóa ngay khi tiền về.</p>
    </div>
  );
}
