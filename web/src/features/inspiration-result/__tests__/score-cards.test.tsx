// What a parent reads about a score: the band, the number and its two parts on every card, one
// "why" per card, the method once per page, and whom each name is given to when the gender is open.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  paidRecord,
  RECORD_ID,
  recordWithCandidates,
  recordWithOwnName,
  unknownGenderRecord,
  unpaidRecord,
} from "./record-fixtures.ts";
import { BAND_WORDS } from "./band-words.ts";
import { answerGetInspiration, json, renderResult } from "./render-result.tsx";

describe("a card's score", () => {
  it("shows the band, the score and its two parts on every free card, and asks why once", async () => {
    const record = unpaidRecord();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    record.suggestions.forEach((suggestion, index) => {
      const card = within(cards[index]!);
      expect(card.getByText(BAND_WORDS[suggestion.band])).toBeInTheDocument();
      expect(card.getByText(`${suggestion.score}/100`)).toBeInTheDocument();
      expect(
        card.getByText(`Tên đẹp: ${suggestion.scoreParts.quality} · Khớp điều đã chọn: ${suggestion.scoreParts.fit}`),
      ).toBeInTheDocument();
      expect(card.getAllByText(`Vì sao được ${suggestion.score} điểm`)).toHaveLength(1);
      expect(card.getByText(/^Điểm = 0,65 × Tên đẹp \+ 0,35 × Khớp điều đã chọn/)).toBeInTheDocument();
    });
  });

  it("shows them on every paid card too, with one why above the full analysis", async () => {
    const record = paidRecord();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(20);
    record.suggestions.forEach((suggestion, index) => {
      const card = within(cards[index]!);
      expect(card.getByText(BAND_WORDS[suggestion.band])).toBeInTheDocument();
      expect(
        card.getByText(`Tên đẹp: ${suggestion.scoreParts.quality} · Khớp điều đã chọn: ${suggestion.scoreParts.fit}`),
      ).toBeInTheDocument();
      expect(card.getAllByText(`Vì sao được ${suggestion.score} điểm`)).toHaveLength(1);
    });
  });

  it("states the rule about warnings only on a card whose sum takes points for one", async () => {
    // Nguyễn Hà Giang is also a province, a warning that takes points; Minh Thư has none.
    const record = recordWithCandidates(true, ["Minh Thư", "Hà Giang"]);
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const names = [...record.suggestions, ...record.candidates];
    await screen.findByRole("region", { name: "Tên bố mẹ đang cân nhắc" });
    const cards = [...document.querySelectorAll("article")].filter((card) => card.querySelector(".score-formula"));
    const said = cards.map((card) => {
      const title = card.querySelector("h3")!.textContent!;
      const name = names.find(({ fullName }) => title.endsWith(fullName))!;
      const { quality, fit } = name.scoreParts;
      const cautions = [...("warnings" in name ? name.warnings : []), ...("reasons" in name ? name.reasons : [])];
      return {
        why: card.querySelector(".score-formula")!.textContent!,
        takes: 0.65 * quality + 0.35 * fit - name.score >= 1,
        // A "Lưu ý" about the baby's mệnh or the parents' years costs the fit part, not 3 points.
        family: cautions.some((c) => c.startsWith("Lưu ý: tên hành") || c.startsWith("Lưu ý về tuổi bố mẹ")),
        fit,
      };
    });
    expect(said).toHaveLength(names.length);
    const rule =
      /trừ 3 điểm cho mỗi điều cần lưu ý về tên \(điều cần lưu ý về mệnh của bé hay tuổi bố mẹ trừ vào phần Khớp điều đã chọn\); tên có điều cần lưu ý không quá 84 điểm\./;
    for (const { why, takes, family, fit } of said) {
      // The parents chose a gender: a rule for reports whose gender is not known is the method's, once.
      expect(why).not.toMatch(/chưa biết giới tính/);
      if (takes || family) expect(why).toMatch(rule);
      else {
        expect(why).toMatch(/Điểm = 0,65 × Tên đẹp \+ 0,35 × Khớp điều đã chọn\.Tên này: .*, làm tròn \d+\.$/);
        expect(why).not.toMatch(/trừ|lưu ý|không quá/);
      }
      // Every "Lưu ý" is accounted for: one about the family is said to be in the fit part.
      if (family) expect(why).toMatch(new RegExp(`đã trừ vào phần Khớp điều đã chọn \\(${fit}\\)\\.$`));
      else expect(why).not.toMatch(/đã trừ vào phần/);
    }
    // The sample holds every kind of card, so each branch above is read.
    expect(new Set(said.map(({ takes, family }) => `${takes} ${family}`))).toEqual(
      new Set(["true false", "false false", "false true"]),
    );
    expect(screen.getByRole("region", { name: "Cách chúng tôi chấm điểm" }).textContent).toMatch(
      /Khi chưa biết giới tính, tên hợp cả bé trai lẫn bé gái được điểm cao hơn; danh sách vẫn có tên bé trai và tên bé gái, mỗi tên ghi rõ/,
    );
  });

  // A free card says them as the paid one does: a parent does not pay on a cleaner picture than the report.
  for (const [kind, record] of [
    ["paid", paidRecord()],
    ["free", unpaidRecord()],
  ] as const) {
    it(`says on a ${kind} card, once and outside its why, the cautions the tables list for the name`, async () => {
      // In the sample, a name of hành Thổ khắc the baby's mệnh Thủy, which its reasons say as a "Lưu ý".
      const warned = record.suggestions.findIndex((name) => name.reasons.some((reason) => reason.startsWith("Lưu ý")));
      expect(warned).toBeGreaterThanOrEqual(0);
      const caution = record.suggestions[warned]!.reasons.find((reason) => reason.startsWith("Lưu ý"))!;
      answerGetInspiration(json(record));
      renderResult(RECORD_ID);

      const card = within((await screen.findAllByRole("article"))[warned]!);
      const weigh = card.getByRole("list", { name: `Điều cần lưu ý về tên ${record.suggestions[warned]!.fullName}` });
      expect(weigh.closest("details")).toBeNull();
      expect(
        within(weigh)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toContain(caution);
      expect(card.getAllByText(caution)).toHaveLength(1);
    });
  }

  it("says each caution of a parent's own name once on its paid card", async () => {
    const record = recordWithCandidates(true, ["Minh Thư", "Hà Giang"]);
    if (record.access !== "paid") throw new Error("the fixture is not paid");
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const section = await screen.findByRole("region", { name: "Tên bố mẹ đang cân nhắc" });
    within(section)
      .getAllByRole("article")
      .forEach((article, index) => {
        const candidate = record.candidates[index]!;
        const card = within(article);
        const weigh = candidate.reasons.filter((reason) => reason.startsWith("Lưu ý"));
        for (const caution of weigh) expect(card.getAllByText(caution)).toHaveLength(1);
      });
    expect(record.candidates.some((candidate) => candidate.reasons.some((r) => r.startsWith("Lưu ý")))).toBe(true);
  });

  it("scores the parents' own names on the same scale, with the verdict and every warning, free", async () => {
    const record = recordWithCandidates();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const section = await screen.findByRole("region", { name: "Tên bố mẹ đang cân nhắc" });
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(2);
    record.candidates.forEach((candidate, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole("heading", { name: candidate.fullName })).toBeInTheDocument();
      expect(card.getByText(BAND_WORDS[candidate.band])).toBeInTheDocument();
      expect(card.getByText(`${candidate.score}/100`)).toBeInTheDocument();
      expect(card.getByText(candidate.verdict)).toBeInTheDocument();
      for (const warning of candidate.warnings) expect(card.getByText(warning)).toBeInTheDocument();
      // The fit part says how much the name carries what the parents entered, not whether it suits them.
      expect(
        card.getByText(`Tên đẹp: ${candidate.scoreParts.quality} · Khớp điều đã chọn: ${candidate.scoreParts.fit}`),
      ).toBeInTheDocument();
    });
    expect(within(section).queryByText(/Hợp gia đình/)).toBeNull();
    // Thị Nở is a figure families avoid: the card says so before payment.
    expect(record.candidates[1]!.warnings.length).toBeGreaterThan(0);
  });

  it("adds up a parent's own name where they can see it, free, and lists what took the points", async () => {
    const record = recordWithOwnName("Hà Giang");
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const section = await screen.findByRole("region", { name: "Tên bố mẹ đang cân nhắc" });
    const { score, scoreParts } = record.candidates[0]!;
    const sum = within(section).getByText(/^Tên này: /).textContent!;
    const match =
      /^Tên này: 0,65 × (\d+) \+ 0,35 × (\d+) = ([\d,]+), trừ (\d+) điểm cho (\d+) điều cần lưu ý( khác)?(?: và ([\d,]+) điểm cho điều cần lưu ý về tuổi bố mẹ mà phần Khớp điều đã chọn không còn đủ điểm để trừ)?, còn (\d+) \(các phần đã làm tròn\)\.( Điều cần lưu ý về tuổi bố mẹ đã trừ vào phần Khớp điều đã chọn \(\d+\)\.)?$/.exec(
        sum,
      );
    const [quality, fit, weighted, taken, count, , rest, shown] = match!
      .slice(1)
      .map((n) => Number(n?.replace(",", ".") ?? 0));
    // A "Lưu ý" about the parents' years is not among the points taken: the sum says it is in the
    // fit, and what a fit already at 0 could not give is taken from the score, said apart.
    expect(Boolean(match![6])).toBe(Boolean(match![9]));
    expect([quality, fit, shown]).toEqual([scoreParts.quality, scoreParts.fit, score]);
    // The sum adds up as the formula says: a parent can redo it, to the rounding of the parts.
    expect(Math.abs(0.65 * quality! + 0.35 * fit! - weighted!)).toBeLessThan(0.05);
    expect(taken).toBe(3 * count!);
    expect(Math.abs(weighted! - taken! - rest! - score)).toBeLessThan(1);
    // What took them is on the card, not only in the paid analysis.
    const weigh = within(section).getByRole("list", { name: "Điều cần lưu ý về tên Nguyễn Hà Giang" });
    expect(weigh).toHaveTextContent(/“Hà Giang” cũng là tên một địa danh/);
  });

  it("shows what the free preview says of the parents' own names before the locked names and the price", async () => {
    answerGetInspiration(json(recordWithCandidates()));
    renderResult(RECORD_ID);

    const own = await screen.findByRole("region", { name: "Tên bố mẹ đang cân nhắc" });
    const unlock = screen.getAllByRole("link", { name: /Mở khóa/ })[0]!;
    expect(own.compareDocumentPosition(unlock) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says once, on the page, how the score is made and where the names come from", async () => {
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    const method = await screen.findByRole("region", { name: "Cách chúng tôi chấm điểm" });
    expect(method).toHaveTextContent("Rất đẹp (từ 85 điểm), Đẹp (70–84), Cân nhắc (50–69), Không nên (dưới 50)");
    expect(method).toHaveTextContent("vietnamese-namedb");
    for (const card of screen.getAllByRole("article")) expect(card.textContent).not.toContain("vietnamese-namedb");
  });
});

describe("a baby whose gender is not known yet", () => {
  it("labels each name with whom families give it to, on the card itself", async () => {
    const record = unknownGenderRecord();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    const labels = { trai: "Tên bé trai", gai: "Tên bé gái", "ca-hai": "Tên cho cả bé trai và bé gái" } as const;
    // The free three are one boy's, one girl's and one both-gender name.
    expect(new Set(record.suggestions.map((s) => s.genderLean))).toEqual(new Set(["trai", "gai", "ca-hai"]));
    record.suggestions.forEach((suggestion, index) => {
      const label = within(cards[index]!).getByText(labels[suggestion.genderLean!]);
      expect(label.closest("details")).toBeNull();
    });
  });
});
