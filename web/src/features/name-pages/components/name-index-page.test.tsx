// The /ten/ index as the build writes it: every name in a Vietnamese dictionary's order, under its letter.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NameIndexPage } from "@/features/name-pages/components/name-index-page.tsx";
import { allNameFacts } from "@/features/name-pages/model/name-facts.ts";

function renderIndex() {
  const { container } = render(<NameIndexPage names={allNameFacts()} />);
  // A CSS query, not a role query: computing the roles of about a thousand items took seconds.
  const listed = [...container.querySelectorAll("li > a")].map((link) => link.textContent!);
  const before = (a: string, b: string) => expect(listed.indexOf(a)).toBeLessThan(listed.indexOf(b));
  return { listed, before };
}

describe("the names' index", () => {
  it("lists the names as a Vietnamese dictionary does: Đ after D, Ái and Ánh beside Anh, Bích before Bình", () => {
    const { listed, before } = renderIndex();
    expect(listed).toHaveLength(allNameFacts().length);
    before("Anh Đào", "Anh Đạt");
    before("Anh Đạt", "Anh Đức");
    before("Anh Đức", "Anh Vũ");
    before("Ái Linh", "Anh Đào");
    before("Anh Vũ", "Ánh Dương");
    before("Ánh Xuân", "Bích Châu");
    before("Bích Châu", "Bình An");
  });

  it("groups the names under their letter, the letters in the Vietnamese alphabet's order", () => {
    renderIndex();
    const letters = within(screen.getByRole("navigation", { name: "Chữ cái đầu" }))
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(letters.indexOf("D")).toBe(letters.indexOf("Đ") - 1);
    expect(letters.slice(0, 2)).toEqual(["A", "B"]);
    const groupA = within(screen.getByRole("region", { name: "A" }));
    expect(groupA.getByRole("link", { name: "Ánh Dương" })).toBeInTheDocument();
    const groupD = within(screen.getByRole("region", { name: "Đ" }));
    expect(groupD.getAllByRole("link").every((link) => link.textContent!.startsWith("Đ"))).toBe(true);
  });

  it("gives a name that begins with Ư its own letter, after U", () => {
    const [first, second] = allNameFacts();
    render(
      <NameIndexPage
        names={[
          { ...first!, name: "Ưng Hoàng" },
          { ...second!, name: "Uyên Nhi" },
        ]}
      />,
    );
    const letters = within(screen.getByRole("navigation", { name: "Chữ cái đầu" })).getAllByRole("link");
    expect(letters.map((link) => link.textContent)).toEqual(["U", "Ư"]);
  });
});
