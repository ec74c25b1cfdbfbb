// "Sửa yêu cầu" opens /?sua=<id>: when the record cannot be read, the form says why, and the words
// depend on whether the record is gone or the network failed.
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
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
