import type { ReactElement, ReactNode } from "react";

interface CopyFieldViewProps {
  label: string;
  /** What the visitor reads, e.g. "49.000 ₫". */
  display: string;
  /** Monospace and larger, for values typed into a bank app character by character. */
  emphasis?: boolean;
  /** Just copied: said to screen readers. */
  copied?: boolean;
  onCopy?: () => void;
  /** Puts the button in what explains it (the app's tooltip); the early view draws it bare. */
  wrapButton?: (button: ReactElement) => ReactNode;
}

/**
 * The markup of one transfer field, a plain function of its props: the app renders it inside
 * CopyField, which copies and confirms, and the early view draws it before the app is there.
 */
export function CopyFieldView({
  label,
  display,
  emphasis = false,
  copied = false,
  onCopy,
  wrapButton = (button) => button,
}: CopyFieldViewProps) {
  const named = label.toLocaleLowerCase("vi");
  const button = (
    <button type="button" className="copy-field__button" aria-label={`Sao chép ${named}`} onClick={onCopy}>
      <CopyIcon />
      Sao chép
    </button>
  );
  return (
    <div className="copy-field">
      <dt className="copy-field__label">{label}</dt>
      <dd className="copy-field__row">
        <span className={emphasis ? "copy-field__value copy-field__value--emphasis" : "copy-field__value"}>
          {display}
        </span>
        {wrapButton(button)}
        {/* The tooltip is not announced; this is, for screen-reader users who pressed the button. */}
        <span className="visually-hidden" aria-live="polite">
          {copied ? `Đã sao chép ${named}` : ""}
        </span>
      </dd>
    </div>
  );
}

function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}
