import { render } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { drawElement } from "@/lib/draw-element.ts";

function Badge({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <span className="badge" aria-label={label}>
      {children}
    </span>
  );
}

const tree = (
  <section className="card" aria-labelledby="t" data-kind="demo">
    <h2 id="t">Tên {"Minh"}</h2>
    <>
      <Badge label="điểm">{[1, " / ", 100]}</Badge>
      {null}
      {false}
    </>
    <button type="button" aria-busy={false} aria-pressed={true} disabled={false} onClick={() => {}}>
      Chọn
    </button>
    <p hidden>Ẩn</p>
    <svg viewBox="0 0 24 24" aria-hidden="true" strokeWidth="2" shapeRendering="crispEdges">
      <path d="M0 0h1" strokeLinecap="round" />
    </svg>
  </section>
);

function markup(node: Node): string {
  const host = document.createElement("div");
  host.append(node);
  return host.innerHTML;
}

describe("drawElement", () => {
  it("draws an element tree as React DOM draws it, attribute for attribute", () => {
    const { container } = render(tree);
    expect(markup(drawElement(tree))).toBe(container.innerHTML);
  });

  it("draws SVG in the SVG namespace and drops handlers", () => {
    const drawn = drawElement(tree).firstElementChild!;
    expect(drawn.querySelector("path")!.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(drawn.querySelector("button")!.getAttributeNames()).toEqual(["type", "aria-busy", "aria-pressed"]);
  });

  it("refuses a component that needs React to run", () => {
    function Stateful() {
      const [n] = useState(0);
      return <span>{n}</span>;
    }
    expect(() => drawElement(<Stateful />)).toThrow();
  });
});
