import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths.ts";
import {
  ALL_FULL_NAMES,
  paidRecord,
  RECORD_ID,
  recordWithMiddleNameAndAvoid,
  quangUnknownGenderRecord,
  unknownGenderRecord,
  tonNuUnknownGenderRecord,
  recordWithoutBirthDate,
  unpaidRecord,
} from "./record-fixtures.ts";
import { answerGetInspiration, json, renderResult, renderResultInApp } from "./render-result.tsx";

const notFound = json({ error: { code: "RECORD_NOT_FOUND", message: "Không tìm thấy hồ sơ gợi ý tên này." } }, 404);
const serverDown = json(
  { error: { code: "SERVICE_UNAVAILABLE", message: "Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút." } },
  503,
);

describe("result page", () => {
  it("shows placeholders while the record loads", async () => {
    answerGetInspiration(async () => {
      await delay("infinite");
      return HttpResponse.json({});
    });
    renderResult(RECORD_ID);

    expect(await screen.findByRole("status")).toHaveTextContent("Đang tải kết quả gợi ý tên...");
  });

  it("asks for the record of the id in the address", async () => {
    const ids = answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    await screen.findByRole("heading", { name: /gợi ý miễn phí/ });
    expect(ids).toEqual([RECORD_ID]);
  });

  it("says whom families give each free name to, as the answer says, and nothing for an unknown pair", async () => {
    const record = unpaidRecord();
    const [first, second] = record.suggestions;
    answerGetInspiration(
      json({
        ...record,
        suggestions: [
          { ...first!, genderLean: "ca-hai" },
          { ...second!, genderLean: null },
          ...record.suggestions.slice(2),
        ],
      }),
    );
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    expect(cards[0]).toHaveTextContent("Tên cho cả bé trai và bé gái");
    // The list it comes from is named once, in the method section, not beside each name.
    expect(cards[0]!.textContent).not.toContain("vietnamese-namedb");
    expect(cards[1]!.textContent).not.toMatch(/Tên (cho cả )?bé/);
  });

  it("shows a not-found state with a link home for an unknown id, without retrying", async () => {
    const ids = answerGetInspiration(notFound);
    renderResult(RECORD_ID);

    expect(await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tạo gợi ý mới" })).toHaveAttribute("href", paths.home.getHref());
    expect(ids).toHaveLength(1);
  });

  it("words a missing record so it is true of a paid record the parents deleted, not only of an expired preview", async () => {
    answerGetInspiration(notFound);
    renderResult(RECORD_ID);

    const heading = await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" });
    const explanation = heading.parentElement!;
    expect(explanation).toHaveTextContent(/bố mẹ đã tự xóa/);
    expect(explanation).toHaveTextContent(/hết thời gian lưu/);
    expect(explanation).not.toHaveTextContent(/chưa thanh toán/);
    expect(screen.getByRole("link", { name: "chính sách quyền riêng tư" })).toHaveAttribute(
      "href",
      paths.privacy.getHref(),
    );
  });

  it("titles a found record with index.html's static header, and hides it for a missing one", async () => {
    const hero = Object.assign(document.createElement("header"), { id: "result-hero", hidden: true });
    document.body.append(hero);
    try {
      answerGetInspiration(json(unpaidRecord()));
      const { unmount } = renderResult(RECORD_ID);
      await screen.findByRole("heading", { name: /gợi ý miễn phí/ });
      expect(hero.hidden).toBe(false);
      unmount();

      answerGetInspiration(notFound);
      renderResult(RECORD_ID);
      await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" });
      expect(hero.hidden).toBe(true);
    } finally {
      hero.remove();
    }
  });

  it("titles the tab with the surname the page shows, and a missing record as not found", async () => {
    document.title = "";
    answerGetInspiration(json(unpaidRecord()));
    const { unmount } = renderResult(RECORD_ID);
    await waitFor(() => expect(document.title).toBe("Gợi ý tên cho bé họ Nguyễn — Cảm Hứng Tên"));
    unmount();

    answerGetInspiration(notFound);
    renderResult(RECORD_ID);
    await waitFor(() => expect(document.title).toBe("Không tìm thấy hồ sơ — Cảm Hứng Tên"));
  });

  it("treats an id that is not a uuid (400) as not found", async () => {
    answerGetInspiration(
      json(
        {
          error: {
            code: "VALIDATION_FAILED",
            message: "Thông tin chưa hợp lệ.",
            fields: { id: "Mã hồ sơ không hợp lệ." },
          },
        },
        400,
      ),
    );
    renderResult("khong-phai-uuid");

    expect(await screen.findByRole("heading", { level: 1, name: "Không tìm thấy hồ sơ" })).toBeInTheDocument();
  });

  it("shows the error after 3 retries, and Thử lại loads the record", async () => {
    let serverUp = false;
    const ids = answerGetInspiration(() => (serverUp ? json(unpaidRecord())() : serverDown()));
    const user = userEvent.setup();
    renderResult(RECORD_ID);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút.",
    );
    expect(ids).toHaveLength(4);

    serverUp = true;
    await user.click(screen.getByRole("button", { name: "Thử lại" }));

    expect(await screen.findAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the birth-year profile and the five elements with each name's relation", async () => {
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    const profile = await screen.findByRole("region", { name: "Mệnh theo năm sinh" });
    expect(within(profile).getByText("Bính Ngọ")).toBeInTheDocument();
    expect(within(profile).getByText("Thiên Hà Thủy")).toBeInTheDocument();
    expect(within(profile).getByText("2026")).toBeInTheDocument();
    const diagram = within(profile).getByRole("img");
    expect(diagram).toHaveAccessibleName(expect.stringContaining("Mệnh của bé: Thủy"));
    const legend = within(profile).getByRole("list");
    for (const suggestion of unpaidRecord().suggestions) {
      expect(legend).toHaveTextContent(suggestion.givenName);
      expect(legend).toHaveTextContent(suggestion.elementRelation!.label);
    }
  });

  it("says the mệnh is not considered when no birth date was given", async () => {
    answerGetInspiration(json(recordWithoutBirthDate()));
    renderResult(RECORD_ID);

    const profile = await screen.findByRole("region", { name: "Mệnh theo năm sinh" });
    expect(profile).toHaveTextContent("Bố mẹ chưa nhập ngày sinh");
    expect(within(profile).queryByRole("img")).not.toBeInTheDocument();
  });

  it("sums up the whole request: the wished middle name, the length and the names to avoid, each opening its field", async () => {
    answerGetInspiration(json(recordWithMiddleNameAndAvoid()));
    renderResult(RECORD_ID);

    const middle = await screen.findByRole("link", { name: "Sửa: Minh" });
    expect(middle).toHaveAttribute("href", paths.editRequest.getHref(RECORD_ID, "middleName"));
    expect(screen.getByRole("link", { name: "Sửa: 4 chữ" })).toHaveAttribute(
      "href",
      paths.editRequest.getHref(RECORD_ID, "length"),
    );
    expect(screen.getByRole("link", { name: "Sửa: Hùng, Lan" })).toHaveAttribute(
      "href",
      paths.editRequest.getHref(RECORD_ID, "avoid"),
    );
  });

  it("says why a Tôn Nữ baby whose gender is not known gets girls' names: they follow the surname", async () => {
    answerGetInspiration(json(tonNuUnknownGenderRecord()));
    renderResult(RECORD_ID);

    expect(
      await screen.findByRole("link", { name: "Sửa: Chưa biết giới tính (họ Tôn Nữ đặt tên bé gái, gợi ý theo họ)" }),
    ).toBeInTheDocument();
  });

  it("says why a baby whose gender is not known gets only boys' names after the wished middle name Quang", async () => {
    answerGetInspiration(json(quangUnknownGenderRecord()));
    renderResult(RECORD_ID);

    expect(
      await screen.findByRole("link", {
        name: "Sửa: Chưa biết giới tính (tên đệm Quang thường đặt cho bé trai, gợi ý theo tên đệm)",
      }),
    ).toBeInTheDocument();
  });

  it("says nothing of the kind when the names of a gender not known are mixed", async () => {
    answerGetInspiration(json(unknownGenderRecord()));
    renderResult(RECORD_ID);

    expect(await screen.findByRole("link", { name: "Sửa: Chưa biết giới tính" })).toBeInTheDocument();
  });

  it("leaves out a middle name and names to avoid the parents did not give", async () => {
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    await screen.findByRole("link", { name: "Sửa: 3 chữ" });
    expect(screen.queryByText("Tên đệm")).not.toBeInTheDocument();
    expect(screen.queryByText("Tránh")).not.toBeInTheDocument();
  });

  it("shows 3 preview cards, 17 locked ones, and the unlock link with the record's price", async () => {
    const record = unpaidRecord(59000);
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(3);
    const [first] = record.suggestions;
    const firstCard = within(cards[0]!);
    expect(firstCard.getByRole("heading", { name: `1. ${first!.fullName}` })).toBeInTheDocument();
    expect(firstCard.getByText(first!.hanTu!)).toBeInTheDocument();
    expect(firstCard.getByText(`${first!.score}/100`)).toBeInTheDocument();
    expect(firstCard.getByText(first!.reasons[0]!)).toBeInTheDocument();
    // Each wish word the name answers is quoted once: in the reason it earned points in, or as
    // counted within a chosen theme.
    expect(first!.wishMatches.length).toBeGreaterThan(0);
    for (const word of first!.wishMatches) expect(firstCard.getAllByText(new RegExp(`“${word}”`))).toHaveLength(1);
    expect(firstCard.getAllByText(first!.elementRelation!.label, { exact: false }).length).toBeGreaterThan(0);

    // Below the names: drawn after the names have been painted.
    const locked = await screen.findAllByRole("link", { name: /^Gợi ý số \d+ \(đang khóa\)/ });
    expect(locked).toHaveLength(17);
    expect(locked[0]).toHaveAccessibleName(/^Gợi ý số 4 \(đang khóa\): /);
    expect(locked[0]).toHaveAttribute("href", paths.paymentInfo.getHref(RECORD_ID));
    // What unlocking gives this family, in true facts: the band first, no name.
    expect(locked[0]).toHaveAccessibleName(/^Gợi ý số 4 \(đang khóa\): (Rất đẹp|Đẹp|Cân nhắc|Không nên)( · |$)/);
    const described = locked.map((card) => card.textContent ?? "").join(" ");
    for (const hidden of ALL_FULL_NAMES.slice(3)) expect(described).not.toContain(hidden.split(" ").slice(1).join(" "));
    const unlock = screen.getByRole("link", { name: /^Mở khóa đủ 20 gợi ý · 59\.000\s₫$/ });
    expect(unlock).toHaveAttribute("href", paths.paymentInfo.getHref(RECORD_ID));
    expect(screen.getByText(/không phải bói toán/)).toBeInTheDocument();
  });

  it("never shows a hidden suggestion or paid analysis before payment", async () => {
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);
    await screen.findAllByRole("article");

    const text = document.body.textContent ?? "";
    for (const hidden of ALL_FULL_NAMES.slice(3)) expect(text).not.toContain(hidden);
    expect(screen.queryByRole("heading", { name: "Thần số học" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sao chép đường dẫn" })).not.toBeInTheDocument();
  });

  it("explains a locked card in a tooltip", async () => {
    const user = userEvent.setup();
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    await user.hover((await screen.findAllByRole("link", { name: /đang khóa/ }))[0]!);

    expect(await screen.findByRole("tooltip")).toHaveTextContent(/^Mở khóa để xem đủ 20 gợi ý/);
  });

  it("shows all 20 suggestions with their full analysis once paid, and no lock", async () => {
    const record = paidRecord();
    answerGetInspiration(json(record));
    renderResult(RECORD_ID);

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(20);
    expect(screen.queryByRole("link", { name: /đang khóa|Mở khóa/ })).not.toBeInTheDocument();
    const last = record.suggestions[19]!;
    if (!("numerology" in last)) throw new Error("the paid fixture lacks the analysis");
    const lastCard = within(cards[19]!);
    expect(lastCard.getByRole("heading", { name: `20. ${last.fullName}` })).toBeInTheDocument();
    const number = lastCard.getByText(
      (_, element) =>
        element?.tagName === "STRONG" && element.textContent?.startsWith(`Số ${last.numerology.number}`) === true,
    );
    expect(number).toBeInTheDocument();
    expect(lastCard.getByText(last.numerology.reading)).toBeInTheDocument();
    expect(lastCard.getByText(last.tonePattern.text)).toBeInTheDocument();
    // Each syllable's meaning once, in its own line; not again as a paragraph of them all.
    expect(lastCard.queryByRole("heading", { name: "Ý nghĩa chi tiết" })).not.toBeInTheDocument();
    expect(lastCard.queryByText(last.meaningDetail)).not.toBeInTheDocument();
    expect(lastCard.getByText(last.checks[0]!.detail)).toBeInTheDocument();
    for (const card of cards) expect(within(card).getByRole("heading", { name: "Thần số học" })).toBeInTheDocument();
    // The full analysis is there, behind one tap: the card opens on its essentials.
    const disclosure = cards[19]!.querySelector<HTMLElement>("details.suggestion-card__more")!;
    expect(disclosure).not.toHaveAttribute("open");
    expect(within(disclosure).getByText("Xem phân tích đầy đủ")).toBeInTheDocument();
  });

  it("copies the report's link and confirms it with a toast", async () => {
    const user = userEvent.setup();
    answerGetInspiration(json(paidRecord()));
    renderResultInApp(RECORD_ID);

    await user.click(await screen.findByRole("button", { name: "Sao chép đường dẫn" }));

    // The toaster and sonner load on this first toast, as in the app: give the lazy chunk time.
    expect(await screen.findByText("Đã sao chép đường dẫn báo cáo")).toBeInTheDocument();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(window.location.href));
  });
});
