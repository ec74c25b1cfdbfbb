import { describe, expect, it } from "vitest";
import { relateToBirth } from "../elements.ts";
import { scoreName, type NameFeatures, type ScoreContext } from "../score.ts";
import { analyseToneSequence, toneVerdictOf } from "../tones.ts";
import type { Tone } from "../../vietnamese/normalize.ts";

const context: ScoreContext = { selectedThemes: ["tri-tue"], wishTermCount: 1, hasProfile: true, themeLabel: (id) => ({ "tri-tue": "Trí tuệ" })[id as "tri-tue"] ?? id };
const tones = (list: Tone[]) => ({ toneVerdict: toneVerdictOf(list), tones: () => analyseToneSequence(list) });
// Nguyễn Minh Tuệ: T-B-T.
const base: NameFeatures = {
  givenThemes: ["tri-tue"], middleThemes: [["anh-sang"]], wishMatches: ["thông minh"], familiarity: 1,
  pairFamiliarity: 0, pairText: "Minh Tuệ",
  givenRelation: relateToBirth("Kim", "Thủy"), middleRelations: [relateToBirth("Hỏa", "Thủy")], ...tones(["nga", "ngang", "nang"]),
};

describe("scoreName", () => {
  it("explains a good name in the parents' words", () => {
    const { score, reasons } = scoreName(base, context);
    expect(score).toBeGreaterThan(70);
    expect(score).toBeLessThanOrEqual(100);
    expect(reasons).toContain("Thể hiện cảm hứng Trí tuệ");
    expect(reasons).toContain("Đáp ứng mong muốn: 'thông minh'");
    expect(reasons).toContain("Hợp mệnh Thủy của bé (Kim sinh Thủy)");
    expect(reasons).toContain("Thanh điệu cân đối: trắc – bằng – trắc");
  });

  it("ranks a name that feeds the mệnh above one that overcomes it", () => {
    const khac = scoreName({ ...base, givenRelation: relateToBirth("Thổ", "Thủy") }, context);
    expect(scoreName(base, context).exact).toBeGreaterThan(khac.exact);
    expect(khac.reasons).toContain("Lưu ý: tên hành Thổ, theo ngũ hành là Thổ khắc Thủy với mệnh Thủy của bé");
  });

  it("marks down an all-bằng name and says why", () => {
    const flat = scoreName({ ...base, ...tones(["ngang", "ngang", "huyen"]) }, context);
    expect(flat.exact).toBeLessThan(scoreName(base, context).exact);
    expect(flat.reasons).toContain("Lưu ý: toàn thanh bằng (bằng – bằng – bằng)");
  });

  it("rewards answering the wish and the chosen themes", () => {
    expect(scoreName({ ...base, wishMatches: [] }, context).exact).toBeLessThan(scoreName(base, context).exact);
    expect(scoreName({ ...base, givenThemes: ["que-huong"], middleThemes: [["que-huong"]] }, context).exact).toBeLessThan(scoreName(base, context).exact);
  });

  it("prefers a given name families really give", () => {
    expect(scoreName({ ...base, familiarity: 0 }, context).exact).toBeLessThan(scoreName(base, context).exact);
  });

  it("prefers a middle and given name families give together, and says so", () => {
    const realPair = scoreName({ ...base, pairFamiliarity: 1 }, context);
    expect(realPair.exact).toBeGreaterThan(scoreName(base, context).exact);
    expect(realPair.reasons).toContain('"Minh Tuệ" là tên nhiều gia đình Việt đã đặt cho con');
    expect(realPair.reasons).not.toContain("Tên quen thuộc, được nhiều gia đình Việt chọn cho con");
  });

  it("does not count pairing for a two-part name, which has no middle name", () => {
    const twoPart = scoreName({ ...base, middleThemes: [], middleRelations: [], pairFamiliarity: null, pairText: null }, context);
    expect(twoPart.score).toBeGreaterThan(70);
  });

  it("does not count ngũ hành without a birth date, nor mention it", () => {
    const { reasons, score } = scoreName(base, { ...context, hasProfile: false });
    expect(reasons.some((r) => r.includes("mệnh"))).toBe(false);
    expect(score).toBeGreaterThan(0);
  });
});
