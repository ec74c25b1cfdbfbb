// Lets a screen draw what a phone shows first in one commit and the rest of the page in a later one.
import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * False in the first render, true from a render that follows the first frame painted with it. The
 * state change is a transition, which React renders in slices between frames.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    // A frame's callbacks run before it is shown; the task after them runs once it has been.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * Renders `children` once the frame with everything before them has been painted. A screen wraps
 * what is below a phone's first screen in it: the commit that replaces the early view then creates,
 * styles and lays out a screenful, not the whole page. Only this element renders again when the
 * frame has passed, not the screen around it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
