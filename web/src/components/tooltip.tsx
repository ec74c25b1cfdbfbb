// One tooltip for the whole app (copy buttons, locked items, info icons), with the delays of
// docs/product.md §1. Screens that use it wrap their content in <TooltipProvider>; the home page never loads it.
import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import "./tooltip.css";

/** docs/product.md §1 (fixed). */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (a button), which the tooltip describes. */
  children: ReactElement;
  /** Controlled open state, e.g. to show "Đã sao chép" right after a click. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Tooltip({ content, children, open, onOpenChange }: TooltipProps) {
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="tooltip" sideOffset={6}>
          {content}
          <RadixTooltip.Arrow className="tooltip__arrow" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
