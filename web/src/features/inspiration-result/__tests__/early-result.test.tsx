// The early view (early/draw-early-result.tsx) must draw what the React screen draws first, element
// for element, or the page jumps when the app replaces it. Both are drawn here from one record and
// their markup compared whole, the closed "why" of each card included.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { drawEarlyResult, isEarlyRecord } from "@/features/inspiration-result/early/draw-early-result.tsx";
import { handOverEarlyAnswer } from "@/testing/early-answer.ts";
import { answerGetInspiration, json, renderResult } from "./render-result.tsx";
import { paidRecord, RECORD_ID, recordWithoutBirthDate, unknownGenderRecord, unpaidRecord } from "./record-fixtures.ts";

/** The header and the free list as markup. */
const firstLook = (root: ParentNode) =>
  [".result-header", "section.suggestions"].map((selector) => root.querySelector(selector)!.outerHTML).join("\n");

afterEach(() => {
  window.__earlyAnswer = undefined;
  window.__earlyCall = undefined;
});

describe("the result page's early view", () => {
  for (const [name, record] of [
    [
      "with a birth date and a wish",
      { ...unpaidRecord(), input: { ...unpaidRecord().input, wish: "mong con <b>khỏe</b>" } },
    ],
    ["without a birth date", recordWithoutBirthDate()],
    ["for a baby whose gender is not known", unknownGenderRecord()],
  ] as const) {
    it(`draws the header and the free names as the app does (${name})`, async () => {
      answerGetInspiration(json(record));
      const { container } = renderResult(RECORD_ID);
      await screen.findAllByRole("article");

      const host = document.createElement("div");
      expect(drawEarlyResult(JSON.parse(JSON.stringify(record)), host)).toBe(true);
      expect(host.querySelectorAll("article.suggestion-card")).toHaveLength(3);
      expect(firstLook(host)).toBe(firstLook(container));
    });
  }

  it("hands its answer to the screen, which draws it in its first render and asks nothing again", async () => {
    const record = unpaidRecord();
    const asked = answerGetInspiration(json(record));
    handOverEarlyAnswer("get-inspiration", RECORD_ID, record);

    renderResult(RECORD_ID);

    expect(screen.getAllByRole("article", { name: /^\d\./ })).toHaveLength(3);
    expect(screen.queryByRole("status")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(window.__earlyCall).toBeUndefined();
  });

  it("takes over with the header and the names alone, and draws what is below them after a paint", async () => {
    const record = unpaidRecord();
    answerGetInspiration(json(record));
    handOverEarlyAnswer("get-inspiration", RECORD_ID, record);
    const lockedCards = { name: /^Gợi ý số \d+ \(đang khóa\)/ };

    const { container } = renderResult(RECORD_ID);

    // The commit that replaces the early view: what the early view showed, nothing under it.
    expect(screen.getAllByRole("article", { name: /^\d\./ })).toHaveLength(3);
    expect(screen.queryAllByRole("link", lockedCards)).toEqual([]);
    expect(container.querySelector(".record-retention")).toBeNull();
    // Then the rest of the page, in a later frame.
    expect(await screen.findAllByRole("link", lockedCards)).toHaveLength(record.lockedCount);
    expect(container.querySelector(".record-retention")).not.toBeNull();
  });

  it("draws nothing for a paid report or an answer it does not recognise", () => {
    const host = document.createElement("div");
    const broken = (change: (record: Record<string, unknown>) => void) => {
      const record = JSON.parse(JSON.stringify(unpaidRecord())) as Record<string, unknown>;
      change(record);
      return record;
    };
    expect(isEarlyRecord(JSON.parse(JSON.stringify(paidRecord())))).toBe(false);
    expect(isEarlyRecord(broken((r) => (r.paymentStatus = "paid")))).toBe(false);
    expect(isEarlyRecord(broken((r) => (r.suggestions = [{ fullName: 1 }])))).toBe(false);
    expect(isEarlyRecord(broken((r) => ((r.suggestions as { band: string }[])[0]!.band = "tuyet-voi")))).toBe(false);
    expect(isEarlyRecord(broken((r) => ((r.input as { themes: string[] }).themes = ["no-such-theme"])))).toBe(false);
    expect(isEarlyRecord(broken((r) => ((r.input as { gender: string }).gender = "constructor")))).toBe(false);
    expect(isEarlyRecord(null)).toBe(false);
    expect(drawEarlyResult({ error: { code: "NOT_FOUND" } }, host)).toBe(false);
    expect(host.childNodes).toHaveLength(0);
  });

  it("writes every text of the answer as text, never as markup", () => {
    const record = JSON.parse(JSON.stringify(unpaidRecord())) as ReturnType<typeof unpaidRecord>;
    record.suggestions[0]!.fullName = '<img src=x onerror="alert(1)">';
    const host = document.createElement("div");
    drawEarlyResult(record, host);
    expect(host.querySelector("img")).toBeNull();
    expect(host.querySelector("h3")!.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
