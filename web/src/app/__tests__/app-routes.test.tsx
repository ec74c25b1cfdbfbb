import { configure, getConfig, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "@/components/route-error-boundary.tsx";
import { paths } from "@/config/paths.ts";
import { leaveFunctionCallsPending, renderAppAt } from "@/testing/render-app-at.tsx";

const RECORD_ID = "2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11";
/**
 * How long a lazy screen may take to arrive in the test runner (not a product timing): its first
 * import is transformed on demand, which on a cold, loaded machine alone can pass the default second.
 * Every screen here is lazy, so every wait of this file gets it.
 */
const LAZY_SCREEN_MS = 10_000;
const defaultWait = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: LAZY_SCREEN_MS }));
afterAll(() => configure({ asyncUtilTimeout: defaultWait }));

// The routing is under test, not the screens' data: their calls never answer.
beforeEach(leaveFunctionCallsPending);

describe("AppRoutes", () => {
  it("shows the Đang tải... spinner while a lazy screen loads, then the screen", async () => {
    renderAppAt(paths.home.getHref());

    expect(screen.getByRole("status")).toHaveTextContent("Đang tải...");
    expect(await screen.findByRole("heading", { name: "Cách hoạt động" })).toBeInTheDocument();
    expect(screen.queryByText("Đang tải...")).not.toBeInTheDocument();
  });

  it.each([
    [paths.success.getHref(), "Chưa rõ hồ sơ nào"],
    [paths.privacy.getHref(), "Chính sách quyền riêng tư"],
    [paths.recordDeleted.getHref(), "Đã xóa hồ sơ"],
  ])("serves %s with its own screen", async (url, heading) => {
    renderAppAt(url);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("serves the payment route with its own screen, titled by index.html's static header", async () => {
    renderAppAt(paths.paymentInfo.getHref(RECORD_ID));
    expect(await screen.findByText("Đang chuẩn bị thông tin chuyển khoản…")).toBeInTheDocument();
  });

  it("serves the result route with its own screen, titled by index.html's static header", async () => {
    renderAppAt(paths.result.getHref(RECORD_ID));
    expect(await screen.findByText("Đang tải kết quả gợi ý tên...")).toBeInTheDocument();
  });

  it.each([
    paths.home.getHref(),
    paths.result.getHref(RECORD_ID),
    paths.paymentInfo.getHref(RECORD_ID),
    paths.success.getHref(),
    "/khong-co-trang-nay",
  ])("links %s to the privacy notice from its footer", async (url) => {
    renderAppAt(url);
    const footer = await screen.findByRole("contentinfo");
    expect(footer.querySelector(`a[href="${paths.privacy.getHref()}"]`)).toHaveTextContent("Chính sách quyền riêng tư");
  });

  it("tells what the privacy notice promises: the periods, what this browser keeps, the processors, the rights and the contact", async () => {
    renderAppAt(paths.privacy.getHref());
    const notice = await screen.findByRole("article", { name: "Chính sách quyền riêng tư" });
    for (const words of [
      "7 ngày",
      "24 tháng",
      "90 ngày",
      "Supabase",
      "Xóa ngay",
      "Rút lại sự đồng ý",
      "tối đa 7 ngày",
      "baomat@camhungten.vn",
      "Xóa và bắt đầu lại",
      "đóng thẻ trình duyệt",
    ]) {
      expect(notice).toHaveTextContent(words);
    }
  });

  it.each([
    [paths.home.getHref(), "Cảm Hứng Tên — Gợi ý tên hay cho bé"],
    [paths.result.getHref(RECORD_ID), "Kết quả gợi ý tên — Cảm Hứng Tên"],
    [paths.paymentInfo.getHref(RECORD_ID), "Thông tin thanh toán — Cảm Hứng Tên"],
    [paths.success.getHref(), "Xác nhận thanh toán — Cảm Hứng Tên"],
    [paths.privacy.getHref(), "Chính sách quyền riêng tư — Cảm Hứng Tên"],
    [paths.recordDeleted.getHref(), "Đã xóa hồ sơ — Cảm Hứng Tên"],
    ["/khong-co-trang-nay", "Không tìm thấy trang — Cảm Hứng Tên"],
  ])("titles %s as %s in the tab and the history", async (url, title) => {
    document.title = "";
    renderAppAt(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("shows a Vietnamese not-found page with a link home for any other path", async () => {
    renderAppAt("/khong-co-trang-nay");

    expect(await screen.findByRole("heading", { name: "Không tìm thấy trang" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");
  });
});

describe("RouteErrorBoundary", () => {
  function Broken(): never {
    throw new Error("render failure");
  }

  it("shows the fixed fallback text when a screen fails, and recovers on the next navigation", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="first">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");

    rerender(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="second">
          <p>Trang mới</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText("Trang mới")).toBeInTheDocument();
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
