// The app's stylesheet holds the form's and the report's rules too; a name page carries it inline,
// so the rules whose classes no page uses are left out (less to download and, on a slow phone's
// CPU, less to parse before the first paint). Works on the minified stylesheet of
// web/build/name-pages.ts: top-level rules and @media blocks of rules.

/** The class names a selector needs on the page: ".card h2, .alert p" → [["card"], ["alert"]]. */
const classesOf = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);

/** `css` without the rules whose every selector names a class outside `used`. */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  let out = "";
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf("{", i);
    if (open === -1) break;
    const prelude = css.slice(i, open);
    // The block's end, nested braces counted (an @media holds rules).
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end++) depth += css[end] === "{" ? 1 : css[end] === "}" ? -1 : 0;
    const body = css.slice(open + 1, end - 1);
    if (prelude.startsWith("@media")) {
      const inner = pruneCss(body, used);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith("@")) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = prelude.split(",").filter((s) => classesOf(s).every((c) => used.has(c)));
      if (kept.length > 0) out += `${kept.join(",")}{${body}}`;
    }
    i = end;
  }
  return out;
}

/** Every class the pages' markup uses. */
export function classesUsedIn(pages: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const html of pages)
    for (const m of html.matchAll(/class="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) used.add(c);
  return used;
}
