import { describe, expect, it } from "vitest";
import { wishWordsNotInReasons } from "@/features/inspiration-result/model/wish-words.ts";

describe("the wish words a card quotes", () => {
  it("leaves out the words a reason already quotes, and keeps the parents' order for the rest", () => {
    const reasons = ["Thể hiện cảm hứng Trí tuệ", "Đáp ứng mong muốn: “thành công”"];
    expect(wishWordsNotInReasons(["thông minh", "thành công", "hiền lành"], reasons)).toEqual([
      "thông minh",
      "hiền lành",
    ]);
  });

  it("does not take a word for quoted when a reason only contains it inside another", () => {
    expect(wishWordsNotInReasons(["an"], ["Đáp ứng mong muốn: “bình an”"])).toEqual(["an"]);
  });
});
