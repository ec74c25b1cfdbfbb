import { describe, expect, it } from "vitest";
import { allNameFacts } from "@/features/name-pages/model/name-facts.ts";
import { meaningThemes, relatedIndex } from "@/features/name-pages/model/related-names.ts";

const all = allNameFacts();
const related = relatedIndex(all);
const byName = new Map(all.map((f) => [f.name, f]));
const bySlug = new Map(all.map((f) => [f.slug, f]));

describe("names for a brother or sister", () => {
  it("offers names whose given name makes a real pair with this one's: an explained wish, or two sharing a theme", () => {
    const baoAn = byName.get("Bảo An")!;
    const completing = related.siblingsOf(baoAn).filter((n) => n.why?.includes("ghép thành"));
    expect(completing.length).toBeGreaterThan(0);
    for (const sibling of completing) {
      const other = bySlug.get(sibling.slug)!;
      const [a, b] = [baoAn.syllables[1].syllable, other.syllables[1].syllable];
      const joined = byName.get(`${a} ${b}`) ?? byName.get(`${b} ${a}`);
      expect(joined).toBeDefined();
      expect(sibling.why).toBe(`An và ${b} ghép thành “${joined!.name}”`);
      expect(joined!.meaningWritten || other.givenThemes.some((t) => baoAn.givenThemes.includes(t))).toBe(true);
    }
  });

  it("offers names with the same middle name and a shared theme, saying which, never the name itself", () => {
    const minhKhoi = byName.get("Minh Khôi")!;
    const siblings = related.siblingsOf(minhKhoi);
    expect(siblings.some((n) => n.why === "cùng tên đệm Minh, cùng ý trí tuệ" && n.name === "Minh Trí")).toBe(true);
    expect(siblings.map((n) => n.slug)).not.toContain(minhKhoi.slug);
  });

  it("never offers a given name of the same tone, nor one that sounds like this one's", () => {
    // Minh Quân shares Minh Khôi's middle name and a theme, but Quân and Khôi are both level tones.
    const minhKhoi = byName.get("Minh Khôi")!;
    expect(related.siblingsOf(minhKhoi).map((n) => n.name)).not.toContain("Minh Quân");
    // Thu Hồng: Thu sounds like Thư.
    expect(related.siblingsOf(byName.get("Anh Thư")!).map((n) => n.name)).not.toContain("Thu Hồng");
  });
});

describe("names of similar meaning", () => {
  it("share a theme, suit a compatible gender, and never recall a figure", () => {
    for (const facts of all) {
      for (const n of related.similarTo(facts)) {
        const other = bySlug.get(n.slug)!;
        expect(other.themes.some((t) => facts.themes.includes(t))).toBe(true);
        expect(other.warnings).toEqual([]);
        if (facts.lean !== "ca-hai" && other.lean !== "ca-hai") expect(other.lean).toBe(facts.lean);
      }
    }
  });

  it("list the names that share this name's main meaning first (Minh An: bình an, not hạnh phúc alone)", () => {
    const minhAn = byName.get("Minh An")!;
    expect(minhAn.givenThemes[0]).toBe("binh-an");
    const listed = related.similarTo(minhAn).map((n) => bySlug.get(n.slug)!);
    expect(listed.filter((other) => !other.givenThemes.includes("binh-an")).map((o) => o.name)).toEqual([]);
    for (const facts of all) {
      const carries = related
        .similarTo(facts)
        .map((n) => bySlug.get(n.slug)!.givenThemes.includes(meaningThemes(facts)[0]!));
      // Once a listed name misses the main meaning, no later one has it.
      expect(carries.slice(carries.indexOf(false) + 1 || carries.length), facts.name).not.toContain(true);
    }
  });

  it("speak with the middle name's themes where the pair writes its given name with a character of none", () => {
    // 垂楊: Dương is the willow, not the sun (陽) the data set's Dương means: no "ánh sáng" here.
    const thuyDuong = byName.get("Thùy Dương")!;
    expect(thuyDuong.givenThemes).toEqual([]);
    const similar = related.similarTo(thuyDuong);
    expect(similar).toHaveLength(6);
    for (const n of similar) {
      expect(n.why).not.toMatch(/ánh sáng/);
      expect(bySlug.get(n.slug)!.givenThemes.some((t) => thuyDuong.themes.includes(t))).toBe(true);
    }
  });

  it("vary their middle names: never two with one middle name, nor this name's own, and still six", () => {
    const middleOf = (n: { slug: string }) => bySlug.get(n.slug)!.middleKey;
    for (const facts of all) {
      const middles = related.similarTo(facts).map(middleOf);
      expect(new Set(middles).size, facts.name).toBe(middles.length);
      // Every name of the table has enough others to leave out its own middle name.
      expect(middles, facts.name).not.toContain(facts.middleKey);
    }
    // Names most of whose kin in meaning share a common middle name (Thanh, Minh) still list six.
    for (const name of ["An Chi", "Minh Khôi"]) expect(related.similarTo(byName.get(name)!), name).toHaveLength(6);
  });

  it("take this name's own middle name once rather than list fewer names, in the ranking's order", () => {
    // Minh Khôi among names of its meaning that, but for one, are Minh's too.
    const names = ["Minh Khôi", "Minh Tuấn", "Hoàng Anh", "Minh Đạt", "Minh Đăng", "Minh Nguyên", "Minh Khoa"];
    const few = relatedIndex(names.map((name) => byName.get(name)!));
    expect(few.similarTo(byName.get("Minh Khôi")!).map((n) => n.name)).toEqual(["Minh Tuấn", "Hoàng Anh"]);
  });
});

describe("the two lists of a page together", () => {
  const soundOf = (syllable: string) =>
    syllable
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/đ/gi, "d")
      .toLowerCase();

  it("never offers for a sibling a given name of the same sound in another tone (Thủy beside Thùy)", () => {
    for (const facts of all)
      for (const sibling of related.siblingsOf(facts)) {
        const other = bySlug.get(sibling.slug)!;
        expect(soundOf(other.syllables[1].syllable), `${facts.name}: ${other.name}`).not.toBe(
          soundOf(facts.syllables[1].syllable),
        );
      }
  });

  it("never lists one name both for its meaning and for a sibling", () => {
    for (const facts of all) {
      const similar = new Set(related.similarTo(facts).map((n) => n.slug));
      for (const sibling of related.siblingsOf(facts)) expect(similar.has(sibling.slug), facts.name).toBe(false);
    }
  });

  it("points from a name for both to boys' and girls' names alike, at most half of a list for one side", () => {
    const oneSided = (list: readonly { lean: string }[]) =>
      Math.max(...["trai", "gai"].map((side) => list.filter((n) => n.lean === side).length)) >
      Math.ceil(list.length / 2);
    const forBoth = all.filter((facts) => facts.lean === "ca-hai");
    expect(forBoth.length).toBeGreaterThan(50);
    const lopsided = forBoth.filter((facts) => oneSided(related.similarTo(facts)));
    // Only where the table has too few names of one side that share the meaning.
    expect(lopsided.length / forBoth.length).toBeLessThan(0.05);
    const minhAn = related.similarTo(byName.get("Minh An")!);
    expect(minhAn.filter((n) => n.lean === "trai").length).toBeLessThanOrEqual(3);
  });
});
