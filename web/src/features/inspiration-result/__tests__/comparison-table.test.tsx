// The table of all twenty names in a paid report: each row's score and band as its card says them,
// its tones in words, and on a phone the number and name kept in view while the rest is swiped.
import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paidRecord, RECORD_ID } from "./record-fixtures.ts";
import { BAND_WORDS } from "./band-words.ts";
import { answerGetInspiration, json, renderResult } from "./render-result.tsx";

const TONE_WORDS = {
  "xen-ke": "Xen kẽ bằng trắc",
  "can-doi": "Có bằng có trắc",
  "toan-bang": "Toàn thanh bằng",
  "toan-trac": "Toàn thanh trắc",
} as const;

describe("the table of all twenty", () => {
  it("gives each name its score and its band, as its card does", async () => {
    const record = paidRecord();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const table = await screen.findByRole("region", { name: "Bảng so sánh 20 gợi ý" });
    // Read by the table's own structure: role queries over twenty open cards are slow.
    const text = (cell: Element | undefined) => cell?.textContent;
    expect([...table.querySelectorAll("thead th")].slice(0, 4).map(text)).toEqual(["#", "Tên", "Điểm", "Mức"]);
    const rows = [...table.querySelectorAll("tbody tr")];
    expect(rows).toHaveLength(20);
    record.suggestions.forEach((suggestion, index) => {
      const row = rows[index]!;
      const cells = [...row.querySelectorAll("td")];
      expect(text(row.querySelector("th")!)).toBe(suggestion.fullName);
      expect(text(cells[1])).toBe(String(suggestion.score));
      expect(text(cells[2])).toBe(BAND_WORDS[suggestion.band]);
    });
    // The sample's twenty span more than one band, so the column says something.
    expect(new Set(record.suggestions.map((s) => s.band)).size).toBeGreaterThan(1);
  });

  it("explains each name's tones in words, as the favourites do", async () => {
    const record = paidRecord();
    if (record.access !== "paid") throw new Error("the paid fixture is not paid");
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const table = await screen.findByRole("region", { name: "Bảng so sánh 20 gợi ý" });
    expect([...table.querySelectorAll("thead th")][5]?.textContent).toBe("Thanh điệu");
    const rows = [...table.querySelectorAll("tbody tr")];
    record.suggestions.forEach((suggestion, index) => {
      const tones = rows[index]!.querySelectorAll("td")[4];
      const { pattern, verdict } = suggestion.tonePattern;
      expect(tones?.textContent).toBe(`${pattern} · ${TONE_WORDS[verdict]}`);
    });
    expect(table).toHaveTextContent("Xen kẽ bằng trắc");
  });

  it("keeps each row's number and name at the left, over what a swipe moves under them", async () => {
    // The page's own style sheets, which the test environment does not load with the component.
    const style = document.createElement("style");
    style.textContent = ["../../../styles/base.css", "../components/report.css"]
      .map((sheet) => readFileSync(new URL(sheet, import.meta.url), "utf8"))
      .join("\n");
    document.head.append(style);
    try {
      answerGetInspiration(json(paidRecord()));
      renderResult(RECORD_ID);

      const table = await screen.findByRole("region", { name: "Bảng so sánh 20 gợi ý" });
      for (const row of table.querySelectorAll("tr")) {
        const [rank, name] = [...row.children].map((cell) => getComputedStyle(cell));
        for (const cell of [rank!, name!]) {
          expect(cell.position).toBe("sticky");
          // Opaque: the columns that slide under it do not show through.
          expect(cell.backgroundColor).toMatch(/^(#[0-9a-f]{6}|rgb\()/i);
        }
        expect(rank!.left).toBe("0px");
        // The name starts where the number's column ends, the same width in every row.
        expect(name!.left).toBe(rank!.width);
        // The columns after them scroll.
        expect(getComputedStyle(row.children[2]!).position).not.toBe("sticky");
      }
    } finally {
      style.remove();
    }
  });

  it("says it scrolls sideways on a phone", async () => {
    const user = userEvent.setup();
    answerGetInspiration(json(paidRecord()));
    renderResult(RECORD_ID);

    const table = await screen.findByRole("region", { name: "So sánh nhanh 20 gợi ý" });
    await user.click(table);
    expect(within(table).getByText("Vuốt ngang để xem thêm →")).toBeInTheDocument();
  });
});
