import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerCreateInspiration, created, failed } from "./create-inspiration-handlers.ts";
import { renderHome } from "./render-home.tsx";

const RECORD_ID = "7d3f1c2a-5b8e-4c1d-9f20-3a6b8c9d0e11";

const CONSENT = /^Tôi đồng ý để Cảm Hứng Tên lưu/;

/** The first submit of the file imports the validator cold (zod and the core): on a runner busy with the browser suite beside it, that can pass the usual wait. */
const COLD_VALIDATOR = { timeout: 15_000 };

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Họ"), "nguyễn");
  await user.click(screen.getByRole("radio", { name: "Bé trai" }));
  await user.click(screen.getByRole("button", { name: "Trí tuệ" }));
  await user.click(screen.getByRole("checkbox", { name: CONSENT }));
}

describe("home page", () => {
  // The title and the promise are index.html's static hero (static-hero.test.tsx).
  it("shows the three steps, the price from the build and the framing", async () => {
    renderHome();

    const steps = within(await screen.findByRole("region", { name: "Cách hoạt động" })).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    expect(screen.getByText(/^49\.000\s₫$/)).toBeInTheDocument();
    expect(screen.getByText(/không phải bói toán/)).toBeInTheDocument();
  });

  it("offers every field of the form by its Vietnamese label", async () => {
    renderHome();

    expect(await screen.findByLabelText("Họ")).toBeInTheDocument();
    for (const label of ["Bé trai", "Bé gái", "Chưa biết", "2 chữ", "3 chữ", "4 chữ"]) {
      expect(screen.getByRole("radio", { name: label })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Ngày sinh (dự kiến)")).toHaveAttribute("type", "date");
    expect(screen.getAllByRole("button", { pressed: false })).toHaveLength(12);
    expect(screen.getByLabelText("Mong muốn của bố mẹ")).toBeInTheDocument();
    expect(screen.getByLabelText("Tên đệm mong muốn")).toBeInTheDocument();
    expect(screen.getByLabelText("Tên cần tránh")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Xem gợi ý tên" })).toBeInTheDocument();
  });

  it("explains the name's length as parents count it: the họ included, and why 3 is chosen for them", async () => {
    renderHome();

    const length = await screen.findByRole("group", { name: "Độ dài tên" });
    expect(length).toHaveAccessibleDescription(
      "Tính cả họ: “Nguyễn Minh Khôi” là tên 3 chữ. Chúng tôi chọn sẵn 3 chữ vì những tên 3 chữ chúng tôi gợi ý nghe tự nhiên, dễ gọi hơn; bố mẹ thích tên 2 hay 4 chữ thì cứ chọn.",
    );
  });

  it("shows Vietnamese messages for an empty form, focuses the surname and sends nothing", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();

    await user.click(await screen.findByRole("button", { name: "Xem gợi ý tên" }));

    const surname = screen.getByLabelText("Họ");
    expect(await screen.findByText("Vui lòng nhập họ hợp lệ (ví dụ: Nguyễn)", {}, COLD_VALIDATOR)).toBeInTheDocument();
    expect(screen.getByText("Chọn ít nhất một cảm hứng")).toBeInTheDocument();
    expect(surname).toHaveAttribute("aria-invalid", "true");
    expect(surname).toHaveAccessibleDescription(expect.stringContaining("Vui lòng nhập họ hợp lệ"));
    expect(surname).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it("asks for consent with an unticked box, says why beside it, and sends nothing until it is ticked", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    const box = await screen.findByRole("checkbox", { name: CONSENT });
    expect(box).not.toBeChecked();
    expect(within(box.closest("label")!).getByRole("link", { name: "chính sách quyền riêng tư" })).toHaveAttribute(
      "href",
      "/chinh-sach-rieng-tu",
    );

    await user.type(screen.getByLabelText("Họ"), "Lê");
    await user.click(screen.getByRole("radio", { name: "Bé gái" }));
    await user.click(screen.getByRole("button", { name: "Trí tuệ" }));
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(
      await screen.findByText("Bố mẹ vui lòng đồng ý với cách chúng tôi lưu giữ thông tin để tiếp tục"),
    ).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ surname: "Lê", consent: true });
  });

  it("checks again when a field is left after the first submit", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(await screen.findByRole("button", { name: "Xem gợi ý tên" }));
    await screen.findByText("Vui lòng nhập họ hợp lệ (ví dụ: Nguyễn)");

    await user.type(screen.getByLabelText("Họ"), "Trần");
    await user.tab();

    await waitFor(() => expect(screen.queryByText("Vui lòng nhập họ hợp lệ (ví dụ: Nguyễn)")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Họ")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Chọn ít nhất một cảm hứng")).toBeInTheDocument();
  });

  it("counts the wish live and refuses one of 301 characters", async () => {
    const user = userEvent.setup();
    renderHome();
    await fillValidForm(user);
    await user.click(screen.getByLabelText("Mong muốn của bố mẹ"));
    await user.paste("a".repeat(301));

    expect(screen.getByText("301/300 ký tự")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByText("Tối đa 300 ký tự")).toBeInTheDocument();
    expect(screen.getByLabelText("Mong muốn của bố mẹ")).toHaveFocus();
  });

  it("refuses a birth date before 1900", async () => {
    const user = userEvent.setup();
    renderHome();
    await fillValidForm(user);
    fireEvent.change(screen.getByLabelText("Ngày sinh (dự kiến)"), { target: { value: "1899-12-31" } });
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByText(/^Ngày sinh phải từ 01\/01\/1900 đến /)).toBeInTheDocument();
    expect(screen.getByLabelText("Ngày sinh (dự kiến)")).toHaveAttribute("aria-invalid", "true");
  });

  it("preselects no gender, and asks for one when the form is sent without", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    for (const label of ["Bé trai", "Bé gái", "Chưa biết"])
      expect(await screen.findByRole("radio", { name: label })).not.toBeChecked();

    await user.type(screen.getByLabelText("Họ"), "Lê");
    await user.click(screen.getByRole("button", { name: "Trí tuệ" }));
    await user.click(screen.getByRole("checkbox", { name: CONSENT }));
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByText("Vui lòng chọn giới tính")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Giới tính" })).toHaveAccessibleDescription("Vui lòng chọn giới tính");
    expect(screen.getByRole("radio", { name: "Bé trai" })).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "Chưa biết" }));
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ surname: "Lê", gender: "chua-biet", length: 3 });
  });

  it("sets the name length from the gender until the parent picks one", async () => {
    const user = userEvent.setup();
    renderHome();

    expect(await screen.findByRole("radio", { name: "3 chữ" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Bé gái" }));
    expect(screen.getByRole("radio", { name: "3 chữ" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Chưa biết" }));
    expect(screen.getByRole("radio", { name: "3 chữ" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "2 chữ" }));
    await user.click(screen.getByRole("radio", { name: "Bé gái" }));
    expect(screen.getByRole("radio", { name: "2 chữ" })).toBeChecked();
  });

  it("lets at most five themes be chosen", async () => {
    const user = userEvent.setup();
    renderHome();
    for (const theme of ["Bình an", "Trí tuệ", "Mạnh mẽ", "Nhân hậu", "Thành đạt"]) {
      await user.click(await screen.findByRole("button", { name: theme }));
    }

    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Cái đẹp" })).toBeDisabled();
    expect(screen.getByText("Đã chọn 5/5")).toBeInTheDocument();
  });

  it("posts the filled form to create-inspiration and opens the new record", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();

    await user.type(await screen.findByLabelText("Họ"), "Nguyễn");
    await user.click(screen.getByRole("radio", { name: "Bé gái" }));
    fireEvent.change(screen.getByLabelText("Ngày sinh (dự kiến)"), { target: { value: "2026-05-01" } });
    await user.click(screen.getByRole("button", { name: "Trí tuệ" }));
    await user.click(screen.getByRole("button", { name: "Bình an" }));
    await user.type(screen.getByLabelText("Mong muốn của bố mẹ"), "Mong con thông minh, khỏe mạnh");
    await user.type(screen.getByLabelText("Tên đệm mong muốn"), "Minh");
    await user.type(screen.getByLabelText("Tên cần tránh"), "Hùng, bà Lan ,");
    await user.click(screen.getByRole("checkbox", { name: CONSENT }));
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByRole("heading", { name: `Hồ sơ ${RECORD_ID}` })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        surname: "Nguyễn",
        gender: "gai",
        birthDate: "2026-05-01",
        themes: ["tri-tue", "binh-an"],
        wish: "Mong con thông minh, khỏe mạnh",
        middleName: "Minh",
        avoid: ["Hùng", "bà Lan"],
        length: 3,
        consent: true,
      },
    ]);
  });

  it("leaves blank optional fields out of the request", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(created(RECORD_ID));
    renderHome();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    await screen.findByRole("heading", { name: `Hồ sơ ${RECORD_ID}` });
    expect(bodies).toEqual([{ surname: "nguyễn", gender: "trai", themes: ["tri-tue"], length: 3, consent: true }]);
  });

  it("shows the server's field message beside the field it names", async () => {
    const user = userEvent.setup();
    answerCreateInspiration(
      failed(400, {
        code: "VALIDATION_FAILED",
        message: "Thông tin chưa hợp lệ, bố mẹ vui lòng kiểm tra lại.",
        fields: { middleName: "Tên đệm phải là một chữ tiếng Việt (ví dụ: Minh)" },
      }),
    );
    renderHome();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    const middleName = screen.getByLabelText("Tên đệm mong muốn");
    await waitFor(() => expect(middleName).toHaveAttribute("aria-invalid", "true"));
    expect(middleName).toHaveAccessibleDescription(expect.stringContaining("Tên đệm phải là một chữ tiếng Việt"));
    expect(middleName).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Thử lại" })).not.toBeInTheDocument();
  });

  it("says in minutes when to try again after the rate limit", async () => {
    const user = userEvent.setup();
    answerCreateInspiration(
      failed(
        429,
        { code: "RATE_LIMITED", message: "Bố mẹ đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau khoảng 12 phút." },
        { "retry-after": "690" },
      ),
    );
    renderHome();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      /Vui lòng thử lại sau khoảng 12 phút \(lúc \d{2}:\d{2}\)/,
    );
    expect(screen.queryByRole("button", { name: "Thử lại" })).not.toBeInTheDocument();
  });

  it("shows the server's own wait when the Retry-After header is not readable", async () => {
    const user = userEvent.setup();
    answerCreateInspiration(
      failed(429, {
        code: "RATE_LIMITED",
        message: "Bố mẹ đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau khoảng 7 phút.",
      }),
    );
    renderHome();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Vui lòng thử lại sau khoảng 7 phút.");
  });

  it("offers Thử lại after a server failure and opens the record when it succeeds", async () => {
    const user = userEvent.setup();
    const bodies = answerCreateInspiration(
      failed(503, { code: "SERVICE_UNAVAILABLE", message: "Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút." }),
      created(RECORD_ID),
    );
    renderHome();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Xem gợi ý tên" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Hệ thống đang bận");
    await user.click(screen.getByRole("button", { name: "Thử lại" }));

    expect(await screen.findByRole("heading", { name: `Hồ sơ ${RECORD_ID}` })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });
});
