// A surname the form cannot take: "Có phải họ …?" under the field, from the browser's own check or
// from the server's answer, and the confirmation of a rare surname that is really the family's.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerCreateInspiration, created, failed } from "./create-inspiration-handlers.ts";
import { renderHome } from "./render-home.tsx";

const RECORD_ID = "7d3f1c2a-5b8e-4c1d-9f20-3a6b8c9d0e11";
const CONSENT = /^Tôi đồng ý để Cảm Hứng Tên lưu/;

async function submitWithSurname(user: ReturnType<typeof userEvent.setup>, surname: string) {
  await user.type(await screen.findByLabelText("Họ"), surname);
  await user.click(screen.getByRole("radio", { name: "Bé gái" }));
  await user.click(screen.getByRole("button", { name: "Trí tuệ" }));
  await user.click(screen.getByRole("checkbox", { name: CONSENT }));
  await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));
}

describe("a surname the form does not know", () => {
  it("offers the nearest known surnames, and a tap puts one in the field", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await submitWithSurname(user, "tran");

    expect(await screen.findByText(/Chúng tôi chưa biết họ "Tran"/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Có phải họ Trần?" }));

    expect(screen.getByLabelText("Họ")).toHaveValue("Trần");
    expect(screen.getByLabelText("Họ")).toHaveFocus();
    expect(screen.queryByRole("button", { name: /^Có phải họ/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Chúng tôi chưa biết họ/)).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));
    await screen.findByRole("heading", { name: `Hồ sơ ${RECORD_ID}` });
    expect(bodies[0]).toMatchObject({ surname: "Trần" });
    expect(bodies[0]).not.toHaveProperty("surnameConfirmed");
  });

  it("offers Nguyễn for nguyen, which is not spelt as Vietnamese, and nothing to confirm", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await submitWithSurname(user, "nguyen");

    expect(await screen.findByText(/Họ "Nguyen" chưa đúng chính tả tiếng Việt/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Đúng, họ của gia đình tôi/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Có phải họ Nguyễn?" }));
    expect(screen.getByLabelText("Họ")).toHaveValue("Nguyễn");
    expect(bodies).toHaveLength(0);
  });

  it("offers the surnames the server suggests when it refuses one", async () => {
    const user = userEvent.setup();
    answerCreateInspiration(
      failed(400, {
        code: "VALIDATION_FAILED",
        message: "Thông tin chưa hợp lệ, bố mẹ vui lòng kiểm tra lại.",
        fields: { surname: "Chúng tôi chưa biết họ này." },
        suggestions: ["Trương", "Trịnh"],
      }),
    );
    renderHome();
    await submitWithSurname(user, "Trần");

    await user.click(await screen.findByRole("button", { name: "Có phải họ Trịnh?" }));
    expect(screen.getByLabelText("Họ")).toHaveValue("Trịnh");
    expect(screen.queryByText("Chúng tôi chưa biết họ này.")).not.toBeInTheDocument();
  });

  it("sends a rare surname again with surnameConfirmed once the parent says it is theirs", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await submitWithSurname(user, "Lò");
    expect(bodies).toHaveLength(0);

    await user.click(await screen.findByRole("button", { name: "Đúng, họ của gia đình tôi là Lò" }));

    expect(await screen.findByRole("heading", { name: `Hồ sơ ${RECORD_ID}` })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ surname: "Lò", surnameConfirmed: true, gender: "gai" })]);
  });

  it("says a middle name was typed with the surname, offers the surname alone, and nothing to confirm", async () => {
    const user = userEvent.setup();
    renderHome();
    await submitWithSurname(user, "Ngô Thị");

    expect(await screen.findByText(/"Thị" là tên đệm, không phải họ/)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Có phải họ Ngô?" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Đúng, họ của gia đình tôi/ })).not.toBeInTheDocument();
  });
});
