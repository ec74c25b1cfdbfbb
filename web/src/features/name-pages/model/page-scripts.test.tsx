// The names' index as a parent's browser runs it: the page's own markup and its inline script.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NameIndexPage } from "@/features/name-pages/components/name-index-page.tsx";
import { allNameFacts } from "@/features/name-pages/model/name-facts.ts";
import { INDEX_SCRIPT } from "@/features/name-pages/model/page-scripts.ts";

/** Opens /ten/?q=… as the home page's "Tra ý nghĩa tên" does; returns where the page sent the visitor, if anywhere. */
function openIndex(query: string) {
  document.body.innerHTML = renderToStaticMarkup(<NameIndexPage names={allNameFacts()} />);
  history.replaceState(null, "", `/ten/?q=${encodeURIComponent(query)}`);
  const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
  replace.mockClear();
  new Function(INDEX_SCRIPT)();
  return {
    wentTo: () => (replace.mock.lastCall?.[0] as string | undefined) ?? null,
    status: () => document.getElementById("so-ten")!.textContent,
  };
}

afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("the names' index search", () => {
  it("looks up a full name without its surname: Nguyễn Minh Khôi opens Minh Khôi", () => {
    expect(openIndex("Nguyễn Minh Khôi").wentTo()).toMatch(/\/ten\/minh-khoi\/$/);
    expect(openIndex("tran thuy duong").wentTo()).toMatch(/\/ten\/thuy-duong\/$/);
  });

  it("lists what the name without its surname matches when it names several, and says the họ was left out", () => {
    const page = openIndex("tran bao an");
    expect(page.wentTo()).toBeNull();
    expect(page.status()).toMatch(/^Có \d+ tên khớp với “bao an”.*không kèm họ/);
  });

  it("knows a surname of two words (Tôn Nữ) and still finds a name that begins like a surname (Hà My)", () => {
    expect(openIndex("Tôn Nữ Minh Khôi").wentTo()).toMatch(/\/ten\/minh-khoi\/$/);
    expect(openIndex("Hà My").wentTo()).toMatch(/\/ten\/ha-my\/$/);
  });

  it("where nothing matches, asks for the tên đệm and tên without the họ, not for the marks", () => {
    const page = openIndex("Nguyễn Xyz Qwerty");
    expect(page.wentTo()).toBeNull();
    expect(page.status()).toContain("không kèm họ");
    expect(page.status()).not.toContain("không dấu, ví dụ");
  });
});
