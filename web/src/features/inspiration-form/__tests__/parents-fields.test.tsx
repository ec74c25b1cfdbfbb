// The parents' own names and birth years on the home form: sent as the server expects, checked with
// the shared schema, and the server's per-name message shown beside the right input.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerCreateInspiration, created, failed } from "./create-inspiration-handlers.ts";
import { renderHome } from "./render-home.tsx";

const RECORD_ID = "7d3f1c2a-5b8e-4c1d-9f20-3a6b8c9d0e11";

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Họ"), "Nguyễn");
  await user.click(screen.getByRole("radio", { name: "Bé trai" }));
  await user.click(screen.getByRole("button", { name: "Trí tuệ" }));
  await user.click(screen.getByRole("checkbox", { name: /^Tôi đồng ý/ }));
}

describe("the parents' own names and birth years", () => {
  it("sends the typed names, leaving blank inputs out, and each parent's year", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Tên đang cân nhắc thứ 1"), "Minh An");
    await user.type(screen.getByLabelText("Tên đang cân nhắc thứ 3"), "Ngọc Bảo Anh");
    await user.type(screen.getByLabelText("Năm sinh của bố"), "1990");
    await user.type(screen.getByLabelText("Năm sinh của mẹ"), "1992");
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      candidates: [{ name: "Minh An" }, { name: "Ngọc Bảo Anh" }],
      fatherBirthYear: 1990,
      motherBirthYear: 1992,
    });
  });

  it("lets the parents pick the chữ Hán of each syllable, the commonest first", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Tên đang cân nhắc thứ 1"), "Minh Anh");
    const minh = await screen.findByLabelText("Chữ Hán của chữ Minh");
    expect(minh).toHaveValue("明");
    await user.selectOptions(minh, "銘");
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ candidates: [{ name: "Minh Anh", hanTu: ["銘", "英"] }] });
  });

  it("writes the chosen character's meaning in full under its select, where a phone's select cuts it", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(await screen.findByLabelText("Tên đang cân nhắc thứ 1"), "Minh Anh");
    const anh = await screen.findByLabelText("Chữ Hán của chữ Anh");
    expect(anh).toHaveAccessibleDescription(/^英 ?: tinh hoa, người tài giỏi hơn người$/u);
    expect(screen.getByText(": tinh hoa, người tài giỏi hơn người", { exact: false })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Chữ Hán của chữ Minh"), "銘");
    expect(screen.getByLabelText("Chữ Hán của chữ Minh")).toHaveAccessibleDescription(/^銘 ?: ghi khắc, ghi nhớ$/u);
  });

  it("says in Vietnamese which name or year is wrong, before sending anything", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Tên đang cân nhắc thứ 2"), "John Smith");
    await user.type(screen.getByLabelText("Năm sinh của mẹ"), "1899");
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByText("Tên cần là tiếng Việt, ví dụ: Minh An")).toBeInTheDocument();
    expect(screen.getByLabelText("Tên đang cân nhắc thứ 2")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Năm sinh của mẹ")).toHaveAccessibleDescription(
      expect.stringMatching(/Năm sinh phải từ 1940 đến \d{4}/),
    );
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's message for one name beside that name", async () => {
    const user = userEvent.setup();
    const message = 'Chữ Hán "恩" không phải cách viết thường dùng trong tên của chữ "An".';
    answerCreateInspiration(
      failed(400, {
        code: "VALIDATION_FAILED",
        message: "Thông tin chưa hợp lệ",
        fields: { candidates: message, "candidates.1": message },
      }),
    );
    renderHome();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Tên đang cân nhắc thứ 1"), "Minh Anh");
    await user.type(screen.getByLabelText("Tên đang cân nhắc thứ 3"), "Minh An");
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Tên đang cân nhắc thứ 3")).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText("Tên đang cân nhắc thứ 1")).not.toHaveAttribute("aria-invalid");
  });
});
