import { useState } from "react";
import { Tooltip } from "@/components/tooltip.tsx";
import { useCopyToClipboard } from "@/features/payment/hooks/use-copy-to-clipboard.ts";
import "./copy-field.css";

interface CopyFieldProps {
  label: string;
  /** What the visitor reads, e.g. "49.000 ₫". */
  display: string;
  /** What lands on the clipboard, e.g. "49000": what a banking app's field accepts. */
  value: string;
  /** Monospace and larger, for values typed into a bank app character by character. */
  emphasis?: boolean;
}

/** One line of the transfer details: label, value, and a copy button whose tooltip confirms the copy. */
export function CopyField({ label, display, value, emphasis = false }: CopyFieldProps) {
  const { copied, copy } = useCopyToClipboard();
  // Hover/focus opens the tooltip after the shared delay; a copy keeps it open to say it worked.
  const [hovered, setHovered] = useState(false);

  return (
    <div className="copy-field">
      <dt className="copy-field__label">{label}</dt>
      <dd className="copy-field__row">
        <span className={emphasis ? "copy-field__value copy-field__value--emphasis" : "copy-field__value"}>
          {display}
        </span>
        <Tooltip content={copied ? "Đã sao chép" : "Sao chép"} open={copied || hovered} onOpenChange={setHovered}>
          <button
            type="button"
            className="copy-field__button"
            aria-label={`Sao chép ${label.toLocaleLowerCase("vi")}`}
            onClick={() => void copy(value)}
          >
            <CopyIcon />
            Sao chép
          </button>
        </Tooltip>
        {/* The tooltip is not announced; this is, for screen-reader users who pressed the button. */}
        <span className="visually-hidden" aria-live="polite">
          {copied ? `Đã sao chép ${label.toLocaleLowerCase("vi")}` : ""}
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
