import { describe, expect, it } from "vitest";
import { relateToBirth } from "../elements.ts";
import { parentProfile } from "../parents.ts";
import { generateReport } from "../generate-report.ts";
import type { CandidateAnalysis } from "../report-types.ts";
import { scoreName } from "../score.ts";
import { FIT, QUALITY } from "../score-criteria.ts";
import type { ScoreContext } from "../score-inputs.ts";
import { scoreAsSuggestion } from "../score-as-suggestion.ts";
import type { InspirationInput, ThemeId } from "../types.ts";
import { TODAY } from "./report-fixtures.ts";
import { base, context, tones } from "./score-fixtures.ts";

describe("scoreName", () => {
  it("gives 100 only when every criterion is fully met, and says why in the parents' words", () => {
    const { score, reasons } = scoreName(base, context);
    expect(score).toBe(100);
    expect(reasons).toContain("Thể hiện cảm hứng Trí tuệ");
    expect(reasons).toContain("Đáp ứng mong muốn: “sáng dạ”");
    expect(reasons.some((r) => r.includes("Minh Tuệ"))).toBe(true);
    expect(scoreName({ ...base, ...tones(["ngang", "ngang", "ngang"]) }, context).score).toBeLessThan(100);
  });

  it("makes naturalness the largest criterion", () => {
    const all = [...QUALITY, ...FIT];
    const weights = all.map((c) => c.weight);
    expect(QUALITY.find((c) => c.id === "tu-nhien")!.weight).toBe(Math.max(...weights));
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it("never scores a new combination above a real name with the same fit", () => {
    const real = scoreName(base, context).exact;
    const fresh = scoreName({ ...base, naturalness: 0.2 }, context).exact;
    expect(fresh).toBeLessThan(real);
    // Even the least common real name beats a new combination that fits as well.
    expect(scoreName({ ...base, naturalness: 0.2 }, context).exact).toBeLessThan(
      scoreName({ ...base, naturalness: 0.7 }, context).exact,
    );
  });

  it("ranks a name that feeds the mệnh above one that overcomes it", () => {
    const feeds = scoreName({ ...base, givenRelation: relateToBirth("Kim", "Thủy") }, context).exact;
    const overcomes = scoreName({ ...base, givenRelation: relateToBirth("Thổ", "Thủy") }, context).exact;
    expect(feeds).toBeGreaterThan(overcomes);
  });

  it("does not count ngũ hành without a birth date, nor the wish when it only repeats the themes", () => {
    const bare = { ...context, hasProfile: false, wishTexts: [] };
    const { reasons, score } = scoreName(
      { ...base, givenRelation: null, middleRelations: [null], scoredWishMatches: [] },
      bare,
    );
    expect(reasons.some((r) => r.includes("mệnh"))).toBe(false);
    expect(reasons.some((r) => r.startsWith("Đáp ứng"))).toBe(false);
    expect(score).toBe(100);
  });

  it("scores a name of today above one of the parents' generation, in quality, whatever the family asks", () => {
    const today = scoreName(base, context);
    const dated = scoreName({ ...base, modernity: 0.5 }, context);
    expect(dated.parts.quality).toBeLessThan(today.parts.quality);
    expect(dated.parts.fit).toBe(today.parts.fit);
    expect(today.reasons).toContain("Tên mang nét hiện đại, hợp với các bé ngày nay");
    expect(dated.reasons.some((r) => r.startsWith("Tên mang nét hiện đại"))).toBe(false);
  });

  it("keeps a new combination of today's syllables under the quality floor of 60", () => {
    // Its syllables' style does not make it a name: it earns no more hợp thời than a plain name.
    const fresh = { ...base, attested: false, naturalness: 0.3, meaningShare: 0.85 };
    expect(scoreName(fresh, context).parts.quality).toBeLessThan(60);
    // Even where readers liked it beside the names of its report.
    expect(scoreName({ ...fresh, readerAppeal: 1 }, context).parts.quality).toBe(
      scoreName(fresh, context).parts.quality,
    );
    expect(scoreName({ ...fresh, attested: true }, context).parts.quality).toBeGreaterThan(
      scoreName(fresh, context).parts.quality,
    );
  });

  it("with the gender not known, scores a name for both above one that leans a way, in fit alone", () => {
    const unknown = { ...context, genderUnknown: true };
    const both = scoreName({ ...base, neutrality: 1, lean: "ca-hai" }, unknown);
    const mild = scoreName({ ...base, neutrality: 0.75, lean: "gai" }, unknown);
    const strong = scoreName({ ...base, neutrality: 0, lean: "gai" }, unknown);
    expect(both.exact).toBeGreaterThan(mild.exact);
    expect(mild.exact).toBeGreaterThan(strong.exact);
    expect(new Set([both, mild, strong].map((r) => r.parts.quality)).size).toBe(1);
    expect(both.reasons).toContain("Hợp cả bé trai lẫn bé gái, khi gia đình chưa biết giới tính");
    expect(strong.reasons).toContain("Nghiêng về tên con gái, hợp nếu bé là bé gái");
    // A family who knows the gender is not asked about it: the lean costs nothing.
    expect(scoreName({ ...base, neutrality: 0, lean: "gai" }, context).exact).toBe(scoreName(base, context).exact);
  });

  it("with the gender not known, lets a chosen theme outweigh suiting both genders", () => {
    // Readers who see each name's label judge a girl's name as a girl's name: one that carries one
    // of the two chosen themes answers the family better than a name for both that carries none.
    const unknown = { ...context, selectedThemes: ["tri-tue", "binh-an"] as ThemeId[], genderUnknown: true };
    const themed = scoreName({ ...base, neutrality: 0, lean: "gai" }, unknown);
    const both = scoreName({ ...base, neutrality: 1, lean: "ca-hai", givenThemes: [], middleThemes: [] }, unknown);
    expect(themed.parts.quality).toBe(both.parts.quality);
    expect(themed.exact).toBeGreaterThan(both.exact);
  });

  it("with the gender not known, does not count a pair for both whose given name alone leans one way as one for both", () => {
    // Gia Nguyên is given to both, but Nguyên alone is a boy's name; Gia Ân's Ân is given to both.
    const request: InspirationInput = {
      surname: "Trần",
      gender: "chua-biet",
      birthDate: null,
      themes: ["binh-an"],
      wish: "",
      middleName: null,
      avoid: [],
      length: 3,
    };
    const forBoth = "Hợp cả bé trai lẫn bé gái, khi gia đình chưa biết giới tính";
    const nguyen = scoreAsSuggestion(request, "Trần Gia Nguyên");
    const an = scoreAsSuggestion(request, "Trần Gia Ân");
    // The card still says what families do: both are given to boys and girls.
    expect([nguyen.genderLean, an.genderLean]).toEqual(["ca-hai", "ca-hai"]);
    expect(an.reasons).toContain(forBoth);
    expect(nguyen.reasons).not.toContain(forBoth);
  });

  it("warns of a name that is also a place, and keeps it below the same name that is not", () => {
    const place = scoreName({ ...base, placeEcho: "Hải Dương" }, context);
    expect(place.parts.quality).toBeLessThan(scoreName(base, context).parts.quality);
    expect(place.warnings).toBe(1);
    expect(place.reasons).toContain("Lưu ý: “Hải Dương” cũng là tên một địa danh, dễ gợi đến nơi ấy trước");
  });

  it("gives an all-bằng name half the tone's share, says so, and warns of nothing: many loved names sound so", () => {
    const flat = scoreName({ ...base, ...tones(["ngang", "huyen", "ngang"]) }, context);
    const alternating = scoreName({ ...base, ...tones(["ngang", "sac", "ngang"]) }, context);
    expect(flat.parts.quality).toBeLessThan(alternating.parts.quality);
    expect(flat.warnings).toBe(0);
    expect(flat.reasons).toContain("Toàn thanh bằng, đọc êm nhưng ít trầm bổng: bằng – bằng – bằng");
    expect(flat.reasons.some((r) => r.startsWith("Lưu ý"))).toBe(false);
  });
});

describe("hợp tuổi bố mẹ and failed checks", () => {
  // A father born 1990 (Lộ Bàng Thổ) and a mother born 1986 (Lư Trung Hỏa).
  const withParents: ScoreContext = {
    ...context,
    parents: [
      { role: "father", profile: parentProfile(1990) },
      { role: "mother", profile: parentProfile(1986) },
    ],
  };

  it("counts only when the parents gave their years, and never more than naturalness", () => {
    expect(scoreName(base, context).score).toBe(scoreName(base, { ...context, parents: [] }).score);
    const criterion = FIT.find((c) => c.id === "hop-tuoi-bo-me")!;
    expect(criterion.weight).toBeLessThan(QUALITY.find((c) => c.id === "tu-nhien")!.weight);
  });

  it("scores a name whose element the parents' mệnh feeds above one that clashes with both", () => {
    // Thổ father and Hỏa mother: Kim is fed by Thổ but overcome by Hỏa; Thổ is bình hòa with the
    // father and fed by the mother; Thủy is overcome by Thổ and overcomes Hỏa.
    const score = (element: "Kim" | "Thổ" | "Thủy") =>
      scoreName({ ...base, givenElement: element, middleElements: [element] }, withParents).exact;
    expect(score("Thổ")).toBeGreaterThan(score("Kim"));
    // Both carry a "Lưu ý" and sit at the warned ceiling; their fit still tells them apart.
    const fit = (element: "Kim" | "Thủy") =>
      scoreName({ ...base, givenElement: element, middleElements: [element] }, withParents).parts.fit;
    expect(fit("Kim")).toBeGreaterThan(fit("Thủy"));
    const reasons = scoreName({ ...base, givenElement: "Thổ", middleElements: ["Thổ"] }, withParents).reasons;
    expect(reasons).toContain("Hợp tuổi bố mẹ: tên hành Thổ, bố mệnh Thổ (Bình hòa Thổ); mẹ mệnh Hỏa (Hỏa sinh Thổ)");
  });

  it("marks down a name that fails a check, and says so", () => {
    const clean = scoreName(base, context);
    const failing = scoreName({ ...base, failedChecks: 1 }, context);
    expect(failing.score).toBeLessThan(clean.score - 20);
    expect(failing.reasons.at(-1)).toMatch(/chưa qua một bước kiểm tra/);
  });
});

describe("a chosen theme as readers hear it", () => {
  // Hòa is peace first, kindness second; Tâm the reverse. Xuân Hòa is a boys' pair, Xuân Tâm a girls'.
  const fitOf = (name: string, gender: "trai" | "gai", theme: ThemeId): number => {
    const input: InspirationInput = {
      surname: "Trịnh",
      gender,
      birthDate: null,
      themes: [theme],
      wish: null,
      middleName: null,
      avoid: [],
      length: 3,
      candidates: [{ name, hanTu: null }],
      fatherBirthYear: null,
      motherBirthYear: null,
    };
    return (generateReport(input, { today: TODAY }).candidates![0] as CandidateAnalysis).scoreParts.fit;
  };

  it("counts a theme fully as the given name's first meaning, 0.3 less as its second: Xuân Hòa, Xuân Tâm", () => {
    expect(fitOf("Xuân Hòa", "trai", "binh-an")).toBe(100);
    expect(fitOf("Xuân Hòa", "trai", "nhan-hau")).toBe(70);
    expect(fitOf("Xuân Tâm", "gai", "nhan-hau")).toBe(100);
    expect(fitOf("Xuân Tâm", "gai", "binh-an")).toBe(70);
  });
});

describe("a family warning and the fit part", () => {
  // A father born 1990 (Lộ Bàng Thổ): a Mộc given name overcomes his mệnh, a Thổ one is bình hòa.
  const father: ScoreContext = { ...context, parents: [{ role: "father", profile: parentProfile(1990) }] };
  const clash = { ...base, givenElement: "Mộc" as const, middleElements: ["Thổ" as const] };
  const calm = { ...base, givenElement: "Thổ" as const, middleElements: ["Thổ" as const] };

  it("costs the fit part itself, so the part shown drops beside the warning", () => {
    const warned = scoreName(clash, father);
    const clean = scoreName(calm, father);
    expect(warned.reasons.some((r) => r.startsWith("Lưu ý về tuổi bố mẹ"))).toBe(true);
    // The criterion weighs 5 of 81 fit points, so alone it moves the part by a few points; the
    // warning takes 3 / 0.35 more.
    expect(clean.parts.fit - warned.parts.fit).toBeGreaterThanOrEqual(9);
    expect(warned.score).toBeLessThan(clean.score);
  });

  it("still costs the score what any warning costs, and keeps the name below 85", () => {
    const warned = scoreName(clash, father);
    expect(warned.warnings).toBeGreaterThan(0);
    expect(warned.score).toBeLessThanOrEqual(84);
    // The score is redone from the parts shown, with no further cost for the family warning.
    const others = warned.warnings - 1;
    expect(warned.exact).toBeCloseTo(
      Math.min(84, 0.65 * warned.parts.quality + 0.35 * warned.parts.fit - 3 * others),
      5,
    );
  });
});

describe("the tones' reason on a card", () => {
  it("calls only an alternating name balanced, and a mix that runs three trắc a mix", () => {
    const reasonOf = (list: Parameters<typeof tones>[0]) =>
      scoreName({ ...base, ...tones(list) }, context).reasons.find((r) => /thanh/i.test(r));
    expect(reasonOf(["nga", "ngang", "nang"])).toBe("Thanh điệu xen kẽ, có trầm có bổng: trắc – bằng – trắc");
    expect(reasonOf(["nang", "nang", "hoi", "ngang"])).toBe(
      "Có cả thanh bằng lẫn thanh trắc: trắc – trắc – trắc – bằng",
    );
  });
});
