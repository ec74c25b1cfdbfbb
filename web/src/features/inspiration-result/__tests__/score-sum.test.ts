import { describe, expect, it } from "vitest";
import { scoreSumText } from "@/features/inspiration-result/model/score-words.ts";

describe("a card's own sum", () => {
  it("calls a difference under a point rounding, not a warning the card does not show", () => {
    expect(scoreSumText({ quality: 79, fit: 82 }, 80)).toBe("Tên này: 0,65 × 79 + 0,35 × 82 = 80,1, làm tròn 80.");
  });

  it("writes a second decimal where one would round the other way: 78,45 is 78, but 78,5 reads 79", () => {
    // 0.65 × 90 + 0.35 × 57 = 78.45 from rounded parts; the exact parts gave 78.
    expect(scoreSumText({ quality: 90, fit: 57 }, 78)).toBe("Tên này: 0,65 × 90 + 0,35 × 57 = 78,45, làm tròn 78.");
    expect(scoreSumText({ quality: 84, fit: 71 }, 79)).toBe("Tên này: 0,65 × 84 + 0,35 × 71 = 79,45, làm tròn 79.");
  });

  it("takes three points a warning, as the formula says, and counts them", () => {
    expect(scoreSumText({ quality: 92, fit: 0 }, 57)).toBe(
      "Tên này: 0,65 × 92 + 0,35 × 0 = 59,8, trừ 3 điểm cho 1 điều cần lưu ý, còn 57 (các phần đã làm tròn).",
    );
    expect(scoreSumText({ quality: 80, fit: 60 }, 67)).toBe(
      "Tên này: 0,65 × 80 + 0,35 × 60 = 73, trừ 6 điểm cho 2 điều cần lưu ý, còn 67 (các phần đã làm tròn).",
    );
  });

  it("says the ceiling of a warned name when that is what holds it down", () => {
    expect(scoreSumText({ quality: 100, fit: 100 }, 84)).toBe(
      "Tên này: 0,65 × 100 + 0,35 × 100 = 100; tên có điều cần lưu ý không quá 84 điểm, còn 84.",
    );
    // Võ Hiếu, all trắc: 90,9 less one warning is 87,9, held at 84. The gap of 6,9 is no count of
    // warnings (it read "trừ 6 điểm cho 2 điều cần lưu ý" where the card lists one).
    expect(scoreSumText({ quality: 86, fit: 100 }, 84)).toBe(
      "Tên này: 0,65 × 86 + 0,35 × 100 = 90,9; tên có điều cần lưu ý không quá 84 điểm, còn 84.",
    );
  });

  it("says what a family warning took from the score when the fit part had nothing left to give", () => {
    // Nguyễn Bảo Ngọc with the parents' years: all trắc (3 points), and the years' warning costs a
    // fit part of 4 all it has and then 1,6 points of the score at the fit's weight.
    const years = "Lưu ý về tuổi bố mẹ: tên hành Thổ, bố mệnh Thủy (Thổ khắc Thủy)";
    expect(scoreSumText({ quality: 93, fit: 0 }, 56, [years])).toBe(
      "Tên này: 0,65 × 93 + 0,35 × 0 = 60,45, trừ 3 điểm cho 1 điều cần lưu ý khác và 1,5 điểm cho điều cần lưu ý về tuổi bố mẹ mà phần Khớp điều đã chọn không còn đủ điểm để trừ, còn 56 (các phần đã làm tròn). Điều cần lưu ý về tuổi bố mẹ đã trừ vào phần Khớp điều đã chọn (0).",
    );
    expect(scoreSumText({ quality: 90, fit: 0 }, 57, [years])).toBe(
      "Tên này: 0,65 × 90 + 0,35 × 0 = 58,5, trừ 1,5 điểm cho điều cần lưu ý về tuổi bố mẹ mà phần Khớp điều đã chọn không còn đủ điểm để trừ, còn 57 (các phần đã làm tròn). Điều cần lưu ý về tuổi bố mẹ đã trừ vào phần Khớp điều đã chọn (0).",
    );
  });

  it("says a name whose warnings took more than its sum stops at 0", () => {
    // A parent's own Văn Tèo for a girl: quality 1, fit 3, and four warnings.
    expect(scoreSumText({ quality: 1, fit: 3 }, 0)).toBe(
      "Tên này: 0,65 × 1 + 0,35 × 3 = 1,7, trừ 3 điểm cho mỗi điều cần lưu ý, và điểm không xuống dưới 0: còn 0.",
    );
  });
});
