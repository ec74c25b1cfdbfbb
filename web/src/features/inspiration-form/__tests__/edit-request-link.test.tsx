// "Sửa yêu cầu" opens /?sua=<id>: when the record cannot be read, the form says why, and the words
// depend on whether the record is gone or the network failed; from a paid report, it says before
// sending that the new request is unlocked on its own.
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { SAMPLE_INPUT } from "@core/fixtures/sample-request.ts";
import { sampleReport } from "@core/fixtures/sample-report.ts";
import { toPaidView, toPreview } from "@core/naming/preview.ts";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";
import { renderHome } from "./render-home.tsx";

const GET_URL = `${env.supabaseUrl}/functions/v1/get-inspiration`;
const ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";
const WAIT = { timeout: 15_000 };

describe("the form opened from Sửa yêu cầu", () => {
  it("says the record is gone when the server does not know it", async () => {
    server.use(
      http.post(GET_URL, () =>
        HttpResponse.json(
          { error: { code: "RECORD_NOT_FOUND", message: "Không tìm thấy hồ sơ.", fields: {} } },
          { status: 404 },
        ),
      ),
    );
    renderHome(`/?sua=${ID}`);
    expect(await screen.findByText(/hồ sơ có thể đã hết hạn hoặc đã bị xóa/, {}, WAIT)).toBeInTheDocument();
  });

  it("says the connection failed, not that the record is gone, when the network does", async () => {
    server.use(http.post(GET_URL, () => HttpResponse.error()));
    renderHome(`/?sua=${ID}`);
    expect(await screen.findByText(/kết nối đang gián đoạn/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/đã hết hạn hoặc đã bị xóa/)).toBeNull();
  });
});

// The record as get-inspiration serialises it, paid or a free preview, built by the real engine.
function recordAnswer(paid: boolean) {
  const report = sampleReport();
  const view = {
    id: ID,
    createdAt: "2026-01-10T03:00:00.000Z",
    keptUntil: paid ? "2028-01-10T03:10:00.000Z" : "2026-01-17T03:00:00.000Z",
    input: SAMPLE_INPUT,
    favourites: [],
    priceVnd: 49000,
    ...(paid
      ? { paymentStatus: "paid", ...toPaidView(report) }
      : { paymentStatus: "not_requested", ...toPreview(report, SAMPLE_INPUT.themes) }),
  };
  return JSON.parse(JSON.stringify(view)) as RecordView;
}

describe("the form opened from a paid report's Sửa yêu cầu", () => {
  it("says, before sending, that the new request is a free preview unlocked on its own, with the way back to the paid report", async () => {
    server.use(http.post(GET_URL, () => HttpResponse.json(recordAnswer(true))));
    renderHome(`/?sua=${ID}`);

    expect(await screen.findByText(/Đây là yêu cầu của báo cáo bố mẹ đã thanh toán/, {}, WAIT)).toHaveTextContent(
      /bản xem trước miễn phí riêng, và muốn xem đầy đủ thì bố mẹ mở khóa riêng/,
    );
    expect(screen.getByRole("link", { name: "mở lại báo cáo đã thanh toán" })).toHaveAttribute(
      "href",
      `/phan-tich-cam-hung/${ID}`,
    );
    const reminder = screen.getByText(/Yêu cầu mới không dùng chung thanh toán với báo cáo cũ/);
    const submit = screen.getByRole("button", { name: "Xem gợi ý tên" });
    expect(reminder.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says nothing of payment when the request comes from a free preview", async () => {
    server.use(http.post(GET_URL, () => HttpResponse.json(recordAnswer(false))));
    renderHome(`/?sua=${ID}`);

    expect(await screen.findByText(/Đây là yêu cầu trước của bố mẹ/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/báo cáo bố mẹ đã thanh toán/)).toBeNull();
    expect(screen.queryByText(/không dùng chung thanh toán/)).toBeNull();
    expect(screen.queryByRole("link", { name: "mở lại báo cáo đã thanh toán" })).toBeNull();
  });
});
