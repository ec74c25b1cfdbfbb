import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { THEMES } from "@core/naming/data/themes.ts";
import { ThemeIcon } from "@/components/theme-icon.tsx";

describe("theme icons", () => {
  it("draws every theme as an inline SVG hidden from screen readers, never as an emoji", () => {
    for (const theme of THEMES) {
      const { container, unmount } = render(<ThemeIcon theme={theme.id} />);
      const svg = container.querySelector("svg");
      expect(svg, theme.id).toHaveAttribute("aria-hidden", "true");
      expect(svg!.querySelector("path")?.getAttribute("d"), theme.id).toMatch(/^M[\d.\s-]/);
      expect(container.textContent).toBe("");
      unmount();
    }
  });
});
