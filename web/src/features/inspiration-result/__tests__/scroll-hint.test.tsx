// The "swipe" hint above a comparison table on a phone: there while the table has more to the right,
// gone once the parent has swiped to its end or when the table fits. The simulated DOM lays nothing
// out, so each test sets the widths a 390 px phone would measure.
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ComparisonTable } from "@/features/inspiration-result/components/comparison-table.tsx";
import { FavouritesComparison } from "@/features/inspiration-result/components/favourites-comparison.tsx";
import { paidRecord } from "./record-fixtures.ts";

const HINT = "Vuốt ngang để xem thêm →";

/** The table region as a phone lays it out: `scrollWidth` px of table in a `clientWidth` px window. */
function layOut(region: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(region, "scrollWidth", { configurable: true, value: scrollWidth });
  Object.defineProperty(region, "clientWidth", { configurable: true, value: clientWidth });
}

/** The parent swipes the table to `left` px from its start. */
function swipeTo(region: HTMLElement, left: number) {
  region.scrollLeft = left;
  fireEvent.scroll(region);
}

describe("the swipe hint above a comparison table", () => {
  it("stays while the table has more to the right, goes once it is swiped to its end, and does not come back", () => {
    render(<ComparisonTable record={paidRecord()} />);
    const region = screen.getByRole("region", { name: "Bảng so sánh 20 gợi ý" });
    layOut(region, 900, 374);

    swipeTo(region, 300);
    expect(screen.getByText(HINT)).toBeVisible();
    // The last column in view: a browser may stop a fraction of a pixel short of the end.
    swipeTo(region, 525.5);
    expect(screen.getByText(HINT)).not.toBeVisible();
    swipeTo(region, 0);
    expect(screen.getByText(HINT)).not.toBeVisible();
  });

  it("is not shown above favourites that fit the screen", () => {
    const record = paidRecord();
    const favourites = record.suggestions.slice(0, 2).map((name) => name.fullName);
    vi.spyOn(Element.prototype, "scrollWidth", "get").mockReturnValue(360);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(374);
    render(<FavouritesComparison record={{ ...record, favourites }} />);

    expect(screen.getByRole("region", { name: "Bảng so sánh tên yêu thích" })).toBeInTheDocument();
    expect(screen.getByText(HINT)).not.toBeVisible();
  });
});
