import { useLayoutEffect } from "react";

/** The page headers index.html paints before any JavaScript runs, by element id. */
export type StaticHeroId = "hero" | "result-hero" | "payment-hero";

/**
 * Shows one of index.html's static page headers while the calling route is mounted (and `shown`),
 * and hides it otherwise. React never renders these headers itself: replacing the node that
 * painted first would repaint it later, and the largest paint would wait for the bundle.
 */
export function useStaticHero(id: StaticHeroId, shown = true): void {
  useLayoutEffect(() => {
    const hero = document.getElementById(id);
    if (!hero) return;
    hero.hidden = !shown;
    return () => {
      hero.hidden = true;
    };
  }, [id, shown]);
}
