import { useState } from "react";
import { Tooltip } from "@/components/tooltip.tsx";
import { useCopyToClipboard } from "@/features/payment/hooks/use-copy-to-clipboard.ts";
import { CopyFieldView } from "./copy-field-view.tsx";
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
    <CopyFieldView
      label={label}
      display={display}
      emphasis={emphasis}
      copied={copied}
      onCopy={() => void copy(value)}
      wrapButton={(button) => (
        <Tooltip content={copied ? "Đã sao chép" : "Sao chép"} open={copied || hovered} onOpenChange={setHovered}>
          {button}
        </Tooltip>
      )}
    />
  );
}
