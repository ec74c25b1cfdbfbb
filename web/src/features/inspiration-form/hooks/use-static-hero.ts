import { useLayoutEffect } from "react";

/** The id of the hero index.html paints before any JavaScript runs. */
export const STATIC_HERO_ID = "hero";

/**
 * Shows index.html's hero for as long as the home page is mounted, and hides it on every other
 * route. React never renders the hero itself: replacing the node that painted first would repaint
 * it later, and the largest paint would wait for the bundle.
 */
export function useStaticHero(): void {
  useLayoutEffect(() => {
    const hero = document.getElementById(STATIC_HERO_ID);
    if (!hero) return;
    hero.hidden = false;
    return () => {
      hero.hidden = true;
    };
  }, []);
}
