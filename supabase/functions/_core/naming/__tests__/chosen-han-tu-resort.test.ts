import { describe, expect, it } from "vitest";
import { resortedAfterSwitch } from "../chosen-han-tu.ts";

describe("a chữ Hán switch in a paid report", () => {
  const list = [
    { fullName: "A", score: 90 },
    { fullName: "B", score: 80 },
    { fullName: "C", score: 80 },
    { fullName: "D", score: 70 },
  ];

  it("puts the name analysed again where its new score belongs, keeping ties in their order", () => {
    expect(resortedAfterSwitch(list, { fullName: "D", score: 85 }).map((s) => s.fullName)).toEqual([
      "A",
      "D",
      "B",
      "C",
    ]);
    expect(resortedAfterSwitch(list, { fullName: "A", score: 75 }).map((s) => s.fullName)).toEqual([
      "B",
      "C",
      "A",
      "D",
    ]);
  });

  it("leaves the list as it was when the score does not move", () => {
    expect(resortedAfterSwitch(list, { fullName: "B", score: 80 })).toEqual(list);
  });
});
