// The hard rules of a name (name-rules.ts): the surname under its other reading, echoes, Thất before a
// word of loss, words and places read across syllables, and what the family fixed, which is never the fault.
import { describe, expect, it } from "vitest";
import { THEMES } from "../data/themes.ts";
import { generateReport } from "../generate-report.ts";
import { describeRuleBreak, findRuleBreak } from "../name-rules.ts";
import type { InspirationInput } from "../types.ts";
import { TODAY, TYPICAL_INPUT } from "./report-fixtures.ts";

/** A three-syllable request with no birth date and no wish, with what the test is about. */
const reportFor = (request: Partial<InspirationInput> & Pick<InspirationInput, "surname" | "gender" | "themes">) =>
  generateReport({ ...TYPICAL_INPUT, birthDate: null, wish: null, candidates: [], ...request }, { today: TODAY });

describe("the surname under its other reading", () => {
  it("breaks the rule as a middle name or as the given name, and says so", () => {
    expect(findRuleBreak(["Võ"], ["Vũ"], "Khôi")).toEqual({ kind: "trung-ho", syllables: ["Võ", "Vũ"] });
    expect(findRuleBreak(["Võ"], ["Anh"], "Vũ")).toEqual({ kind: "trung-ho", syllables: ["Võ", "Vũ"] });
    expect(findRuleBreak(["Huỳnh"], ["Minh"], "Hoàng")).toEqual({ kind: "trung-ho", syllables: ["Huỳnh", "Hoàng"] });
    expect(findRuleBreak(["Võ"], ["Anh"], "Khôi")).toBeNull();
    expect(describeRuleBreak({ kind: "trung-ho", syllables: ["Võ", "Vũ"] })).toMatch(/họ “Võ” đọc theo cách khác/);
  });

  it("keeps such names out of a report and warns the parents of their own", () => {
    const report = reportFor({
      surname: "Võ",
      gender: "trai",
      themes: ["manh-me"],
      candidates: [{ name: "Anh Vũ", hanTu: null }],
    });
    const echoing = report.suggestions.filter((s) => s.fullName.split(" ").slice(1).includes("Vũ"));
    expect(echoing.map((s) => s.fullName)).toEqual([]);
    expect(report.candidates![0]!.warnings.some((w) => w.includes("họ “Võ” đọc theo cách khác"))).toBe(true);
  });
});

describe("one sound opening two syllables side by side", () => {
  it("breaks the rule between a middle and a given name that open alike (Hoài Hoan, Huy Huỳnh), and says so", () => {
    expect(findRuleBreak(["Trần"], ["Hoài"], "Hoan")).toEqual({ kind: "vang-am", syllables: ["Hoài", "Hoan"] });
    expect(findRuleBreak(["Trần"], ["Huy"], "Huỳnh")).toEqual({ kind: "vang-am", syllables: ["Huy", "Huỳnh"] });
    // The same consonant with another rhyme is no echo (Hoài An, Thanh Thảo, Thu Thủy).
    expect(findRuleBreak(["Trần"], ["Hoài"], "An")).toBeNull();
    expect(findRuleBreak(["Trần"], ["Thanh"], "Thảo")).toBeNull();
    expect(findRuleBreak(["Trần"], ["Thu"], "Thủy")).toBeNull();
    expect(describeRuleBreak({ kind: "vang-am", syllables: ["Hoài", "Hoan"] })).toMatch(/cùng một âm/);
  });

  it("breaks it in a two-syllable name whose given name opens with the surname's consonant (Trần Trung)", () => {
    expect(findRuleBreak(["Trần"], [], "Trung")).toEqual({ kind: "vang-am", syllables: ["Trần", "Trung"] });
    expect(findRuleBreak(["Trần"], [], "Minh")).toBeNull();
    // A middle name between them breaks the tongue-twister.
    expect(findRuleBreak(["Trần"], ["Minh"], "Trung")).toBeNull();
  });

  it("breaks it in a two-syllable name whose given name rhymes with the surname, tone and all (Huỳnh Quỳnh)", () => {
    expect(findRuleBreak(["Huỳnh"], [], "Quỳnh")).toEqual({ kind: "van-ho", syllables: ["Huỳnh", "Quỳnh"] });
    expect(findRuleBreak(["Dương"], [], "Phương")).toEqual({ kind: "van-ho", syllables: ["Dương", "Phương"] });
    // The glide as heard, however it is written: qu- and o- before a (Quan Loan, Đoàn Toàn).
    expect(findRuleBreak(["Quan"], [], "Loan")?.kind).toBe("van-ho");
    expect(findRuleBreak(["Đoàn"], [], "Toàn")?.kind).toBe("van-ho");
    expect(describeRuleBreak({ kind: "van-ho", syllables: ["Dương", "Phương"] })).toMatch(/vần với họ “Dương”/);
    // Another tone, another rhyme, or a middle name between them: no jingle.
    expect(findRuleBreak(["Dương"], [], "Vượng")).toBeNull();
    expect(findRuleBreak(["Dương"], [], "Minh")).toBeNull();
    expect(findRuleBreak(["Dương"], ["Minh"], "Phương")).toBeNull();
  });

  it("breaks it too where a first middle name rhymes with the surname, unless the family fixed it (Cấn Tấn Minh)", () => {
    expect(findRuleBreak(["Cấn"], ["Tấn", "Minh"], "Quân")).toEqual({ kind: "van-ho", syllables: ["Cấn", "Tấn"] });
    expect(findRuleBreak(["Dương"], ["Phương"], "Anh")).toEqual({ kind: "van-ho", syllables: ["Dương", "Phương"] });
    expect(findRuleBreak(["Cấn"], ["Tấn", "Minh"], "Quân", 1)).toBeNull();
    expect(findRuleBreak(["Cấn"], ["Minh"], "Tuấn")).toBeNull();
  });

  it("breaks the near-repeat rule where two syllables share rhyme and tone and their onsets are near, wherever they stand", () => {
    // t and th differ by a breath; ch and tr, l and n are one sound in much of the North.
    expect(findRuleBreak(["Thường"], ["Khánh"], "Tường")).toEqual({ kind: "lap-am", syllables: ["Thường", "Tường"] });
    expect(findRuleBreak(["Trương"], ["Minh"], "Chương")?.kind).toBe("lap-am");
    expect(findRuleBreak(["Lê"], ["Thị"], "Nê")?.kind).toBe("lap-am");
    // The family's fixed middle name is no excuse for what the given name adds.
    expect(findRuleBreak(["Thường"], ["Khánh"], "Tường", 1)?.kind).toBe("lap-am");
    // One onset and tone, the rhymes apart only by the rounding glide: Tấn is heard again in Tuấn.
    expect(findRuleBreak(["Lý"], ["Tấn", "Minh"], "Tuấn")).toEqual({ kind: "lap-am", syllables: ["Tấn", "Tuấn"] });
    expect(findRuleBreak(["Hà"], ["Minh"], "Hòa")?.kind).toBe("lap-am");
    expect(findRuleBreak(["Lý"], ["Tấn", "Minh"], "Tuân")).toBeNull();
    expect(findRuleBreak(["Lý"], ["Tấn", "Minh"], "Tú")).toBeNull();
    // Far onsets, or another tone, are a plain rhyme across a middle name: allowed.
    expect(findRuleBreak(["Dương"], ["Thị"], "Phương")).toBeNull();
    expect(findRuleBreak(["Thường"], ["Khánh"], "Tưởng")).toBeNull();
  });

  it("never judges the surname with a middle name the family may have chosen, so a report still fills", () => {
    expect(findRuleBreak(["Hoàng"], ["Hoài"], "An")).toBeNull();
    const report = reportFor({ surname: "Hoàng", gender: "gai", themes: ["binh-an"], middleName: "Hoài" });
    expect(report.suggestions).toHaveLength(20);
  });
});

describe("Thất (lose) before a word of fortune or virtue", () => {
  it("breaks the rule where the surname's Thất meets the given name (Tôn Thất Tín reads thất tín), and says so", () => {
    expect(findRuleBreak(["Tôn", "Thất"], [], "Tín")).toEqual({ kind: "diem-xau", syllables: ["Thất", "Tín"] });
    expect(findRuleBreak(["Tôn", "Thất"], [], "Nghiệp")).toEqual({ kind: "diem-xau", syllables: ["Thất", "Nghiệp"] });
    expect(findRuleBreak(["Tôn", "Thất"], [], "Minh")).toBeNull();
    expect(describeRuleBreak({ kind: "diem-xau", syllables: ["Thất", "Tín"] })).toBe(
      "“Thất Tín” đọc như “mất tín”: chữ “Thất” nghĩa là mất.",
    );
  });

  it("keeps such names out of a Tôn Thất report", () => {
    const report = reportFor({
      surname: "Tôn Thất",
      gender: "trai",
      themes: ["thanh-dat", "nhan-hau"],
      candidates: [{ name: "Nghĩa", hanTu: null }],
    });
    expect(report.suggestions).toHaveLength(20);
    expect(report.suggestions.filter((s) => findRuleBreak(["Tôn", "Thất"], [], s.givenName))).toEqual([]);
    expect(report.candidates![0]!.warnings.some((w) => w.includes("nghĩa là mất"))).toBe(true);
  });
});

describe("Thất before a syllable it makes a word of misfortune with", () => {
  it("reads thất lạc, thất hiếu, thất kính, thất ước and thất chí, as a given or a middle name", () => {
    for (const given of ["Lạc", "Hiếu", "Kính", "Ước", "Truyền"])
      expect(findRuleBreak(["Tôn", "Thất"], [], given)).toEqual({ kind: "diem-xau", syllables: ["Thất", given] });
    expect(findRuleBreak(["Tôn", "Thất"], ["Chí"], "Thanh")).toEqual({ kind: "diem-xau", syllables: ["Thất", "Chí"] });
    expect(findRuleBreak(["Tôn", "Thất"], ["Minh"], "Hiếu")).toBeNull();
  });

  it("keeps them out of a Tôn Thất report whose themes they carry", () => {
    const misfortune = new Set(["Lạc", "Hiếu", "Kính", "Ước", "Chí", "Thanh", "Thời", "Cơ", "Sách", "Ý", "Thân"]);
    for (const themes of [["nhan-hau"], ["hieu-thao"], ["binh-an", "tri-tue"]] as const)
      for (const length of [3, 4] as const) {
        const report = reportFor({ surname: "Tôn Thất", gender: "trai", themes: [...themes], length });
        expect(report.suggestions.length).toBeGreaterThan(0);
        const after = report.suggestions.map((s) => s.fullName.split(" ")[2]!).filter((s) => misfortune.has(s));
        expect(after).toEqual([]);
      }
  });
});

describe("a word the surname makes with the syllable after it", () => {
  it("reads Quan Tâm, Thân Thiện as words, Lê Hoàng Hà as the Yellow River, and lets Quan Minh pass", () => {
    expect(findRuleBreak(["Quan"], [], "Tâm")?.kind).toBe("tu-thuong");
    expect(findRuleBreak(["Thân"], [], "Thiện")?.kind).toBe("tu-thuong");
    expect(findRuleBreak(["Lê"], ["Hoàng"], "Hà")?.kind).toBe("dia-danh");
    expect(findRuleBreak(["Quan"], [], "Minh")).toBeNull();
  });
});

describe("a surname that is a word, in a two-syllable name", () => {
  // Surname + given name is judged as surname + middle name is: Phù Thủy reads "phù thủy" (a witch).
  const words = [
    "Phù Thủy",
    "Phù Vân",
    "Cổ Vũ",
    "Tiết Hạnh",
    "Hàn Lâm",
    "Bạch Dương",
    "Từ Thiện",
    "Ung Thư",
    "Biện Minh",
    "Võ Lâm",
    "Võ Đức",
    "Lạc Việt",
  ];

  it("reads the word the surname makes with the given name, and lets another given name pass", () => {
    for (const word of words) {
      const [surname, given] = word.split(" ") as [string, string];
      expect(findRuleBreak([surname], [], given), word).toEqual({ kind: "tu-thuong", syllables: [surname, given] });
    }
    expect(findRuleBreak(["Phù"], [], "Khang")).toBeNull();
  });

  it("keeps such words out of two-syllable reports", () => {
    const found: string[] = [];
    for (const surname of new Set(words.map((w) => w.split(" ")[0]!)))
      for (const gender of ["trai", "gai", "chua-biet"] as const)
        for (const { id } of THEMES) {
          const report = reportFor({ surname, gender, themes: [id], length: 2 });
          expect(report.suggestions.length).toBeGreaterThan(0);
          for (const s of report.suggestions)
            if (words.includes(s.fullName)) found.push(`${s.fullName} (${gender}, ${id})`);
        }
    expect(found).toEqual([]);
  }, 60_000);
});

describe("what the family fixed is never the fault", () => {
  const fixedFor = (surname: string, middleName: string | null, candidate: string) =>
    reportFor({
      surname,
      gender: "trai",
      themes: ["tri-tue"],
      middleName,
      candidates: [{ name: candidate, hanTu: null }],
    });

  it("judges a two-syllable surname's own syllables against nothing: Gia Cát still gets 20 names", () => {
    expect(findRuleBreak(["Gia", "Cát"], ["Minh"], "Khôi")).toBeNull();
    const report = fixedFor("Gia Cát", null, "Minh Khôi");
    expect(report.suggestions).toHaveLength(20);
    expect(report.candidates![0]!.checks.every((check) => check.passed)).toBe(true);
  });

  it("gives 20 names after a wished middle name that reads as a word with the surname, and warns of it in the parents' own name", () => {
    expect(findRuleBreak(["Hoa"], ["Văn"], "Khôi")).toEqual({ kind: "tu-thuong", syllables: ["Hoa", "Văn"] });
    expect(findRuleBreak(["Hoa"], ["Văn"], "Khôi", 1)).toBeNull();
    const report = fixedFor("Hoa", "Văn", "Văn Minh");
    expect(report.suggestions).toHaveLength(20);
    for (const suggestion of report.suggestions) expect(suggestion.middleName).toBe("Văn");
    expect(report.candidates![0]!.warnings.join(" ")).toMatch(/Hoa Văn/);
  });

  it("gives 20 names after a wished middle name whose nói lái with the surname is unlucky, and still judges the rest", () => {
    const report = fixedFor("Vũ", "Nguyên", "Nguyên Thảo");
    expect(report.suggestions).toHaveLength(20);
    expect(report.candidates![0]!.warnings.join(" ")).toMatch(/Nói lái/);
    // What a suggestion adds to the fixed part is still judged: no repeat of a fixed syllable.
    expect(findRuleBreak(["Hoa"], ["Văn"], "Hòa", 1)).toEqual({ kind: "lap-am", syllables: ["Hoa", "Hòa"] });
    expect(findRuleBreak(["Hoa"], ["Văn"], "Minh", 1)).toEqual({ kind: "tu-thuong", syllables: ["Văn", "Minh"] });
  });
});

describe("a place that is also a personal name", () => {
  it("is never suggested, even after a wished middle name that leads to it, and warns in the parents' own name", () => {
    const report = reportFor({
      surname: "Hoàng",
      gender: "gai",
      themes: ["binh-an"],
      middleName: "Hải",
      candidates: [{ name: "Hải Dương", hanTu: null }],
    });
    expect(report.suggestions).toHaveLength(20);
    expect(report.suggestions.map((s) => s.fullName)).not.toContain("Hoàng Hải Dương");
    expect(report.candidates![0]!.reasons.join(" ")).toMatch(/“Hải Dương” cũng là tên một địa danh/);
  });
});

describe("what readers knew and the data did not (a held-out reading)", () => {
  const names = (input: Partial<InspirationInput>) =>
    generateReport({ ...TYPICAL_INPUT, ...input } as InspirationInput, { today: TODAY }).suggestions.map(
      (s) => s.fullName,
    );

  it("never suggests Kim Dung's Tây Độc, Âu Dương Phong, to an Âu Dương family", () => {
    expect(names({ surname: "Âu Dương", gender: "trai", themes: ["que-huong", "manh-me"], length: 3 })).not.toContain(
      "Âu Dương Phong",
    );
  });

  it("reads Việt Quốc (the party's short name) and Thiên Quốc (heaven) as words, not names", () => {
    expect(findRuleBreak(["Tôn", "Thất"], ["Việt"], "Quốc")?.kind).toBe("tu-thuong");
    expect(findRuleBreak(["Tôn", "Thất"], ["Thiên"], "Quốc")?.kind).toBe("tu-thuong");
    expect(findRuleBreak(["Tôn", "Thất"], ["Bảo"], "Quốc")).toBeNull();
  });
});
