// A few lines of plain DOM building for the early views (features/*/early/), which run before React
// and zod have arrived: elements with attributes and children, and type checks of an answer's fields.
// Texts are always appended as text nodes, never parsed as markup.

export type Child = Node | string | null | false;

const SVG_NS = "http://www.w3.org/2000/svg";

function build<E extends Element>(node: E, attributes: Record<string, string>, children: Child[]): E {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) node.append(child);
  return node;
}

/** An HTML element; null and false children are left out, so conditions read as in JSX. */
export const el = (tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement =>
  build(document.createElement(tag), attributes, children);

/** An SVG element, in the SVG namespace. */
export const svgEl = (tag: string, attributes: Record<string, string>, ...children: Child[]): SVGElement =>
  build(document.createElementNS(SVG_NS, tag), attributes, children);

export const isString = (value: unknown): value is string => typeof value === "string";
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
