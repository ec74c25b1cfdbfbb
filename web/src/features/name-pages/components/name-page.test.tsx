// A name's page says how common the name is as a parent understands it, honest that it is a sample.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NamePage } from "@/features/name-pages/components/name-page.tsx";
import { commonnessIndex } from "@/features/name-pages/model/name-commonness.ts";
import { allNameFacts } from "@/features/name-pages/model/name-facts.ts";

const names = allNameFacts();
const commonnessOf = commonnessIndex(names);

/** The page's "Ai thường đặt tên …?" part, as a parent reads it. */
function whoGivesIt(name: string): string {
  const facts = names.find((n) => n.name === name)!;
  render(<NamePage facts={facts} commonness={commonnessOf(facts)} similar={[]} siblings={[]} />);
  return screen.getByRole("region", { name: `Ai thường đặt tên ${name}?` }).textContent!;
}

describe("how common a name's page says it is", () => {
  it("says a band, never a small count from the sample as if it were everyone", () => {
    const text = whoGivesIt("Minh Khôi");
    expect(text).toContain(
      "Minh Khôi là tên phổ biến: trong mẫu họ tên, tên này gặp nhiều hơn phần lớn các tên bé trai khác.",
    );
    expect(text).not.toMatch(/\d+ người mang tên/u);
  });

  it("names the sample once, in the source note, and says what it can and cannot tell", () => {
    const text = whoGivesIt("Tuấn Anh");
    expect(text).toContain("Tuấn Anh là tên rất phổ biến");
    expect(text.match(/mẫu 8\.757 họ tên người Việt/gu)).toHaveLength(1);
    expect(text).toContain("không phải số người mang tên trên cả nước");
  });

  it("does not call a girl's name rare because the sample, mostly men, has nobody bearing it", () => {
    const text = whoGivesIt("Minh Anh");
    expect(text).toContain("Chưa ai trong mẫu họ tên mang tên Minh Anh, nhưng mẫu phần lớn là nam giới");
    expect(text).not.toContain("ít người trùng");
  });
});

describe("a name page's tones", () => {
  /** The page's "Thanh điệu và ngũ hành" part. */
  function tonesOf(name: string): string {
    const facts = names.find((n) => n.name === name)!;
    render(<NamePage facts={facts} commonness={commonnessOf(facts)} similar={[]} siblings={[]} />);
    return screen.getByRole("region", { name: "Thanh điệu và ngũ hành" }).textContent!;
  }

  it("says which surnames the name sounds best after, never that the baby's surname should change", () => {
    // Minh Anh: two level tones.
    const text = tonesOf("Minh Anh");
    expect(text).toContain("nên tên đọc có trầm có bổng nhất sau một họ mang thanh trắc (như Nguyễn, Phạm, Đỗ)");
    expect(text).not.toMatch(/họ của bé nên/);
    expect(text).toContain("(Rất đẹp, Đẹp, Cân nhắc, Không nên)");
  });
});
