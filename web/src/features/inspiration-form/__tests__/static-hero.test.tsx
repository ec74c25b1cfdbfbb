import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import indexHtml from "../../../../index.html?raw";
import { STATIC_HERO_ID, useStaticHero } from "../hooks/use-static-hero.ts";

function HomeLike() {
  useStaticHero();
  return null;
}

describe("the home page's static hero", () => {
  afterEach(() => document.getElementById(STATIC_HERO_ID)?.remove());

  it("is painted by index.html, outside React's root, with the title and the promise", () => {
    const page = new DOMParser().parseFromString(indexHtml, "text/html");
    const hero = page.getElementById(STATIC_HERO_ID);

    expect(hero?.closest("#root")).toBeNull();
    expect(hero?.querySelector("h1")?.textContent).toBe("Cảm Hứng Tên");
    expect(hero?.querySelector("p")?.textContent).toMatch(/^Gợi ý tên cho bé từ điều bố mẹ yêu thương nhất/);
  });

  it("shows while the home page is mounted and hides when the visitor leaves it", () => {
    const hero = document.createElement("header");
    hero.id = STATIC_HERO_ID;
    hero.hidden = true;
    document.body.append(hero);

    const { unmount } = render(<HomeLike />);
    expect(hero.hidden).toBe(false);

    unmount();
    expect(hero.hidden).toBe(true);
  });
});
