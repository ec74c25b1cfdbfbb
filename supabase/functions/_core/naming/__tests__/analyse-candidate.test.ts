// The parents' own names: analysed like a suggestion, scored on the same scale, and what would
// exclude a suggestion told as a warning in plain Vietnamese.
import { describe, expect, it } from "vitest";
import pairData from "../data/name-pairs.json" with { type: "json" };
import { CARD_NAME_MAX_CHARS } from "../analyse-candidate.ts";
import { firstUnlistedHanTu } from "../chosen-han-tu.ts";
import { generateReport } from "../generate-report.ts";
import { toPaidView, toPreview } from "../preview.ts";
import { PREVIEW_CANDIDATE_KEYS, type CandidateAnalysis } from "../report-types.ts";
import { BASE, candidate, TODAY } from "./candidate-fixtures.ts";

describe("a candidate's warnings", () => {
  it("warns of a nói lái, and marks the name down", () => {
    const hit = candidate("Hà Hạnh");
    expect(hit.warnings[0]).toMatch(/^Nói lái “Hà Hạnh” thành “Hành Hạ”/i);
    expect(hit.verdict).toMatch(/^(Cân nhắc|Không nên) \(\d+\/100\): “Hà Hạnh”: .*nói lái tên này thành “Hành Hạ”/);
    expect(hit.score).toBeLessThan(candidate("Minh Anh").score - 20);
  });

  it("warns when a syllable is in the family's avoid list (kiêng húy)", () => {
    expect(candidate("Minh Anh", { avoid: ["Trần Văn Minh"] }).warnings[0]).toBe(
      "Kiêng húy: Trùng chữ “Minh” trong tên cần tránh của gia đình.",
    );
  });

  it("reads “Không nên” for a name that fails a check, however well it answers the family", () => {
    // Thiên Phước carries the family's Hạnh phúc fully, but Phước is their avoided Phúc read the Southern way.
    const avoided = candidate("Thiên Phước", {
      surname: "Dương",
      gender: "trai",
      themes: ["hanh-phuc"],
      avoid: ["Phúc"],
    });
    expect(avoided.scoreParts.fit).toBeGreaterThanOrEqual(90);
    expect(avoided.band).toBe("khong-nen");
    expect(avoided.verdict).toMatch(/^Không nên \(\d+\/100\)/);
    expect(candidate("Thiên Phước", { surname: "Dương", gender: "trai", themes: ["hanh-phuc"] }).band).toBe("dep");
  });

  it("warns when the surname with the given name, as a name is shortened, reads an unlucky word", () => {
    const shortened = candidate("Minh Thư", { surname: "Ung", gender: "gai" });
    expect(shortened.warnings.join(" ")).toMatch(/Gọi tắt họ với tên, “Ung Thư” đọc thành “ung thư”/);
    expect(shortened.score).toBeLessThan(candidate("Minh Thư", { gender: "gai" }).score);
    expect(candidate("Minh Thi", { surname: "Ung", gender: "gai" }).warnings.join(" ")).not.toMatch(/Gọi tắt/);
  });

  it("warns when two syllables side by side are heard as a mocking word: Võ Ân, “vô ân”", () => {
    const heard = candidate("Ân", { surname: "Võ", gender: "trai", length: 2 });
    expect(heard.warnings.join(" ")).toMatch(/Hai chữ “Võ Ân” đọc liền nghe như “vô ân”/);
    expect(heard.band).toBe("khong-nen");
    expect(candidate("Minh Tâm", { surname: "Võ", gender: "trai" }).warnings.join(" ")).not.toMatch(/nghe như/);
  });

  it("says one thing of tones of one kind, in its reasons, its verdict and its analysis, and warns of nothing", () => {
    // Trần Minh Anh: bằng – bằng – bằng, as the best-loved names of level-tone surnames are.
    const minhAnh = candidate("Minh Anh", { surname: "Trần", gender: "gai", themes: ["thien-nhien"] });
    const said = "đọc êm nhưng ít trầm bổng";
    expect(minhAnh.reasons).toContain(`Toàn thanh bằng, ${said}: bằng – bằng – bằng`);
    expect(minhAnh.tonePattern.text).toContain(said);
    expect(minhAnh.warnings).toEqual([]);
    expect(minhAnh.reasons.some((reason) => reason.startsWith("Lưu ý"))).toBe(false);
  });

  it("warns of a place name, an ordinary word and a near-repeat", () => {
    expect(candidate("Bình Định", { gender: "trai" }).warnings[0]).toMatch(/“Bình Định” là tên một địa danh|đọc liền/);
    expect(candidate("Kỳ Diệu").warnings.join(" ")).toMatch(/“Kỳ Diệu” đọc liền thành một từ thông thường/);
    expect(candidate("Thùy Thúy").warnings[0]).toBe("“Thùy” và “Thúy” lặp âm, đọc lên trùng nhau.");
  });

  it("warns of a given name that rhymes with the surname, and says it first in the verdict", () => {
    const jingle = candidate("Phương", { surname: "Dương", length: 2 });
    expect(jingle.warnings).toContain("“Phương” vần với họ “Dương”, đọc liền nghe như câu vè.");
    expect(jingle.verdict).toMatch(/^(Cân nhắc|Không nên) \(\d+\/100\): “Phương” vần với họ “Dương”/);
  });

  it("says when families give the pair to the other gender", () => {
    const girlsOnly = (pairData.pairs as [string, string][]).find(([, lean]) => lean === "nữ")![0];
    expect(candidate(girlsOnly, { gender: "trai" }).warnings).toContain(`“${girlsOnly}” thường được đặt cho bé gái.`);
  });

  it("warns when the name is longer than a bank card prints, without refusing it", () => {
    const long = candidate("Trường Thượng Khuyến", { length: 4 });
    expect(long.fullName.normalize("NFD").replace(/\p{M}/gu, "").length).toBeGreaterThan(CARD_NAME_MAX_CHARS);
    expect(long.warnings.join(" ")).toMatch(/thẻ ngân hàng thường in tối đa 26 ký tự/);
  });
});

describe("a four-syllable candidate", () => {
  it("says in plain words that its two-part middle name is one people bear", () => {
    expect(candidate("Ngọc Bảo Anh", { length: 4 }).reasons[0]).toBe(
      "“Bảo Anh” là tên nhiều gia đình Việt đặt cho con gái; “Ngọc Bảo” cũng là tên đệm nhiều người mang",
    );
  });
});

describe("a good candidate", () => {
  it("scores exactly like the same name among the suggestions", () => {
    const report = generateReport(BASE, { today: TODAY });
    const top = report.suggestions[0]!;
    const same = candidate(`${top.middleName} ${top.givenName}`);
    expect(same.fullName).toBe(top.fullName);
    expect(same.score).toBe(top.score);
    expect(same.warnings).toEqual([]);
    expect(same.verdict).toMatch(/^(Rất đẹp|Đẹp) \(\d+\/100\)/);
  });
});

describe("what a visitor sees of the candidates", () => {
  const report = generateReport(
    {
      ...BASE,
      candidates: [
        { name: "Hà Hạnh", hanTu: null },
        { name: "Minh Anh", hanTu: null },
      ],
    },
    { today: TODAY },
  );

  it("unpaid: the score, the verdict and every warning (a nói lái is never paywalled), nothing else", () => {
    const preview = toPreview(report, BASE.themes).candidates;
    expect(preview).toHaveLength(2);
    for (const c of preview) expect(Object.keys(c).sort()).toEqual([...PREVIEW_CANDIDATE_KEYS].sort());
    expect(preview[0]!.warnings[0]).toMatch(/^Nói lái/);
  });

  it("paid: the full analysis", () => {
    const paid = toPaidView(report).candidates as CandidateAnalysis[];
    expect(paid[1]).toMatchObject({
      fullName: "Nguyễn Minh Anh",
      tonePattern: expect.any(Object),
      numerology: expect.any(Object),
    });
    expect(paid[1]!.syllables).toHaveLength(3);
  });

  it("leaves a report without candidates or parents exactly as before", () => {
    const plain = generateReport(BASE, { today: TODAY });
    expect(plain).not.toHaveProperty("candidates");
    expect(plain).not.toHaveProperty("parents");
    expect(toPreview(plain, BASE.themes)).toMatchObject({ candidates: [], parents: null });
  });
});

describe("the parents' years in the report", () => {
  it("gives each parent's Can Chi and mệnh, free, and lets them weigh on the score", () => {
    const withParents = generateReport({ ...BASE, fatherBirthYear: 1990, motherBirthYear: 1986 }, { today: TODAY });
    expect(toPreview(withParents, BASE.themes).parents).toEqual({
      father: { year: 1990, canChi: "Canh Ngọ", napAm: "Lộ Bàng Thổ", element: "Thổ" },
      mother: { year: 1986, canChi: "Bính Dần", napAm: "Lư Trung Hỏa", element: "Hỏa" },
    });
    expect(withParents.suggestions[0]!.reasons.some((r) => /tuổi bố mẹ/.test(r))).toBe(true);
    // The baby (born 2026-03-15, Bính Ngọ) is Thủy: the father's Thổ overcomes it, it overcomes the mother's Hỏa.
    expect(withParents.parentsReading).toEqual([
      expect.stringMatching(/^Mệnh Thổ của bố khắc Thủy \(Thổ khắc Thủy\): theo quan niệm ngũ hành/),
      expect.stringMatching(/^Mệnh Thủy của bé khắc mệnh Hỏa của mẹ \(Thủy khắc Hỏa\)/),
    ]);
    const given = withParents.suggestions[0]!.syllables.at(-1)!;
    expect(given.parentRelations?.map((r) => r.role)).toEqual(["father", "mother"]);
  });
});

describe("the chữ Hán the parents choose", () => {
  it("writes the name with their characters and reads its element and meaning from them", () => {
    const usual = candidate("Minh Anh");
    const chosen = generateReport(
      { ...BASE, candidates: [{ name: "Minh Anh", hanTu: ["銘", "瑛"] }] },
      { today: TODAY },
    ).candidates![0]!;
    expect(usual.hanTu).toBe("明英");
    expect(chosen.hanTu).toBe("銘瑛");
    expect(chosen.syllables.slice(1).map((s) => [s.hanTu, s.element])).toEqual([
      ["銘", "Kim"],
      ["瑛", "Kim"],
    ]);
    expect(chosen.element).toBe("Kim");
    expect(chosen.syllables.at(-1)!.meaning).toBe("Anh là ánh sáng của ngọc, ngọc đẹp.");
  });

  it("reads no theme the data set's own characters carry into characters that mean something else", () => {
    const themes = ["tri-tue", "binh-an"] as const;
    const [usual, chosen] = generateReport(
      {
        ...BASE,
        themes: [...themes],
        candidates: [
          { name: "Minh Hòa", hanTu: null },
          { name: "Minh Hòa", hanTu: ["鳴", "禾"] },
        ],
      },
      { today: TODAY },
    ).candidates!;
    // 明和: bright and harmonious; 鳴禾: a bird's song and a rice plant.
    expect(usual!.reasons).toContain("Thể hiện cảm hứng Bình an, gợi nhẹ Trí tuệ");
    expect(chosen!.reasons.join(" ")).not.toMatch(/cảm hứng/);
    expect(chosen!.scoreParts.fit).toBeLessThan(usual!.scoreParts.fit);
    expect(chosen!.score).toBeLessThan(usual!.score);
  });

  it("lists which character of a name is not one names use", () => {
    expect(firstUnlistedHanTu(["Minh", "Anh"], ["銘", "英"])).toBeNull();
    expect(firstUnlistedHanTu(["Minh", "An"], ["明", "恩"])).toBe(1); // 恩 reads Ân, not An
    expect(firstUnlistedHanTu(["Minh", "An"], ["明"])).toBe(0);
  });
});

describe("a candidate of the other gender", () => {
  it("warns when the pair or its lineage middle name is the other gender's, and says who families give it to", () => {
    const vanNam = candidate("Văn Nam", { gender: "gai" });
    expect(vanNam.warnings).toContain("“Văn Nam” thường được đặt cho bé trai.");
    expect(vanNam.reasons.join(" ")).not.toMatch(/chưa thấy gia đình nào/);
    expect(vanNam.reasons[0]).toBe("Ít gặp ở con gái: gia đình Việt thường đặt “Văn Nam” cho con trai");
    expect(vanNam.verdict).toMatch(/^Không nên \(\d+\/100\): “Văn Nam” thường được đặt cho bé trai; /);
    const thiNo = candidate("Thị Nở", { gender: "trai" });
    expect(thiNo.warnings).toContain("Tên đệm “Thị” thường chỉ dành cho bé gái.");
  });

  it("costs points like any warning", () => {
    const forBoy = candidate("Văn Nam", { gender: "trai" });
    const forGirl = candidate("Văn Nam", { gender: "gai" });
    expect(forBoy.warnings).toEqual([]);
    expect(forGirl.score).toBeLessThan(forBoy.score - 30);
  });

  it("says nothing of gender when the parents do not know it yet", () => {
    expect(candidate("Văn Nam", { gender: "chua-biet" }).warnings.join(" ")).not.toMatch(/thường được đặt cho/);
  });
});

describe("a candidate the report advises against", () => {
  it("shows the figure it recalls as a rule not passed, and neither praises it nor matches a wish it does not carry", () => {
    const thiNo = candidate("Thị Nở", { wish: "hiếu thảo" });
    expect(thiNo.band).toBe("khong-nen");
    const rules = thiNo.checks.find((c) => c.kind === "quy-tac")!;
    expect(rules.passed).toBe(false);
    expect(rules.detail).toMatch(/gợi nhớ Thị Nở/);
    expect(thiNo.meaning).not.toMatch(/dấu ấn riêng|bố mẹ tự chọn/);
    expect(thiNo.meaning).toBe("Chúng tôi chưa có ý nghĩa của chữ “Nở” nên chưa giải nghĩa được tên “Thị Nở”.");
    // Thị marks a girl; it carries no wish of its own.
    expect(thiNo.wishMatches).toEqual([]);
  });

  it("reads an ordinary word as a word, not as a name families give", () => {
    const police = candidate("Công An", { gender: "trai", themes: ["binh-an"], birthDate: null });
    expect(police.band).toBe("khong-nen");
    expect(police.warnings[0]).toBe("“Công An” đọc liền thành một từ thông thường, không giống tên người.");
    expect(police.reasons.join(" ")).not.toMatch(/là tên nhiều gia đình/);
    for (const word of ["Quân Nhân", "Quân Đội", "Công Đoàn", "Cảnh Sát"])
      expect(candidate(word, { gender: "trai" }).warnings.join(" "), word).toMatch(
        /đọc liền thành một từ thông thường/,
      );
  });
});

describe("one truth per name", () => {
  it("does not call familiar an opening a rule refuses, and lists the same wish words as its reasons", () => {
    const stacked = candidate("Nguyễn Văn An", {
      surname: "Trần",
      gender: "trai",
      length: 4,
      themes: ["binh-an"],
      wish: "thông minh, bình an",
    });
    expect(stacked.warnings).toContain("Tên đệm “Văn” không đứng sau một tên đệm khác.");
    expect(stacked.reasons.join(" ")).not.toMatch(/quen thuộc/);
    // Văn marks lineage and carries no wish; An carries bình an.
    expect(stacked.wishMatches).toEqual(["bình an"]);
  });
});
