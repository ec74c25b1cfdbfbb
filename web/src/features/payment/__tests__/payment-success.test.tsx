import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { paths } from "../../../config/paths.ts";
import { RECORD_ID } from "./fake-payment-backend.ts";
import { renderPaymentJourney } from "./render-payment-journey.tsx";

const SUCCESS = paths.success.getHref();
const STORAGE_KEY = "cam-hung-ten:last-paid-record";

afterEach(() => sessionStorage.clear());

describe("success page", () => {
  it("thanks the parents and links to the report of the record in the router state", () => {
    sessionStorage.setItem(STORAGE_KEY, "9f1d2c3b-0000-4000-8000-000000000000");
    renderPaymentJourney(SUCCESS, { recordId: RECORD_ID });

    expect(screen.getByRole("heading", { level: 1, name: "Cảm ơn bố mẹ!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute("href", paths.result.getHref(RECORD_ID));
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", paths.home.getHref());
  });

  it("falls back to the record saved in sessionStorage when the router state is gone (a reload)", () => {
    sessionStorage.setItem(STORAGE_KEY, RECORD_ID);
    renderPaymentJourney(SUCCESS);

    expect(screen.getByRole("link", { name: "Xem báo cáo đầy đủ" })).toHaveAttribute("href", paths.result.getHref(RECORD_ID));
  });

  it("without any record, says so gently and offers only the way home", () => {
    renderPaymentJourney(SUCCESS);

    expect(screen.getByText(/không còn nhớ hồ sơ vừa thanh toán/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Xem báo cáo đầy đủ" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", paths.home.getHref());
  });
});
