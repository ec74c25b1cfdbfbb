import { describe, expect, it } from "vitest";
import { HEARD_AS, NOI_LAI_PHRASES } from "../data/noi-lai-phrases.ts";
import { findNoiLai, findNoiLaiInName, findPhraseInName, noiLaiPairs, spoonerise } from "../noi-lai.ts";
import { soundOf, spell } from "../onset-rhyme.ts";
import { isVietnameseSyllable } from "../../vietnamese/syllable.ts";
import { foldAccents } from "../../vietnamese/normalize.ts";

describe("onset and rhyme", () => {
  it("splits the spelling variants into one sound", () => {
    expect(soundOf("Kiên")).toEqual({ onset: "k", rhyme: "iên", tone: "ngang" });
    expect(soundOf("Nghĩa")).toMatchObject({ onset: "ng", rhyme: "ia" });
    expect(soundOf("gìn")).toEqual({ onset: "gi", rhyme: "in", tone: "huyen" });
    expect(soundOf("Quý")).toEqual({ onset: "qu", rhyme: "i", tone: "sac" });
    expect(soundOf("Yến")).toMatchObject({ onset: "", rhyme: "iên" });
  });

  it("spells a sound back with c/k, g/gh, ng/ngh, gi and y as Vietnamese writes them", () => {
    expect(spell({ onset: "k", rhyme: "inh", tone: "sac" })).toBe("kính");
    expect(spell({ onset: "k", rhyme: "ao", tone: "ngang" })).toBe("cao");
    expect(spell({ onset: "g", rhyme: "e", tone: "ngang" })).toBe("ghe");
    expect(spell({ onset: "ng", rhyme: "ia", tone: "nga" })).toBe("nghĩa");
    expect(spell({ onset: "gi", rhyme: "in", tone: "huyen" })).toBe("gìn");
    expect(spell({ onset: "", rhyme: "iên", tone: "sac" })).toBe("yến");
    expect(spell({ onset: "h", rhyme: "oa", tone: "huyen" })).toBe("hòa");
  });
});

describe("nói lái", () => {
  it("swaps onsets (rhyme and tone travel): bí mật → bật mí", () => {
    expect(spoonerise("bí", "mật", "doi-am-dau")).toBe("Bật Mí");
  });

  it("swaps rhymes keeping each tone in place: Hà Hạnh → Hành Hạ", () => {
    expect(spoonerise("Hà", "Hạnh", "doi-van-giu-thanh")).toBe("Hành Hạ");
  });

  it("catches Hà Hạnh, which spoonerises to 'hành hạ'", () => {
    expect(findNoiLai("Hà", "Hạnh")).toMatchObject({ result: "Hành Hạ", phrase: "hành hạ", kind: "xui" });
  });

  it("catches a pair whose spoonerism says a crude word: Đức Tụ → Đụ Tức", () => {
    expect(findNoiLai("Đức", "Tụ")).toMatchObject({ result: "Đụ Tức", kind: "tuc" });
  });

  it("hears a phrase in either order: Tan Quài → Tài Quan, heard as quan tài", () => {
    expect(findNoiLai("Tan", "Quài")).toMatchObject({ result: "Tài Quan", phrase: "quan tài", kind: "xui" });
  });

  it("catches 'chết' heard in Chiến Tết → Chết Tiến", () => {
    expect(findNoiLai("Chiến", "Tết")).toMatchObject({ phrase: "chết" });
  });

  it("lets ordinary names through", () => {
    for (const [a, b] of [
      ["Minh", "Anh"],
      ["Bảo", "Ngọc"],
      ["Gia", "Huy"],
      ["Thu", "Trang"],
      ["Đức", "Minh"],
    ]) {
      expect(findNoiLai(a!, b!)).toBeNull();
    }
  });

  it("checks every adjacent pair outside the surname, and the surname with the given name", () => {
    expect(noiLaiPairs(3, 1)).toEqual([
      [0, 1],
      [1, 2],
      [0, 2],
    ]);
    expect(noiLaiPairs(4, 1)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [0, 3],
    ]);
    expect(noiLaiPairs(3, 2)).toEqual([
      [1, 2],
      [0, 2],
    ]);
    expect(noiLaiPairs(2, 1)).toEqual([[0, 1]]);
  });

  it("finds a bad pair anywhere in a full name", () => {
    expect(findNoiLaiInName(["Nguyễn", "Hà", "Hạnh"], 1)?.phrase).toBe("hành hạ");
    expect(findNoiLaiInName(["Hà", "Minh", "Hạnh"], 1)?.phrase).toBe("hành hạ");
    expect(findNoiLaiInName(["Nguyễn", "Minh", "Anh"], 1)).toBeNull();
  });

  it("curates at least 40 phrases, each written in real Vietnamese syllables", () => {
    expect(NOI_LAI_PHRASES.length).toBeGreaterThanOrEqual(40);
    const bad = NOI_LAI_PHRASES.flatMap((p) => p.phrase.split(" ")).filter((s) => !isVietnameseSyllable(s));
    expect(bad).toEqual([]);
    expect(new Set(NOI_LAI_PHRASES.map((p) => p.phrase)).size).toBe(NOI_LAI_PHRASES.length);
  });

  it("catches two adjacent syllables that read, as they stand, as a mocking phrase: Linh Tinh", () => {
    expect(findPhraseInName(["Lê", "Linh", "Tinh"], 1)).toMatchObject({
      pair: ["Linh", "Tinh"],
      phrase: "linh tinh",
      kind: "che",
    });
    expect(findPhraseInName(["Trần", "Hành", "Hạ"], 1)?.phrase).toBe("hành hạ");
    expect(findPhraseInName(["Lê", "Linh", "Lan"], 1)).toBeNull();
  });

  it("reads the surname with the given name, as a name is shortened: Ung Minh Anh Thư is “Ung Thư”", () => {
    expect(findPhraseInName(["Ung", "Minh", "Anh", "Thư"], 1)).toMatchObject({
      pair: ["Ung", "Thư"],
      phrase: "ung thư",
      kind: "xui",
    });
    expect(findPhraseInName(["Ung", "Anh", "Thư"], 1)?.phrase).toBe("ung thư");
    expect(findPhraseInName(["Ung", "Anh", "Thi"], 1)).toBeNull();
  });

  it("hears two syllables side by side as the phrase they all but say: Võ Ân is “vô ân”, Hoàng Phủ Thủy “phù thủy”", () => {
    expect(findPhraseInName(["Võ", "Ân"], 1)).toMatchObject({ pair: ["Võ", "Ân"], phrase: "vô ân", heardAs: true });
    expect(findPhraseInName(["Võ", "Tâm", "Như"], 1)?.phrase).toBe("vô tâm");
    expect(findPhraseInName(["Hoàng", "Phủ", "Thủy"], 2)?.phrase).toBe("phù thủy");
    // Only side by side and in the order written: the shortened "Võ Tâm" of Võ Minh Tâm is a name.
    expect(findPhraseInName(["Võ", "Minh", "Tâm"], 1)).toBeNull();
    expect(findPhraseInName(["Lê", "Ân", "Võ"], 1)).toBeNull();
    expect(findPhraseInName(["Vũ", "Ân"], 1)).toBeNull();
  });

  it("writes each phrase heard as a name writes it, a tone or a vowel's hat from the phrase", () => {
    for (const { written, phrase } of HEARD_AS) {
      const syllables = written.split(" ");
      expect(syllables.every(isVietnameseSyllable)).toBe(true);
      expect(written.toLowerCase()).not.toBe(phrase);
      expect(foldAccents(written.toLowerCase())).toBe(foldAccents(phrase));
    }
  });

  it("leaves the surname's own syllables alone: the family cannot change them", () => {
    expect(findPhraseInName(["Linh", "Tinh", "An"], 2)).toBeNull();
    expect(findPhraseInName(["Hoàng", "Linh", "Tinh"], 1)?.phrase).toBe("linh tinh");
  });
});
