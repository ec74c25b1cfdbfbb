// What each criterion of a score earned and lost, in score points (score-weighed.ts): what a parent's
// own name's verdict is written from.
import { describe, expect, it } from "vitest";
import { scoreName } from "../score.ts";
import type { ScoreContext } from "../score-inputs.ts";
import { base, context, tones } from "./score-fixtures.ts";

describe("what each criterion earned and lost, in score points", () => {
  // Nguyễn Minh Tuệ for a family who chose two themes and wrote two wish words; it carries one of each.
  const asked: ScoreContext = {
    ...context,
    selectedThemes: ["tri-tue", "thien-nhien"],
    themeLabel: (id) => ({ "tri-tue": "Trí tuệ", "thien-nhien": "Thiên nhiên" })[id as "tri-tue"] ?? id,
    wishTexts: ["sáng dạ", "hiền lành"],
    wishChosenThemes: [[], []],
  };
  const flat = { ...base, ...tones(["nga", "nang", "sac"]), middleThemes: [[]] };
  const result = scoreName(flat, asked);
  const of = (id: string) => result.weighed.find((w) => w.id === id)!;

  it("adds up to the score: the gains are the score before warnings, gains and losses of a part its weight", () => {
    const gains = result.weighed.reduce((sum, w) => sum + w.gain, 0);
    const losses = result.weighed.reduce((sum, w) => sum + w.loss, 0);
    expect(gains + losses).toBeCloseTo(100, 6);
    expect(Math.abs(gains - result.exact)).toBeLessThanOrEqual(0.5);
  });

  it("prices a theme or a wish word not carried at its weight over the weights that apply, at the fit's weight", () => {
    // Fit: cảm hứng 50, mong muốn 25, ngũ hành 1; half of each of the first two is missed.
    expect(of("cam-hung").loss).toBeCloseTo(((0.5 * 50) / 76) * 35, 6);
    expect(of("mong-muon").loss).toBeCloseTo(((0.5 * 25) / 76) * 35, 6);
    expect(of("cam-hung").con).toBe("chưa mang cảm hứng Thiên nhiên bố mẹ chọn");
    expect(of("mong-muon").con).toBe("chưa có ý “hiền lành”");
    expect(of("cam-hung").pro).toBe("Thể hiện cảm hứng Trí tuệ");
    // One kind of tone throughout is a loss to name, never a reason for the name, and no warning.
    expect(of("thanh-dieu")).toMatchObject({ pro: null, con: "toàn thanh trắc, đọc chắc nhưng hơi nặng" });
    expect(of("thanh-dieu").loss).toBeCloseTo(((0.5 * 15) / 155) * 65, 6);
  });

  it("is worked out only when the reasons are asked for, never while ranking", () => {
    expect(scoreName(flat, asked, false).weighed).toEqual([]);
  });
});
