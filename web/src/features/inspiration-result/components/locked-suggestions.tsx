import { Link } from "react-router-dom";
import { Tooltip } from "../../../components/tooltip.tsx";
import { paths } from "../../../config/paths.ts";
import { UnlockButton } from "./unlock-button.tsx";

interface LockedSuggestionsProps {
  recordId: string;
  /** How many suggestions are shown for free; the locked ones are numbered after them. */
  shownCount: number;
  lockedCount: number;
  priceVnd: number;
}

function LockIcon() {
  return (
    <svg className="lock-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
      />
    </svg>
  );
}

/**
 * The suggestions the free preview does not show. The server sends only their count (docs/product.md §8), so
 * each card is a numbered lock leading to the payment page.
 */
export function LockedSuggestions({ recordId, shownCount, lockedCount, priceVnd }: LockedSuggestionsProps) {
  const total = shownCount + lockedCount;
  const hint = `Mở khóa để xem đủ ${total} gợi ý cùng phân tích từng chữ, thanh điệu, ngũ hành và thần số học.`;
  const numbers = Array.from({ length: lockedCount }, (_, index) => shownCount + index + 1);
  return (
    <section className="locked" aria-labelledby="locked-title">
      <h2 id="locked-title">{lockedCount} gợi ý đang chờ bố mẹ</h2>
      <ul className="locked__grid">
        {numbers.map((number) => (
          <li key={number}>
            <Tooltip content={hint}>
              <Link className="locked-card" to={paths.paymentInfo.getHref(recordId)} aria-label={`Gợi ý số ${number} (đang khóa)`}>
                <LockIcon />
                <span aria-hidden="true">#{number}</span>
              </Link>
            </Tooltip>
          </li>
        ))}
      </ul>
      <UnlockButton recordId={recordId} total={total} priceVnd={priceVnd} />
    </section>
  );
}
