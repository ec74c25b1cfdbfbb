import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { paths } from "../../config/paths.ts";
import { routes } from "../routes.tsx";

function renderAt(url: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

describe("routes", () => {
  it("shows the Đang tải... spinner while a lazy screen loads, then the screen", async () => {
    renderAt(paths.home.getHref());

    expect(screen.getByRole("status")).toHaveTextContent("Đang tải...");
    expect(await screen.findByRole("heading", { level: 1, name: "Cảm Hứng Tên" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it.each([
    [paths.result.getHref("2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11"), "Kết quả gợi ý tên"],
    [paths.paymentInfo.getHref("2b0c6f0e-6a51-4f1e-9a43-0d5f1d6f2a11"), "Thông tin thanh toán"],
    [paths.success.getHref(), "Cảm ơn bố mẹ!"],
  ])("serves %s with its own screen", async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("shows a Vietnamese not-found page with a link home for any other path", async () => {
    renderAt("/khong-co-trang-nay");

    expect(await screen.findByRole("heading", { name: "Không tìm thấy trang" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");
  });

  it("shows the fixed fallback text when a screen fails to render", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("render failure");
    }
    const failing: RouteObject[] = [
      { element: routes[0]?.element, errorElement: routes[0]?.errorElement, children: [{ path: "/", element: <Broken /> }] },
    ];

    renderAt("/", failing);

    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
