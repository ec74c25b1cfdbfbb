import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { server } from "@/testing/msw-server.ts";
import { inspirationKeys } from "@/features/inspiration-result/api/inspiration-keys.ts";
import { paidRecord, RECORD_ID, unpaidRecord } from "./record-fixtures.ts";
import { answerGetInspiration, json, renderResult, renderResultInApp } from "./render-result.tsx";

const DELETE_URL = `${env.supabaseUrl}/functions/v1/delete-inspiration`;

function answerDelete(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(DELETE_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe("the parents' data on the result page", () => {
  it("says until when a free preview is kept, with the privacy notice a tap away", async () => {
    answerGetInspiration(json(unpaidRecord()));
    renderResult(RECORD_ID);

    expect(await screen.findByText(/Bản xem trước này được lưu đến ngày 17\/01\/2026/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Chính sách quyền riêng tư" })).toHaveAttribute(
      "href",
      "/chinh-sach-rieng-tu",
    );
  });

  it("says a paid report is kept 24 months after payment, and until which day", async () => {
    answerGetInspiration(json(paidRecord()));
    renderResult(RECORD_ID);

    expect(
      await screen.findByText(/Báo cáo này được lưu 24 tháng kể từ ngày thanh toán, đến hết ngày 10\/01\/2028/),
    ).toBeInTheDocument();
  });

  it("asks once more before deleting, and sends nothing when the parent keeps the record", async () => {
    answerGetInspiration(json(unpaidRecord()));
    const bodies = answerDelete(() => HttpResponse.json({ deleted: true }));
    const user = userEvent.setup();
    renderResult(RECORD_ID);

    await user.click(await screen.findByRole("button", { name: "Xóa hồ sơ này" }));
    expect(screen.getByText(/Xóa vĩnh viễn hồ sơ này\?/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Giữ lại" }));

    expect(screen.getByRole("button", { name: "Xóa hồ sơ này" })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("deletes once confirmed, forgets the record and the form's draft in this browser and lands on the confirmation", async () => {
    answerGetInspiration(json(paidRecord()));
    const bodies = answerDelete(() => HttpResponse.json({ deleted: true }));
    sessionStorage.setItem("cam-hung-ten:last-paid-record", RECORD_ID);
    sessionStorage.setItem("unrelated", "kept");
    localStorage.setItem("cht:form-draft", JSON.stringify({ version: 1, values: { wish: "Bí mật gia đình" } }));
    localStorage.setItem("cht:brand-font", "1");
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    renderResult(RECORD_ID, queryClient);

    await user.click(await screen.findByRole("button", { name: "Xóa hồ sơ này" }));
    await user.click(screen.getByRole("button", { name: "Xóa vĩnh viễn" }));

    expect(await screen.findByRole("heading", { name: "Đã xóa hồ sơ" })).toBeInTheDocument();
    expect(bodies).toEqual([{ id: RECORD_ID }]);
    await waitFor(() => expect(queryClient.getQueryData(inspirationKeys.detail(RECORD_ID))).toBeUndefined());
    expect(sessionStorage.getItem("cam-hung-ten:last-paid-record")).toBeNull();
    expect(sessionStorage.getItem("unrelated")).toBe("kept");
    expect(localStorage.getItem("cht:form-draft")).toBeNull();
    expect(localStorage.getItem("cht:brand-font")).toBe("1");
  });

  it("stays on the record and says why in a toast when the deletion fails", async () => {
    answerGetInspiration(json(unpaidRecord()));
    answerDelete(() =>
      HttpResponse.json(
        { error: { code: "SERVICE_UNAVAILABLE", message: "Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút." } },
        { status: 503 },
      ),
    );
    const user = userEvent.setup();
    renderResultInApp(RECORD_ID);

    await user.click(await screen.findByRole("button", { name: "Xóa hồ sơ này" }));
    await user.click(screen.getByRole("button", { name: "Xóa vĩnh viễn" }));

    expect(await screen.findByText("Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Xóa vĩnh viễn" })).toBeEnabled();
  });
});
