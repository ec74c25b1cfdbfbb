import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the region shows its right edge: swiped to its end, or narrow enough to need no swipe. A
 * browser can stop a fraction of a pixel short of the end. A region not laid out (width 0) says nothing.
 */
const showsItsEnd = (region: HTMLElement) =>
  region.clientWidth > 0 && region.scrollLeft + region.clientWidth >= region.scrollWidth - 1;

/**
 * Above a table wider than a phone: says it scrolls sideways, since a cut-off column looks like the
 * whole table. Gone once the parent has swiped `region` to its end, or when it fits; it does not
 * come back when they swipe back, as they know by then. Hidden on screens wide enough to show it all
 * (report.css). It keeps its line when hidden, so the table does not move under the parent's finger.
 */
export function ScrollHint({ region }: { region: RefObject<HTMLElement | null> }) {
  const [seenEnd, setSeenEnd] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (seenEnd || !element) return;
    // Reads only, on scroll and on resize (a turned phone): no style is written until the end shows.
    const check = () => {
      if (showsItsEnd(element)) setSeenEnd(true);
    };
    check();
    element.addEventListener("scroll", check, { passive: true });
    const resize = new ResizeObserver(check);
    resize.observe(element);
    return () => {
      element.removeEventListener("scroll", check);
      resize.disconnect();
    };
  }, [region, seenEnd]);
  return (
    <p className="table-scroll__hint" style={seenEnd ? { visibility: "hidden" } : undefined}>
      Vuốt ngang để xem thêm →
    </p>
  );
}
