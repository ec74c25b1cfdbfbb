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
    /** The names the page lists for the query, in the order shown (a CSS query: role queries over a thousand items are slow). */
    listed: () => {
      const matches = document.querySelector<HTMLElement>('ol[aria-label="Tên khớp"]')!;
      expect(matches.hidden).toBe(false);
      return [...matches.querySelectorAll("li > a")].map((a) => a.textContent!);
    },
    /** Whether the A–Z list and its letters are out of the way. */
    alphabetHidden: () =>
      document.getElementById("danh-sach")!.hidden &&
      document.querySelector<HTMLElement>('nav[aria-label="Chữ cái đầu"]')!.hidden,
  };
}

/** The index of the first and last name in `listed` that `test` accepts, or -1s. */
function span(listed: string[], test: (name: string) => boolean): [number, number] {
  return [listed.findIndex(test), listed.findLastIndex(test)];
}
const bare = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

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

  it("lists names that begin with what was typed first, then names whose tên it is, then the rest, each in the dictionary's order", () => {
    const page = openIndex("anh");
    const listed = page.listed();
    expect(page.alphabetHidden()).toBe(true);
    const begins = span(listed, (n) => bare(n).startsWith("anh "));
    const ends = span(listed, (n) => bare(n).endsWith(" anh"));
    const inside = span(listed, (n) => !bare(n).startsWith("anh ") && !bare(n).endsWith(" anh"));
    expect(begins[0]).toBe(0);
    expect(begins[1]).toBeLessThan(ends[0]);
    expect(ends[1]).toBeLessThan(inside[0]);
    expect(listed.slice(0, 3)).toEqual(["Anh Chi", "Anh Dũng", "Anh Duy"]);
    // Ánh is found without its marks, in the dictionary's place: after every Anh.
    expect(listed.indexOf("Anh Vũ")).toBeLessThan(listed.indexOf("Ánh Dương"));
    expect(listed.indexOf("Ánh Xuân")).toBeLessThan(listed.indexOf("Bảo Anh"));
    expect(listed.indexOf("Minh Anh")).toBeLessThan(listed.indexOf("Tú Anh"));
    expect(listed.indexOf("Tú Anh")).toBeLessThan(listed.indexOf("Ái Khanh"));
    expect(page.status()).toBe(`Có ${listed.length} tên khớp.`);
  });

  it("puts the names written with the marks a parent typed first: Ánh before Anh", () => {
    const listed = openIndex("Ánh").listed();
    expect(listed.slice(0, 2)).toEqual(["Ánh Dương", "Ánh Hồng"]);
    // Ánh at the start, then Ánh as the tên, then Anh without the marks, then Khánh and Khanh.
    expect(listed.indexOf("Ánh Xuân")).toBeLessThan(listed.indexOf("Kim Ánh"));
    expect(listed.indexOf("Nhật Ánh")).toBeLessThan(listed.indexOf("Anh Chi"));
    expect(listed.indexOf("Anh Vũ")).toBeLessThan(listed.indexOf("Bảo Anh"));
    expect(listed.indexOf("Yến Anh")).toBeLessThan(listed.indexOf("Bảo Khánh"));
    expect(listed.indexOf("Bảo Khánh")).toBeLessThan(listed.indexOf("Ái Khanh"));
  });

  it("brings the A–Z list back when the search is emptied", () => {
    const page = openIndex("anh");
    const input = document.getElementById("tim-ten") as HTMLInputElement;
    input.value = "";
    input.dispatchEvent(new Event("input"));
    expect(page.alphabetHidden()).toBe(false);
    const alphabet = [...document.querySelectorAll("#danh-sach li > a")].map((a) => a.textContent!);
    expect(alphabet).toHaveLength(allNameFacts().length);
    expect(alphabet.indexOf("Ái Khanh")).toBeLessThan(alphabet.indexOf("Anh Chi"));
  });
});
