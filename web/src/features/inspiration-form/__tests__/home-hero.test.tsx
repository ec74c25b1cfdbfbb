import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import indexHtml from "../../../../index.html?raw";
import { HomeHero } from "../components/home-hero.tsx";

// index.html paints the hero before any JavaScript; React must mount the very same text in the same
// elements, or the page shifts and the largest paint moves to whatever React draws later.
describe("HomeHero", () => {
  it("renders exactly the hero that index.html paints before the bundle runs", () => {
    const page = new DOMParser().parseFromString(indexHtml, "text/html");
    const staticHero = page.querySelector("#root .hero");

    const { container } = render(<HomeHero />);
    const reactHero = container.querySelector(".hero");

    expect(staticHero).not.toBeNull();
    const shape = (hero: Element | null) =>
      [...(hero?.children ?? [])].map((child) => [child.tagName, child.className, child.textContent?.replace(/\s+/g, " ").trim()]);
    expect(shape(reactHero)).toEqual(shape(staticHero));
  });
});
