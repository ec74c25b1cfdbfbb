// What native readers made of a name in the blind readings moves its quality: up to 10 points for a
// name they put above the other names of its reports, up to 15 for one they put below, nothing for
// a name they never read; the card and a parent's verdict say so.
import { describe, expect, it } from "vitest";
import { generateReport } from "../generate-report.ts";
import { APPEAL_GAIN, APPEAL_LOSS, appealPointsOf, LIKED_CEILING, readerAppealOf } from "../reader-appeal.ts";
import { scoreName } from "../score.ts";
import type { NameFeatures } from "../score-inputs.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { TODAY, TYPICAL_INPUT } from "./report-fixtures.ts";
import { base, context } from "./score-fixtures.ts";

// Minh Tuệ made a name of middling quality, so neither a gain nor a loss is cut off at 0 or 100.
const name: NameFeatures = { ...base, naturalness: 0.7, commonness: 0.7, modernity: 0.75, naturalnessReason: null };
const qualityAt = (readerAppeal: number, attested = true) =>
  scoreName({ ...name, readerAppeal, attested }, context).parts.quality;

describe("the readers' appeal", () => {
  it("adds up to 10 quality points, in proportion, for a name readers put above its reports", () => {
    const unread = qualityAt(0);
    expect(qualityAt(0.1) - unread).toBe(APPEAL_GAIN / 2);
    expect(qualityAt(0.2) - unread).toBe(APPEAL_GAIN);
    expect(qualityAt(1) - unread).toBe(APPEAL_GAIN);
  });

  it("takes up to 15 for a name they put below, and a name they have not read keeps its quality", () => {
    const unread = qualityAt(0);
    expect(unread - qualityAt(-0.2)).toBe(APPEAL_LOSS * 0.4);
    expect(unread - qualityAt(-0.5)).toBe(APPEAL_LOSS);
    expect(unread - qualityAt(-2)).toBe(APPEAL_LOSS);
  });

  it("never makes a quality full: liking stops at 99, and a name already full stays full", () => {
    // Every criterion full but hợp thời (one syllable of today, one of the parents' time).
    const nearlyFull = { ...name, naturalness: 1, modernity: 0.75 };
    const quality = (readerAppeal: number) => scoreName({ ...nearlyFull, readerAppeal }, context).parts.quality;
    expect(quality(0)).toBeGreaterThan(90);
    expect(quality(0)).toBeLessThan(99);
    expect(quality(1)).toBe(LIKED_CEILING);
    const full = { ...nearlyFull, modernity: 1 };
    expect(scoreName({ ...full, readerAppeal: 0 }, context).parts.quality).toBe(100);
    expect(scoreName({ ...full, readerAppeal: 1 }, context).parts.quality).toBe(100);
  });

  it("gives a combination no family gives nothing, whatever readers made of it", () => {
    expect(appealPointsOf(1, false)).toBe(0);
    expect(qualityAt(1, false)).toBe(qualityAt(0, false));
    expect(qualityAt(-0.5, false)).toBe(qualityAt(0, false) - APPEAL_LOSS);
  });

  it("says on the card that readers liked a name, and weighs what it did in score points", () => {
    const liked = scoreName({ ...name, readerAppeal: 0.2 }, context);
    expect(liked.reasons).toContain("Được người Việt đọc thử chấm cao hơn các tên khác đọc cùng lúc");
    expect(liked.weighed.find((w) => w.id === "cam-nhan")).toMatchObject({ gain: APPEAL_GAIN * 0.65, loss: 0 });
    const plain = scoreName({ ...name, readerAppeal: -0.5 }, context);
    expect(plain.reasons.join(" ")).not.toMatch(/lượt đọc thử/);
    expect(plain.weighed.find((w) => w.id === "cam-nhan")).toMatchObject({
      gain: 0,
      loss: APPEAL_LOSS * 0.65,
      con: "người Việt đọc thử chấm tên này thấp hơn các tên khác đọc cùng lúc",
    });
  });

  it("reads the shipped table by the name's last middle name and its given name", () => {
    // Readers put Anh Thư well above the names beside it; its quality is full without them, and
    // the card still says it.
    expect(readerAppealOf(syllableKey("Anh"), syllableKey("Thư"))).toBeGreaterThanOrEqual(0.2);
    expect(readerAppealOf(syllableKey("Xyz"), syllableKey("Thư"))).toBe(0);
    const report = generateReport(
      { ...TYPICAL_INPUT, gender: "gai", themes: ["cai-dep"], candidates: [{ name: "Anh Thư", hanTu: null }] },
      { today: TODAY },
    );
    expect(report.candidates![0]!.reasons).toContain("Được người Việt đọc thử chấm cao hơn các tên khác đọc cùng lúc");
  });
});
