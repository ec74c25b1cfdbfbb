import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";
import type { CandidateInView } from "@core/naming/report-types.ts";
import { paidRecord, RECORD_ID, recordWithCandidates, unpaidRecord } from "./record-fixtures.ts";
import { answerGetInspiration, json, renderResult, renderResultInApp } from "./render-result.tsx";

const UPDATE_URL = `${env.supabaseUrl}/functions/v1/update-favourites`;
type Change = { id: string; add: string[]; remove: string[] };

/** Answers update-favourites with `respond`, after `gate` resolves; records every body sent. */
function answerUpdateFavourites(respond: (change: Change) => Response, gate: Promise<void> = Promise.resolve()) {
  const bodies: Change[] = [];
  server.use(
    http.post(UPDATE_URL, async ({ request }) => {
      const change = (await request.json()) as Change;
      bodies.push(change);
      await gate;
      return respond(change);
    }),
  );
  return bodies;
}

const cardOf = async (fullName: string) =>
  (await screen.findAllByRole("article")).find((card) =>
    within(card).queryByRole("heading", { name: new RegExp(`${fullName}$`) }),
  )!;

describe("favourites on the paid report", () => {
  it("marks a name at once, before the server answers, then shows the list the server keeps for both parents", async () => {
    const record = paidRecord();
    const [first, , third] = record.suggestions;
    answerGetInspiration(json(record));
    let release = () => {};
    const bodies = answerUpdateFavourites(
      // The other parent marked the third name meanwhile: the server's list has both.
      () => HttpResponse.json({ favourites: [third!.fullName, first!.fullName] }),
      new Promise<void>((resolve) => (release = resolve)),
    );
    const user = userEvent.setup();
    renderResult(RECORD_ID);

    const heart = within(await cardOf(first!.fullName)).getByRole("button", { name: `Yêu thích ${first!.fullName}` });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);

    expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(bodies).toEqual([{ id: RECORD_ID, add: [first!.fullName], remove: [] }]);
    release();
    const favourites = screen.getByRole("region", { name: "Tên yêu thích" });
    await waitFor(() =>
      expect(within(favourites).getByRole("columnheader", { name: third!.fullName })).toBeInTheDocument(),
    );
    expect(within(favourites).getByRole("columnheader", { name: first!.fullName })).toBeInTheDocument();
    expect(
      within(await cardOf(third!.fullName)).getByRole("button", { name: `Yêu thích ${third!.fullName}` }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("compares the favourites side by side: score, chữ Hán, meaning, element against the mệnh, tones, warnings", async () => {
    const record = paidRecord();
    const [first, second] = record.suggestions;
    if (!first || !second || !("tonePattern" in first)) throw new Error("the paid fixture lacks the analysis");
    answerGetInspiration(json({ ...record, favourites: [first.fullName, second.fullName] }));
    renderResult(RECORD_ID);

    const table = within(await screen.findByRole("region", { name: "Bảng so sánh tên yêu thích" }));
    expect(table.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      first.fullName,
      second.fullName,
    ]);
    const cellsOf = (row: string) =>
      within(table.getByRole("row", { name: new RegExp(`^${row}`) })).getAllByRole("cell");
    const bands = { "rat-dep": "Rất đẹp", dep: "Đẹp", "can-nhac": "Cân nhắc", "khong-nen": "Không nên" } as const;
    expect(cellsOf("Điểm")[0]).toHaveTextContent(`${bands[first.band]} ${first.score}/100`);
    expect(cellsOf("Điểm")[1]).toHaveTextContent(`${bands[second.band]} ${second.score}/100`);
    expect(cellsOf("Chữ Hán")[0]).toHaveTextContent(first.hanTu!);
    expect(cellsOf("Ý nghĩa")[0]).toHaveTextContent(first.meaning);
    expect(cellsOf("Ngũ hành và mệnh")[0]).toHaveTextContent(first.elementRelation!.label);
    expect(cellsOf("Thanh điệu")[0]).toHaveTextContent(first.tonePattern.pattern);
    expect(cellsOf("Điều cần lưu ý")[0]).toHaveTextContent("Không có");
  });

  it("prints each favourite with its band beside its score, worded as on its card", async () => {
    const record = paidRecord();
    const favourites = [record.suggestions[0]!, record.suggestions.at(-1)!];
    answerGetInspiration(json({ ...record, favourites: favourites.map((name) => name.fullName) }));
    renderResult(RECORD_ID);

    // Paper only, so hidden from assistive technology: the screen has the comparison table.
    const heading = await screen.findByRole("heading", { name: "Tên yêu thích của gia đình", hidden: true });
    const printed = within(heading.closest("section")!);
    for (const { fullName, score } of favourites) {
      const badge = within(await cardOf(fullName))
        .getByText(`${score}/100`)
        .closest("p")!.textContent!;
      expect(badge).toMatch(/^(Rất đẹp|Đẹp|Cân nhắc|Không nên) \d+\/100$/);
      expect(printed.getByText(fullName).parentElement).toHaveTextContent(badge);
    }
  });

  it("says whom a favourite is given to only when the baby's gender is not known, as its card does", async () => {
    const record = paidRecord();
    const leaning = record.suggestions.find((name) => name.genderLean !== null)!;
    const favouritesOf = async (gender: "gai" | "chua-biet") => {
      answerGetInspiration(json({ ...record, input: { ...record.input, gender }, favourites: [leaning.fullName] }));
      const { unmount } = renderResult(RECORD_ID);
      const table = within(await screen.findByRole("region", { name: "Bảng so sánh tên yêu thích" }));
      const card = within(await cardOf(leaning.fullName));
      // The card's essentials: what shows without opening its "why".
      const leanOnCard = card
        .queryAllByText(/^Tên (bé trai|bé gái|cho cả)/)
        .filter((lean) => !lean.closest("details"))
        .map((lean) => lean.textContent);
      const row = table.queryByRole("row", { name: /^Thường đặt cho/ });
      const result = { leanOnCard, inTable: row && within(row).getByRole("cell").textContent };
      unmount();
      return result;
    };

    expect(await favouritesOf("gai")).toEqual({ leanOnCard: [], inTable: null });
    const unknown = await favouritesOf("chua-biet");
    expect(unknown.leanOnCard).toHaveLength(1);
    expect(unknown.inTable).toBe(unknown.leanOnCard[0]);
  });

  /**
   * The paid report with one favourite its card warns about, and the card's own words of it: the
   * sample baby's mệnh is Thủy, and the name is of hành Thổ, which khắc it.
   */
  async function withWarnedFavourite(): Promise<string> {
    const record = paidRecord();
    const warned = record.suggestions.find((name) => name.elementRelation?.kind === "tuong-khac")!;
    answerGetInspiration(json({ ...record, favourites: [warned.fullName] }));
    renderResult(RECORD_ID);
    const card = within(await cardOf(warned.fullName));
    return card.getByText(/^Lưu ý: .* khắc .* của bé$/).textContent!;
  }

  it("lists under Điều cần lưu ý the same warning the name's card gives, never Không có beside it", async () => {
    const cardWarning = await withWarnedFavourite();
    const table = within(await screen.findByRole("region", { name: "Bảng so sánh tên yêu thích" }));
    const cell = within(table.getByRole("row", { name: /^Điều cần lưu ý/ })).getByRole("cell");
    expect(cell).not.toHaveTextContent("Không có");
    expect(within(cell).getByRole("listitem")).toHaveTextContent(cardWarning);
  });

  it("prints that warning under Điều cần lưu ý once, without a second Lưu ý", async () => {
    // On screen the card keeps its own words.
    const cardWarning = await withWarnedFavourite();
    const heading = screen.getByRole("heading", { name: "Tên yêu thích của gia đình", hidden: true });
    const printed = within(heading.closest("section")!).getByText(/^Điều cần lưu ý:/);
    expect(printed).not.toHaveTextContent("Lưu ý");
    const warning = cardWarning.replace(/^Lưu ý: /, "");
    expect(printed).toHaveTextContent(`Điều cần lưu ý: ${warning[0]!.toUpperCase()}${warning.slice(1)}.`);
  });

  it("prints a warning about the parents' years as what it is about, without a second Lưu ý", async () => {
    const record = paidRecord();
    const name = record.suggestions[0]!;
    const years = "Lưu ý về tuổi bố mẹ: tên hành Hỏa, bố mệnh Kim (Hỏa khắc Kim)";
    const favourite = { ...name, reasons: [...name.reasons, years] };
    const suggestions = [favourite, ...record.suggestions.slice(1)];
    answerGetInspiration(json({ ...record, suggestions, favourites: [name.fullName] }));
    renderResult(RECORD_ID);

    await cardOf(name.fullName);
    const heading = screen.getByRole("heading", { name: "Tên yêu thích của gia đình", hidden: true });
    const printed = within(heading.closest("section")!).getByText(/^Điều cần lưu ý:/);
    expect(printed).toHaveTextContent("Về tuổi bố mẹ: tên hành Hỏa, bố mệnh Kim (Hỏa khắc Kim).");
    expect(printed).not.toHaveTextContent("Lưu ý");
  });

  it("shows the chữ Hán of a name that has it for some syllables only, the others marked, on its card and in the table", async () => {
    const record = recordWithCandidates(true, ["Ánh Thơ", "Minh Thư"]);
    const [partial, whole] = record.candidates as CandidateInView[];
    // Ánh is written 映; Thơ has no chữ Hán, so the name as a whole has none.
    expect(partial!.syllables.map((syllable) => syllable.hanTu)).toEqual(["阮", "映", null]);
    expect(partial!.hanTu).toBeNull();
    answerGetInspiration(json({ ...record, favourites: [partial!.fullName, whole!.fullName] }));
    renderResult(RECORD_ID);

    // The parents' own names come after the twenty: each card is found once it is there.
    const cardTitled = async (fullName: string) =>
      (await screen.findByRole("heading", { level: 3, name: fullName })).closest("article")!;
    const line = within(await cardTitled(partial!.fullName)).getByText(/^Chữ Hán:/);
    expect(line).toHaveTextContent(/^Chữ Hán: 映 · Thơ \(không có chữ Hán\)$/);
    const table = within(await screen.findByRole("region", { name: "Bảng so sánh tên yêu thích" }));
    const [cell, wholeCell] = within(table.getByRole("row", { name: /^Chữ Hán/ })).getAllByRole("cell");
    expect(cell).toHaveTextContent(/^映 · Thơ \(không có chữ Hán\)$/);
    // The character is read as Chinese, the Vietnamese words around it are not.
    for (const place of [line, cell!]) {
      expect([...place.querySelectorAll('[lang="zh-Hant"]')].map((han) => han.textContent)).toEqual(["映"]);
      expect(place.closest("[lang]")?.getAttribute("lang")).not.toBe("zh-Hant");
    }
    // And so does the printed page.
    const printed = screen
      .getByRole("heading", { name: "Tên yêu thích của gia đình", hidden: true })
      .closest("section")!;
    expect(within(printed).getByText("映").parentElement).toHaveTextContent(/^映 · Thơ \(không có chữ Hán\)$/);
    // A name written whole in chữ Hán reads as before.
    expect(within(await cardTitled(whole!.fullName)).getByText(/^Chữ Hán:/)).toHaveTextContent(/^Chữ Hán: 明書$/);
    expect(wholeCell).toHaveTextContent(/^明書$/);
  });

  it("unmarks a favourite", async () => {
    const record = paidRecord();
    const [first] = record.suggestions;
    answerGetInspiration(json({ ...record, favourites: [first!.fullName] }));
    const bodies = answerUpdateFavourites(() => HttpResponse.json({ favourites: [] }));
    const user = userEvent.setup();
    renderResult(RECORD_ID);

    const heart = within(await cardOf(first!.fullName)).getByRole("button", { name: `Yêu thích ${first!.fullName}` });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    await user.click(heart);

    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "false"));
    expect(bodies).toEqual([{ id: RECORD_ID, add: [], remove: [first!.fullName] }]);
    expect(screen.getByRole("region", { name: "Tên yêu thích" })).toHaveTextContent("Bấm “Thích” dưới mỗi tên");
  });

  it("undoes a mark the server refuses, and says why in a toast", async () => {
    const record = paidRecord();
    const [first] = record.suggestions;
    answerGetInspiration(json(record));
    answerUpdateFavourites(() =>
      HttpResponse.json(
        {
          error: {
            code: "VALIDATION_FAILED",
            message: "Thông tin chưa hợp lệ.",
            fields: { add: "Chỉ lưu được tối đa 20 tên yêu thích." },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderResultInApp(RECORD_ID);

    const heart = within(await cardOf(first!.fullName)).getByRole("button", { name: `Yêu thích ${first!.fullName}` });
    await user.click(heart);

    expect(await screen.findByText("Chỉ lưu được tối đa 20 tên yêu thích.")).toBeInTheDocument();
    expect(heart).toHaveAttribute("aria-pressed", "false");
  });

  it("has no hearts and no favourites view before payment", async () => {
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    await screen.findAllByRole("article");
    expect(screen.queryByRole("button", { name: /^Yêu thích/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Tên yêu thích" })).not.toBeInTheDocument();
  });

  it("lists all 20 in a short table whose names lead to their cards", async () => {
    const record = paidRecord();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const table = within(await screen.findByRole("region", { name: "Bảng so sánh 20 gợi ý" }));
    const links = table.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(record.suggestions.map((s) => s.fullName));
    const target = document.getElementById(links[4]!.getAttribute("href")!.slice(1));
    expect(target).toHaveTextContent(record.suggestions[4]!.fullName);
  });
});
