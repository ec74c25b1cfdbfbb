import { Link } from "react-router-dom";
import type { LockedSuggestion } from "@core/contracts/report-view.ts";
import { THEMES } from "@core/naming/data/themes.ts";
import { BAND_LABELS } from "@core/naming/score-formula.ts";
import { Tooltip } from "@/components/tooltip.tsx";
import { paths } from "@/config/paths.ts";
import { LEAN_TEXT } from "@/features/inspiration-result/model/lean-words.ts";
import { UnlockButton } from "./unlock-button.tsx";

interface LockedSuggestionsProps {
  recordId: string;
  /** How many suggestions are shown for free; the locked ones are numbered after them. */
  shownCount: number;
  /** What the server may say of each locked suggestion, in rank order. */
  locked: readonly LockedSuggestion[];
  priceVnd: number;
}

/** The facts of a locked suggestion, in words: its band, element, the chosen themes it answers, its lean. */
function lockedFacts(facts: LockedSuggestion): string[] {
  const themes = facts.themes.map((id) => THEMES.find((theme) => theme.id === id)?.label ?? id);
  return [
    BAND_LABELS[facts.band],
    facts.element ? `Hành ${facts.element}` : null,
    themes.length > 0 ? `Hợp cảm hứng ${themes.join(", ")}` : null,
    facts.genderLean ? LEAN_TEXT[facts.genderLean] : null,
  ].filter((fact): fact is string => fact !== null);
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
 * The suggestions the free preview does not show. The server sends no name, meaning, chữ Hán or
 * score of them (docs/product.md §8), only facts that are true and free: each card is a numbered
 * lock saying how good the name is and what it answers, leading to the payment page.
 */
export function LockedSuggestions({ recordId, shownCount, locked, priceVnd }: LockedSuggestionsProps) {
  const total = shownCount + locked.length;
  const hint = `Mở khóa để xem đủ ${total} gợi ý cùng phân tích từng chữ, thanh điệu, ngũ hành và thần số học.`;
  return (
    <section className="locked" aria-labelledby="locked-title">
      <h2 id="locked-title">{locked.length} gợi ý đang chờ bố mẹ</h2>
      <ul className="locked__grid">
        {locked.map((facts) => (
          <li key={facts.position}>
            <Tooltip content={hint}>
              {/* Named by what it shows, so a screen reader says what a sighted parent reads. */}
              <Link className="locked-card" to={paths.paymentInfo.getHref(recordId)}>
                <LockIcon />
                <span className="visually-hidden">{`Gợi ý số ${facts.position} (đang khóa): `}</span>
                <span aria-hidden="true">#{facts.position}</span>
                <span className="locked-card__facts">{lockedFacts(facts).join(" · ")}</span>
              </Link>
            </Tooltip>
          </li>
        ))}
      </ul>
      <UnlockButton recordId={recordId} total={total} priceVnd={priceVnd} />
    </section>
  );
}
