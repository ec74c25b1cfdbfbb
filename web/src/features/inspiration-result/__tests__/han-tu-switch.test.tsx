// The chữ Hán switch of a paid report: offered only where a syllable has another listed character;
// the server's new analysis takes the name's place, the list follows the scores, and "Hoàn tác"
// brings the old characters back.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { hanTuChoicesOf } from "@core/naming/data/han-tu-choices.ts";
import type { SuggestionInView } from "@core/naming/report-types.ts";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";
import { paidRecord, RECORD_ID } from "./record-fixtures.ts";
import { answerGetInspiration, json, renderResult } from "./render-result.tsx";

const CHOOSE_URL = `${env.supabaseUrl}/functions/v1/choose-han-tu`;
type Choice = { id: string; fullName: string; hanTu: string[]; tiesAsIn?: string[] };

const named = (s: SuggestionInView) => s.syllables.filter((syllable) => syllable.role !== "ho");
const choiceCounts = (s: SuggestionInView) =>
  named(s).map(
    (syllable, _, all) =>
      hanTuChoicesOf(
        syllable.syllable,
        all.map((x) => x.syllable),
      ).length,
  );

/** Answers choose-han-tu with the name under the characters asked, scored by `scoreOf`. */
function answerChooseHanTu(original: SuggestionInView, scoreOf: (hanTu: string[]) => number) {
  const bodies: Choice[] = [];
  server.use(
    http.post(CHOOSE_URL, async ({ request }) => {
      const body = (await request.json()) as Choice;
      bodies.push(body);
      let index = 0;
      const syllables = original.syllables.map((s) => (s.role === "ho" ? s : { ...s, hanTu: body.hanTu[index++]! }));
      return HttpResponse.json({ ...original, syllables, hanTu: body.hanTu.join(""), score: scoreOf(body.hanTu) });
    }),
  );
  return bodies;
}

/** The select of the name's first syllable that has more than one character. */
function firstSelectOf(s: SuggestionInView) {
  const index = choiceCounts(s).findIndex((n) => n > 1);
  const syllable = named(s)[index]!;
  return screen.findByRole("combobox", {
    name: `Chữ Hán của chữ ${syllable.syllable} trong tên ${s.fullName}`,
    hidden: true,
  });
}

/** Opens the name's chữ Hán choice and picks another character for its first syllable that has one. */
async function chooseOtherCharacter(user: ReturnType<typeof userEvent.setup>, s: SuggestionInView) {
  const index = choiceCounts(s).findIndex((n) => n > 1);
  const syllable = named(s)[index]!;
  const select = await firstSelectOf(s);
  const other = hanTuChoicesOf(
    syllable.syllable,
    named(s).map((x) => x.syllable),
  ).find((choice) => choice.hanTu !== syllable.hanTu)!;
  await user.click(within(select.closest("article")!).getByText("Chọn chữ Hán khác"));
  await user.selectOptions(select, other.hanTu);
  return { index, other };
}

const cardNames = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("choosing another chữ Hán in a paid report", () => {
  const record = paidRecord();
  if (record.access !== "paid") throw new Error("the paid fixture is not paid");
  const suggestions = record.suggestions;
  const switchable = suggestions.findLast(
    (s) => choiceCounts(s).every((n) => n > 0) && choiceCounts(s).some((n) => n > 1),
  )!;
  const fixed = suggestions.find((s) => choiceCounts(s).every((n) => n <= 1));

  /**
   * The paid report with a switchable name whose next name scores the same, and that name's original
   * characters scoring it as before and any other 0: a plain sort by score, ties in the order on screen,
   * would put the next name first once the switched one has dropped below it.
   */
  async function renderWithATiedNeighbour() {
    const at = suggestions.findIndex(
      (s, i) => i < suggestions.length - 1 && choiceCounts(s).every((n) => n > 0) && choiceCounts(s).some((n) => n > 1),
    );
    const name = suggestions[at]!;
    const tied = suggestions.map((s, i) => (i === at + 1 ? { ...s, score: name.score } : s));
    answerGetInspiration(json({ ...record, suggestions: tied }));
    const bodies = answerChooseHanTu(name, (hanTu) => (hanTu.join("") === name.hanTu ? name.score : 0));
    renderResult(RECORD_ID);
    await screen.findAllByRole("article");
    const before = cardNames();
    const position = () => cardNames().findIndex((title) => title?.endsWith(name.fullName));
    return { name, tied, bodies, before, position };
  }

  it("is offered only for a name with a real choice, and only for its syllables that have one", async () => {
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    const cardOf = (fullName: string) =>
      cards.find((card) => within(card).queryByRole("heading", { name: new RegExp(`${fullName}$`) }))!;
    await waitFor(() => expect(within(cardOf(switchable.fullName)).getByText("Chọn chữ Hán khác")).toBeInTheDocument());
    const selects = within(cardOf(switchable.fullName)).getAllByRole("combobox", { hidden: true });
    expect(selects).toHaveLength(choiceCounts(switchable).filter((n) => n > 1).length);
    expect(fixed).toBeDefined();
    expect(within(cardOf(fixed!.fullName)).queryByText("Chọn chữ Hán khác")).not.toBeInTheDocument();
  });

  it("puts the name where its new score belongs, and Hoàn tác switches back", async () => {
    const user = userEvent.setup();
    answerGetInspiration(json(record));
    const bodies = answerChooseHanTu(switchable, (hanTu) =>
      hanTu.join("") === switchable.hanTu ? switchable.score : 100,
    );
    renderResult(RECORD_ID);
    await screen.findAllByRole("article");
    const position = () => cardNames().findIndex((name) => name?.endsWith(switchable.fullName));
    expect(position()).toBeGreaterThan(0);

    const { index, other } = await chooseOtherCharacter(user, switchable);

    await waitFor(() => expect(position()).toBe(0));
    expect(screen.getAllByRole("article")[0]).toHaveTextContent("100/100");
    expect(bodies[0]!.hanTu[index]).toBe(other.hanTu);
    expect(screen.getByText("Đã phân tích lại theo chữ Hán bố mẹ chọn.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Hoàn tác" }));
    // Back under the names that outscore it, with its old score.
    await waitFor(() => expect(position()).toBeGreaterThan(0));
    expect(screen.getAllByRole("article")[position()]).toHaveTextContent(`${switchable.score}/100`);
    expect(bodies[1]!.hanTu.join("")).toBe(switchable.hanTu);
    expect(screen.queryByRole("button", { name: "Hoàn tác" })).not.toBeInTheDocument();
    expect(screen.getByText("Đã trở lại chữ Hán trước đó.")).toBeInTheDocument();
  });

  it("follows the name to its new place: its switcher, status and Hoàn tác come back into view", async () => {
    const user = userEvent.setup();
    answerGetInspiration(json(record));
    answerChooseHanTu(switchable, (hanTu) => (hanTu.join("") === switchable.hanTu ? switchable.score : 100));
    renderResult(RECORD_ID);
    await screen.findAllByRole("article");
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");

    await chooseOtherCharacter(user, switchable);

    await waitFor(() => expect(screen.getByRole("button", { name: "Hoàn tác" })).toBeInTheDocument());
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    const shown = scrolled.mock.contexts.at(-1) as Element;
    expect(shown.closest("article")).toBe(screen.getAllByRole("article")[0]);
    expect(shown).toContainElement(screen.getByRole("button", { name: "Hoàn tác" }));
  });

  it("puts the name back in its own place on Hoàn tác, even where the name after it has the same score", async () => {
    const user = userEvent.setup();
    const { name, tied, bodies, before, position } = await renderWithATiedNeighbour();

    await chooseOtherCharacter(user, name);
    await waitFor(() => expect(position()).toBe(suggestions.length - 1));

    await user.click(screen.getByRole("button", { name: "Hoàn tác" }));
    await screen.findByText("Đã trở lại chữ Hán trước đó.");
    // Ranks are numbered by place: the headings, "3. Nguyễn …" included, are as they were.
    expect(cardNames()).toEqual(before);
    // And the server is asked to store that order, so the next visit shows it too.
    expect(bodies[0]!.tiesAsIn).toBeUndefined();
    expect(bodies[1]!.tiesAsIn).toEqual(tied.map((s) => s.fullName));
  });

  it("takes a choice of the characters from before the switch as Hoàn tác, the name's place included", async () => {
    const user = userEvent.setup();
    const { name, tied, bodies, before, position } = await renderWithATiedNeighbour();

    const { index } = await chooseOtherCharacter(user, name);
    await waitFor(() => expect(position()).toBe(suggestions.length - 1));

    // The parent picks the old character again in the same list instead of pressing Hoàn tác.
    await user.selectOptions(await firstSelectOf(name), named(name)[index]!.hanTu!);
    await screen.findByText("Đã trở lại chữ Hán trước đó.");
    expect(cardNames()).toEqual(before);
    expect(bodies[1]!.hanTu.join("")).toBe(name.hanTu);
    expect(bodies[1]!.tiesAsIn).toEqual(tied.map((s) => s.fullName));
    expect(screen.queryByRole("button", { name: "Hoàn tác" })).not.toBeInTheDocument();
  });
});
