// The one line under a parent's own name: what moved its score the most, for it and against it,
// each point said once (candidate-verdict.ts).
import { describe, expect, it } from "vitest";
import { generateReport } from "../generate-report.ts";
import type { CandidateAnalysis } from "../report-types.ts";
import { BASE, candidate, TODAY } from "./candidate-fixtures.ts";

/** A Trần boy's report, for wisdom and light, with the parents' own Bảo Minh (hành Hỏa), born 2026 (Thủy). */
const baoMinhReport = (fatherBirthYear: number, motherBirthYear: number) =>
  generateReport(
    {
      ...BASE,
      surname: "Trần",
      gender: "trai",
      themes: ["tri-tue", "anh-sang"],
      fatherBirthYear,
      motherBirthYear,
      candidates: [{ name: "Bảo Minh", hanTu: null }],
    },
    { today: TODAY },
  );

describe("what the verdict weighs", () => {
  it("names what earned and what cost the name the most: a theme carried fully for it, one carried faintly against it", () => {
    const named = baoMinhReport(1986, 1988).candidates![0]!;
    // The card says as the verdict does which theme it carries fully and which it only touches.
    expect(named.reasons).toContain("Thể hiện cảm hứng Trí tuệ, gợi nhẹ Ánh sáng");
    expect(named.verdict).toMatch(
      /^Đẹp \(\d+\/100\): “Bảo Minh”: thể hiện cảm hứng Trí tuệ; .*\. Điểm trừ: mới gợi nhẹ cảm hứng Ánh sáng; tên hành Hỏa/,
    );
    // Its family warning costs the fit part: it no longer reads as fitting the family fully.
    expect(named.scoreParts.fit).toBeLessThan(80);
  });

  it("says first what the parents' choices gave the name, even where being a common name earned it more", () => {
    const [minhThu] = generateReport(
      {
        ...BASE,
        themes: ["thien-nhien", "tri-tue"],
        wish: "thông minh, hiền lành",
        candidates: [{ name: "Minh Thư", hanTu: null }],
      },
      { today: TODAY },
    ).candidates!;
    expect(minhThu!.verdict).toMatch(
      /^(Rất đẹp|Đẹp) \(\d+\/100\): “Minh Thư”: (thể hiện cảm hứng Trí tuệ|đáp ứng mong muốn)/,
    );
  });

  it("gives a name it weighs both a reason for and one against", () => {
    const ngocAnh = candidate("Ngọc Anh", {
      surname: "Trần",
      themes: ["thien-nhien"],
      wish: "yêu thiên nhiên",
      motherBirthYear: 1990,
    });
    expect(ngocAnh.band).toBe("can-nhac");
    // Its reasons carry no chosen theme: that costs it the most.
    expect(ngocAnh.verdict).toMatch(
      /^Cân nhắc \(\d+\/100\): “Ngọc Anh”: chưa mang cảm hứng Thiên nhiên bố mẹ chọn; .+\. Điểm cộng: .+\.$/,
    );
  });
});

describe("the verdict under a parent's own name", () => {
  // Parents who like three names of their own, none of which carries all they asked for.
  const report = generateReport(
    {
      ...BASE,
      birthDate: "2027-03-10",
      themes: ["thien-nhien", "tri-tue"],
      wish: "thông minh, hiền lành",
      candidates: [
        { name: "Minh Thư", hanTu: null },
        { name: "Văn Nam", hanTu: null },
        { name: "Bảo Ngọc", hanTu: null },
      ],
      fatherBirthYear: 1994,
      motherBirthYear: 1996,
    },
    { today: TODAY },
  );
  const [minhThu, vanNam, baoNgoc] = report.candidates!;
  /** The clauses for the name and against it, as the verdict lists them. */
  const sides = (c: CandidateAnalysis) => {
    const [first, second = ""] = c.verdict.split(/\. Điểm (?:trừ|cộng): /u);
    return c.band === "rat-dep" || c.band === "dep" ? { pro: first!, con: second } : { pro: second, con: first! };
  };

  it("names what costs the most points: the chosen themes and the wish a well-made name does not carry", () => {
    expect(baoNgoc!.scoreParts.quality).toBeGreaterThan(80);
    expect(baoNgoc!.verdict).toMatch(
      /^Cân nhắc \(\d+\/100\): “Bảo Ngọc”: chưa mang cảm hứng Thiên nhiên và Trí tuệ bố mẹ chọn; chưa có ý “thông minh”, “hiền lành”\. Điểm cộng: /u,
    );
  });

  it("holds against a name only what it misses, never what it was praised for", () => {
    const { pro, con } = sides(minhThu!);
    expect(minhThu!.reasons).toContain("Thể hiện cảm hứng Trí tuệ");
    expect(con).toMatch(/chưa mang cảm hứng Thiên nhiên bố mẹ chọn/u);
    expect(con).toMatch(/chưa có ý “hiền lành”/u);
    for (const c of report.candidates!) {
      const side = sides(c);
      for (const praised of side.pro.matchAll(/thể hiện cảm hứng ([^;.]+)/gu))
        for (const label of praised[1]!.split(/, | và /u)) expect(side.con).not.toContain(label);
      for (const word of c.wishMatches) expect(side.con).not.toContain(`“${word}”`);
    }
    expect(pro).not.toMatch(/chưa/u);
  });

  it("never says a name lacks a wish word it carries through a chosen theme, as its card says it does", () => {
    // "dịu dàng" and "đẹp" are words of Cái đẹp; Khánh Huyền carries the theme, so it answers them.
    const huyen = candidate("Khánh Huyền", {
      surname: "Trần",
      gender: "gai",
      themes: ["cai-dep", "thi-ca"],
      wish: "Mong con gái dịu dàng, nết na, có tâm hồn đẹp.",
    });
    expect(huyen.wishMatches).toEqual(expect.arrayContaining(["dịu dàng", "đẹp"]));
    expect(huyen.verdict).not.toMatch(/“dịu dàng”|“đẹp”/u);
    expect(huyen.verdict).toMatch(/chưa có ý “nết na”, “tâm hồn”/u);
  });

  it("says the name once and each point once, with Vietnamese quotes, and differs from name to name", () => {
    for (const c of report.candidates!) {
      const name = c.fullName.slice("Nguyễn ".length);
      expect(c.verdict.split(name)).toHaveLength(2);
      expect(c.verdict).not.toMatch(/["']/u);
    }
    // Văn Nam is a boy's name: said once, not again as "rare for a girl".
    expect(vanNam!.verdict).toMatch(/^Không nên \(\d+\/100\): “Văn Nam” thường được đặt cho bé trai; /u);
    expect(vanNam!.verdict).not.toMatch(/ít gặp ở con gái/iu);
    const withoutNames = report.candidates!.map((c) => c.verdict.replace(c.fullName.slice("Nguyễn ".length), ""));
    expect(new Set(withoutNames).size).toBe(3);
  });
});

describe("a family no element suits at once", () => {
  // A baby of Thủy (2026), a father of Mộc (1988) and a mother of Thổ (1990): every element is at
  // odds with one of them, so a caution on every card would say nothing the parents can act on.
  const report = baoMinhReport(1988, 1990);
  const names = [...report.suggestions, ...report.candidates!];

  it("says the relations plainly, warns of none, and lets a name reach the first band", () => {
    const familyCautions = names.flatMap((name) =>
      name.reasons.filter((r) => r.startsWith("Lưu ý: tên hành") || r.startsWith("Lưu ý về tuổi bố mẹ")),
    );
    expect(familyCautions).toEqual([]);
    expect(
      names.some((name) =>
        name.reasons.some((r) => r.endsWith("không hành nào hợp cùng lúc mệnh của bé và tuổi bố mẹ)")),
      ),
    ).toBe(true);
    expect(Math.max(...names.map((name) => name.score))).toBeGreaterThanOrEqual(85);
    // Nor is such a relation praised in a verdict.
    expect(report.candidates![0]!.verdict).not.toMatch(/không hành nào/);
  });
});
