// Draws a React element tree as plain DOM, without React: what lets the early view (app/early-view-script.ts)
// show a screen from the very components the app renders, so each screen's markup is written once.
// React's JSX runtime only builds objects ({ type, props }); this walks them. The components it draws
// must be plain functions of their props (no hook, no context): the app wraps them with what they do.
//
// The result is a picture. Event handlers, `key` and `ref` are dropped, and attributes are written
// the way React DOM writes them, so the app's drawing of the same element compares equal.
import type { ReactNode } from "react";

const FRAGMENT = Symbol.for("react.fragment");
const SVG_NS = "http://www.w3.org/2000/svg";
/** Props React DOM writes under another name. */
const RENAMED: Record<string, string> = { className: "class", htmlFor: "for" };
/** Attributes that are present or absent; any other `false` is written out only for aria-* and data-*. */
const BOOLEAN_ATTRIBUTES = new Set(["disabled", "hidden", "checked", "required", "readonly", "open", "inert"]);

interface ElementLike {
  type: unknown;
  props: Record<string, unknown> & { children?: ReactNode };
}

const isElement = (node: unknown): node is ElementLike =>
  typeof node === "object" && node !== null && "$$typeof" in node && "type" in node && "props" in node;

function attributeName(prop: string, inSvg: boolean): string {
  const renamed = RENAMED[prop];
  if (renamed) return renamed;
  // SVG presentation attributes are camelCase props and dash-case attributes (strokeWidth).
  return inSvg && prop !== "viewBox" ? prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : prop;
}

function setAttributes(node: Element, props: ElementLike["props"], inSvg: boolean): void {
  for (const [prop, value] of Object.entries(props)) {
    if (prop === "children" || prop === "key" || prop === "ref" || /^on[A-Z]/.test(prop)) continue;
    if (prop === "style" || prop === "dangerouslySetInnerHTML") throw new Error(`drawElement does not draw ${prop}`);
    if (value === null || value === undefined) continue;
    const name = attributeName(prop, inSvg);
    if (BOOLEAN_ATTRIBUTES.has(name)) {
      if (value) node.setAttribute(name, "");
    } else if (typeof value !== "boolean" || /^(aria|data)-/.test(name)) {
      node.setAttribute(name, String(value));
    }
  }
}

function draw(node: ReactNode, into: Node, inSvg: boolean): void {
  if (node === null || node === undefined || typeof node === "boolean") return;
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") {
    into.appendChild(document.createTextNode(String(node)));
  } else if (Array.isArray(node)) {
    for (const child of node) draw(child as ReactNode, into, inSvg);
  } else if (isElement(node)) {
    const { type, props } = node;
    if (type === FRAGMENT) draw(props.children, into, inSvg);
    else if (typeof type === "function") draw((type as (props: object) => ReactNode)(props), into, inSvg);
    else if (typeof type === "string") {
      const svg = inSvg || type === "svg";
      const element = svg ? document.createElementNS(SVG_NS, type) : document.createElement(type);
      setAttributes(element, props, svg);
      draw(props.children, element, svg);
      into.appendChild(element);
    } else throw new Error("drawElement draws plain function components and DOM elements only");
  } else throw new Error("drawElement cannot draw this node");
}

/** The element tree as DOM nodes, in a fragment to insert. */
export function drawElement(node: ReactNode): DocumentFragment {
  const fragment = document.createDocumentFragment();
  draw(node, fragment, false);
  return fragment;
}
