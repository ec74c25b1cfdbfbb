import { describe, expect, it } from "vitest";
import { classesUsedIn, pruneCss } from "@/features/name-pages/model/prune-css.ts";

describe("pruneCss", () => {
  it("keeps element rules and rules of used classes, drops the others, inside @media too", () => {
    const css =
      "body{margin:0}.card,.form{padding:1rem}.form h2{margin:0}@media (min-width:48rem){.card{padding:2rem}.pill{gap:0}}@media print{.pill{display:none}}";
    const used = classesUsedIn(['<main class="page card">x</main>']);
    expect(pruneCss(css, used)).toBe("body{margin:0}.card{padding:1rem}@media (min-width:48rem){.card{padding:2rem}}");
  });
});
