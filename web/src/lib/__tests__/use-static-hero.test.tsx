import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import indexHtml from "/index.html?raw";
import { type StaticHeroId, useStaticHero } from "@/lib/use-static-hero.ts";

function Route({ id, shown }: { id: StaticHeroId; shown?: boolean }) {
  useStaticHero(id, shown);
  return null;
}

function placeHero(id: StaticHeroId): HTMLElement {
  const hero = document.createElement("header");
  hero.id = id;
  hero.hidden = true;
  document.body.append(hero);
  return hero;
}

describe("the static page headers", () => {
  afterEach(() => document.querySelectorAll("header").forEach((hero) => hero.remove()));

  it.each([
    ["hero", "Cảm Hứng Tên", /^Gợi ý tên cho bé từ điều bố mẹ yêu thương nhất/],
    ["result-hero", "Kết quả gợi ý tên", /^Những cái tên dành cho bé/],
    ["payment-hero", "Thông tin thanh toán", /^Chuyển khoản một lần để mở báo cáo đầy đủ/],
  ])("index.html paints #%s outside React's root, with its title and lead", (id, title, lead) => {
    const page = new DOMParser().parseFromString(indexHtml, "text/html");
    const hero = page.getElementById(id);

    expect(hero?.closest("#root")).toBeNull();
    expect(hero?.querySelector("h1")?.textContent).toBe(title);
    expect(hero?.querySelector("p")?.textContent).toMatch(lead);
  });

  it("shows a header while its route is mounted and hides it when the visitor leaves", () => {
    const hero = placeHero("hero");

    const { unmount } = render(<Route id="hero" />);
    expect(hero.hidden).toBe(false);

    unmount();
    expect(hero.hidden).toBe(true);
  });

  it("lets a route hide its header while it shows a state of its own", () => {
    const hero = placeHero("result-hero");

    const { rerender } = render(<Route id="result-hero" shown />);
    expect(hero.hidden).toBe(false);
    rerender(<Route id="result-hero" shown={false} />);
    expect(hero.hidden).toBe(true);
  });
});
